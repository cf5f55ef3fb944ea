// Hand-to-hand: one attack with and without a re-throw, and holding back from a melee.
#include <fmt/format.h>

#include "core/rational.hpp"
#include "engine/dist_json.hpp"
#include "engine/dist_text.hpp"
#include "rules/mininap/calculators/calculators.hpp"
#include "rules/mininap/calculators/parts.hpp"
#include "rules/mininap/hold_back.hpp"
#include "rules/mininap/resolve_melee.hpp"
#include "rules/mininap/terrain_table.hpp"

namespace sandtable::rules::mininap::calculators {

namespace {

const UnitFields kAttacker{"attacker", "formation", "lancer", "the attacker"};

// The CV an agreed terrain adjustment may add or take away: a die's faces.
constexpr int kMostTerrainCv = 6;

// R19, with the attacker outside the target's terrain (so a hill is uphill).
int defence_of(const Json& input) {
  if (!input.contains("target_terrain")) return 0;
  const TerrainKind kind = parse_terrain_kind(input["target_terrain"].get<std::string>());
  return kind == TerrainKind::kHill ? Rulings{}.uphill_defence_cv : defence_cv(kind, {});
}

void set_rethrow_policy(const Json& in, MeleeSituation& s) {
  if (in.contains("rethrow_at_most")) s.rethrow_at_most = in["rethrow_at_most"].get<int>();
  if (!in.contains("rethrow")) return;
  const std::string policy = in["rethrow"].get<std::string>();
  if (policy == "never") {
    s.rethrow_policy = RethrowPolicy::kNever;
  } else if (policy == "below-expected") {
    s.rethrow_policy = RethrowPolicy::kBelowExpected;
  } else {
    s.rethrow_policy = RethrowPolicy::kAtMost;
    if (!s.rethrow_at_most) throw engine::BadInput("rethrow_at_most", "is needed with rethrow at-most");
  }
}

Json melee(const Json& in) {
  MeleeSituation s;
  s.attacker = unit_from(in, kAttacker);
  s.target = unit_from(in, kTargetFields);
  s.strength_points = in.at("strength").get<int>();
  s.outflanking = in.at("outflanking").get<bool>();
  s.command = command_reach_from(in);
  s.rethrow_used = in.at("rethrow_used").get<bool>();
  s.terrain_cv = in.at("terrain_cv").get<int>() - defence_of(in);
  set_rethrow_policy(in, s);
  const MeleeResult r = resolve_melee(s);
  const bool exact = in.at("exact").get<bool>();
  Json j = hits_json(r.dice, r.hit_on, r.hits, r.exact_hits, r.factors, exact);
  j["cv"] = r.cv;
  j["rethrow_allowed"] = r.rethrow_allowed;
  if (r.rethrow_when_at_most) {
    j["rethrow_when_at_most"] = *r.rethrow_when_at_most;
    j["with_rethrow"] = engine::distribution_json(r.hits_with_rethrow, exact ? &r.exact_hits_with_rethrow : nullptr,
                                                  six_to_the(2 * r.dice));
  }
  return j;
}

std::string melee_text(const Json& in, const Json& result) {
  std::string text = fmt::format("{} attacks {}: CV {}\n", unit_text(unit_from(in, kAttacker)),
                                 unit_text(unit_from(in, kTargetFields)), result.at("cv").get<int>());
  text += hits_text(result);
  if (result.contains("with_rethrow")) {
    text += fmt::format("hits re-throwing on {} or fewer: ", result["rethrow_when_at_most"].get<int>()) +
            engine::distribution_text(result["with_rethrow"]);
  }
  return text;
}

Json hold_back(const Json& in) {
  HoldBackSituation s;
  s.unit = unit_from(in, kUnitFields);
  s.strength_points = in.at("strength").get<int>();
  s.command = command_reach_from(in);
  const HoldBackResult r = resolve_hold_back(s);
  return {{"tested", r.tested},
          {"held_back", r.held_back_probability},
          {"held_back_exact", core::rational_text(r.held_back)},
          {"factors", r.factors},
          {"pass_on", r.pass_on ? Json(*r.pass_on) : Json(nullptr)}};
}

std::string hold_back_text(const Json& in, const Json& result) {
  return fmt::format("{} held back: {} ({})\n", unit_text(unit_from(in, kUnitFields)),
                     engine::percent(result.at("held_back").get<double>()),
                     result.at("held_back_exact").get<std::string>()) +
         factors_text(result.at("factors"));
}

engine::Field strength_field(const char* help) {
  return engine::whole("strength", 0, kMaxStrengthPoints, help).with_unit("SP").as_required();
}

}  // namespace

engine::Calculator melee_calculator() {
  return {"melee",
          "One hand-to-hand attack: combat value, dice and hits, with and without a re-throw",
          engine::InputSpec(joined({
              unit_fields(kAttacker),
              {strength_field("SP the attacker gives this attack")},
              unit_fields(kTargetFields),
              {engine::flag("outflanking", "the attacker outflanks the target (2 dice per SP)")},
              command_reach_fields(),
              {engine::flag("rethrow_used", "the attacker has already re-thrown this phase"),
               engine::choice("rethrow", {"never", "below-expected", "at-most"},
                              "the re-throw policy the odds assume (default below-expected)")
                   .with_section("ruling R7"),
               engine::whole("rethrow_at_most", 0, kMaxStrengthPoints,
                             "with rethrow at-most: re-throw on this many hits or fewer"),
               engine::whole("terrain_cv", -kMostTerrainCv, kMostTerrainCv, "CV added or taken away for terrain, as agreed")
                   .with_default(0),
               engine::choice("target_terrain", terrain_kind_ids(),
                              "the target is in this terrain (village, woods, hill), the attacker not")
                   .with_section("ruling R19"),
               exact_field()},
          })),
          melee,
          melee_text,
          {{{"attacker", "line-infantry"}, {"formation", "line"}, {"strength", 4}, {"target", "line-infantry"},
            {"target_formation", "line"}, {"brigade_cm", 0.5}, {"exact", true}},
           {{"attacker", "heavy-cavalry"}, {"strength", 3}, {"target", "line-infantry"}, {"target_formation", "column"},
            {"outflanking", true}}}};
}

engine::Calculator hold_back_calculator() {
  return {"hold-back",
          "The chance to hold back a unit that would have to join a melee",
          engine::InputSpec(joined({unit_fields(kUnitFields), {strength_field("remaining strength points")}, command_reach_fields()})),
          hold_back,
          hold_back_text,
          {{{"type", "light-infantry"}, {"formation", "skirmish"}, {"strength", 3}},
           {{"type", "line-infantry"}, {"strength", 4}, {"brigade_cm", 0.5}}}};
}

}  // namespace sandtable::rules::mininap::calculators
