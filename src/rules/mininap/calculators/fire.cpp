// Fire and bounce-through: the dice, the factors and the chance of each number of hits.
#include <fmt/format.h>

#include "engine/dist_json.hpp"
#include "engine/dist_text.hpp"
#include "rules/mininap/bounce_through.hpp"
#include "rules/mininap/calculators/calculators.hpp"
#include "rules/mininap/calculators/parts.hpp"
#include "rules/mininap/resolve_fire.hpp"
#include "rules/mininap/terrain_table.hpp"

namespace sandtable::rules::mininap::calculators {

namespace {

const UnitFields kFirer{"firer", "formation", "lancer", "the firer"};

std::vector<engine::Field> terrain_fields(const char* whose) {
  return {engine::whole("terrain_dice", -kMostTerrainDice, kMostTerrainDice, "dice added or taken away for terrain, as agreed")
              .with_default(0),
          engine::choice("target_terrain", terrain_kind_ids(),
                         fmt::format("{} is in this terrain: its cover comes off the dice", whose))
              .with_section("ruling R18")};
}

// R18: the dice the target's terrain takes off the fire (none when no terrain is given).
int cover_of(const Json& input) {
  if (!input.contains("target_terrain")) return 0;
  return cover_dice(parse_terrain_kind(input["target_terrain"].get<std::string>()), {});
}

Json fire(const Json& in) {
  FireSituation s;
  s.firer = unit_from(in, kFirer);
  s.target = unit_from(in, kTargetFields);
  s.strength_points = in.at("strength").get<int>();
  if (in.contains("allocate")) s.allocated_points = in["allocate"].get<int>();
  if (in.contains("range")) s.range_cm = in["range"].get<double>();
  s.suppressed = in.at("suppressed").get<bool>();
  s.split_fire = in.at("split").get<bool>();
  s.limbered = in.at("limbered").get<bool>();
  s.firer_in_contact = in.at("in_contact").get<bool>();
  s.target_in_hand_to_hand = in.at("target_in_melee").get<bool>();
  s.reaction = in.at("reaction").get<bool>();
  s.terrain_dice = in.at("terrain_dice").get<int>() - cover_of(in);
  Rulings rulings;
  rulings.range_boundary =
      in.at("range_boundary") == "longer" ? RangeBoundary::kLongerBand : RangeBoundary::kShorterBand;
  rulings.weapon_range_limits_bands = !in.at("medium_guns_to_80").get<bool>();
  const FireResult r = resolve_fire(s, rulings);
  Json j = hits_json(r.dice, r.hit_on, r.hits, r.exact_hits, r.factors, in.at("exact").get<bool>());
  j["weapon"] = r.weapon;
  if (r.bounce_through_hits) j["bounce_through"] = engine::distribution_json(*r.bounce_through_hits);
  return j;
}

std::string fire_text(const Json& in, const Json& result) {
  std::string text = fmt::format("{} fires {} at {}\n", unit_text(unit_from(in, kFirer)),
                                 result.at("weapon").get<std::string>(), unit_text(unit_from(in, kTargetFields)));
  text += hits_text(result);
  if (result.contains("bounce_through")) {
    text += "bounce-through hits on the next target at medium range (before any dice are thrown): " +
            engine::distribution_text(result["bounce_through"]);
  }
  return text;
}

Json bounce_through(const Json& in) {
  BounceThroughSituation s;
  s.firer = parse_unit_type(in.at("firer").get<std::string>());
  s.range_cm = in.at("range").get<double>();
  s.misses = in.at("misses").get<int>();
  s.bounce_range_cm = in.at("bounce_range").get<double>();
  s.terrain_dice = in.at("terrain_dice").get<int>() - cover_of(in);
  const BounceThroughResult r = resolve_bounce_through(s);
  return hits_json(r.dice, r.hit_on, r.hits, r.exact_hits, r.factors, in.at("exact").get<bool>());
}

std::string bounce_through_text(const Json& in, const Json& result) {
  return fmt::format("{} bounce-through from {:g} cm onto a target at {:g} cm\n", in.at("firer").get<std::string>(),
                     in.at("range").get<double>(), in.at("bounce_range").get<double>()) +
         hits_text(result);
}

}  // namespace

engine::Calculator fire_calculator() {
  return {"fire",
          "Musket or artillery fire: dice, factors and the chance of each number of hits",
          engine::InputSpec(joined({
              unit_fields(kFirer),
              {engine::whole("strength", 0, kMaxStrengthPoints, "the firer's remaining strength points")
                   .with_unit("SP").as_required(),
               engine::whole("allocate", 0, kMaxStrengthPoints, "SP given to this fire (default all; half when split)")
                   .with_unit("SP"),
               distance_field("range", "range to the target (needed for artillery)")},
              unit_fields(kTargetFields, "line-infantry"),
              {engine::flag("suppressed", "the firer is an eligible musket or canister target"),
               engine::flag("split", "one stand's share of a split fire"),
               engine::flag("limbered", "the battery is limbered"),
               engine::flag("in_contact", "the firer touches an enemy unit"),
               engine::flag("target_in_melee", "the target is in hand-to-hand combat"),
               engine::flag("reaction", "reaction fire by a unit holding its fire")},
              terrain_fields("the target"),
              {engine::choice("range_boundary", {"shorter", "longer"}, "a range on a band edge is in this band")
                   .with_default("shorter").with_section("ruling R1"),
               engine::flag("medium_guns_to_80", "let medium artillery fire out to 80 cm").with_section("ruling R2 off"),
               exact_field()},
          })),
          fire,
          fire_text,
          // The text's worked example first (p.13: a line of 4 SP at an attack column).
          {{{"firer", "line-infantry"}, {"formation", "line"}, {"strength", 4}, {"target", "line-infantry"},
            {"target_formation", "column"}, {"exact", true}},
           {{"firer", "heavy-foot-artillery"}, {"strength", 4}, {"range", 26}, {"target_formation", "column"}},
           {{"firer", "light-infantry"}, {"formation", "skirmish"}, {"strength", 3}, {"target_terrain", "woods"}}}};
}

engine::Calculator bounce_through_calculator() {
  return {"bounce-through",
          "Roundshot bouncing on from a medium-range target: one die per miss",
          engine::InputSpec(joined({
              {engine::choice("firer", unit_type_ids(), "the artillery type").as_required(),
               distance_field("range", "range to the original target").as_required(),
               engine::whole("misses", 0, 2 * kMaxStrengthPoints, "dice that missed the original target").as_required(),
               distance_field("bounce_range", "range to the next target at medium range").as_required()},
              terrain_fields("the next target"),
              {exact_field()},
          })),
          bounce_through,
          bounce_through_text,
          {{{"firer", "medium-foot-artillery"}, {"range", 30}, {"misses", 3}, {"bounce_range", 35}, {"exact", true}}}};
}

}  // namespace sandtable::rules::mininap::calculators
