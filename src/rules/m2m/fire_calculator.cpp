// `m2m fire`: the exact odds of the hits one unit's fire scores, with the dice, the face they
// need and every factor, and the fire made with dice.
#include <fmt/format.h>

#include <algorithm>

#include "rules/m2m/calculators.hpp"
#include "rules/m2m/fire.hpp"

namespace sandtable::rules::m2m {

namespace {

bool flag_of(const Json& in, const char* name) { return in.at(name).get<bool>(); }

std::vector<engine::Field> fire_fields() {
  std::vector<engine::Field> fields{
      engine::choice("firer", firer_ids(), "who fires: infantry by rating, an MG, an LMG or artillery")
          .as_required()
          .with_section("6 Firing"),
      engine::whole("figures", 1, 60, "infantry: the figures that count (a column's or skirmishers' front rank); MGs and guns: the crew")
          .as_required()
          .with_unit("figures")
          .with_section("6 Firing"),
      engine::choice("gun", gun_ids(), "artillery: a field gun, heavy artillery or a trench mortar (3 crew)")
          .with_default("field")
          .with_section("6 Firing"),
      engine::flag("from_defences", "infantry firing from trenches or field defences").with_section("6 Firing"),
      engine::flag("skirmishers", "infantry in skirmish order, who fire and move at full effect").with_section("6 Firing"),
      engine::flag("pinned", "the firer is pinned down: half effect").with_section("8 Morale"),
      engine::flag("moved", "elite or good infantry that moved this turn, or an MG that moved last turn: half effect")
          .with_section("5 Movement, 6 Firing"),
      engine::flag("indirect", "artillery firing at a target it cannot see, for a spotter").with_section("6 Firing"),
      engine::flag("ranging_shots", "the first round of indirect fire at a new target: no effect").with_section("6 Firing"),
      engine::choice("target", target_ids(), "the target's state: open 4+, easy 3+, difficult 5+, trenches 6, ...")
          .with_default("open")
          .with_section("6 Firing"),
      engine::flag("target_pinned", "the target is pinned-down infantry (difficult in the open, but not to artillery)")
          .with_section("8 Morale"),
      engine::flag("target_mg_attached", "the target is infantry with an MG attached").with_section("6 Firing"),
      engine::flag("smoke", "smoke: -1 on every firing die").with_section("Appendix 1 d"),
      engine::flag("gas", "gas: -1 on every firing die").with_section("Appendix 1 e"),
  };
  for (engine::Field& f : ruling_fields({"half_effect", "field_defences_stop_mgs"})) fields.push_back(std::move(f));
  return fields;
}

FireSituation fire_situation_from(const Json& in) {
  FireSituation s;
  s.firer = parse_firer(in.at("firer").get<std::string>());
  s.gun = parse_gun(in.at("gun").get<std::string>());
  s.figures = in.at("figures").get<int>();
  s.from_defences = flag_of(in, "from_defences");
  s.skirmishers = flag_of(in, "skirmishers");
  s.pinned = flag_of(in, "pinned");
  s.moved = flag_of(in, "moved");
  s.indirect = flag_of(in, "indirect");
  s.ranging_shots = flag_of(in, "ranging_shots");
  s.target = parse_target(in.at("target").get<std::string>());
  s.target_pinned = flag_of(in, "target_pinned");
  s.target_mg_attached = flag_of(in, "target_mg_attached");
  s.smoke = flag_of(in, "smoke");
  s.gas = flag_of(in, "gas");
  return s;
}

Json fire(const Json& in) {
  const FireOdds odds = fire_odds(fire_situation_from(in), rulings_from(in));
  Json j = exact_distribution_json(odds.hits);
  j["dice"] = odds.plan.dice;
  j["hit_on"] = odds.plan.hit_on ? Json(*odds.plan.hit_on) : Json(nullptr);
  j["spares"] = odds.plan.spares;
  if (odds.plan.spares > 0) j["extra_die"] = chance_json(odds.extra_die);
  j["hit_per_die"] = chance_json(odds.per_die.infantry_hit + odds.per_die.mg_crew_hit);
  j["confirmations"] = odds.plan.confirmations;
  if (odds.plan.split_sixes) {
    j["infantry_hits"] = exact_distribution_json(odds.infantry_hits);
    j["mg_crew_hits"] = exact_distribution_json(odds.mg_crew_hits);
  }
  j["factors"] = factors_json(odds.plan.factors);
  return j;
}

std::string fire_text(const Json& in, const Json& result) {
  const Json& odds = odds_within(in, result);
  const Json& hit_on = odds.at("hit_on");
  const std::string firer = in.at("firer").get<std::string>();
  const int figures = in.at("figures").get<int>();
  const bool crew = firer == "mg" || firer == "lmg" || firer == "artillery";
  std::string text = fmt::format("{}: {} dice, {}\n",
                                 crew ? fmt::format("{}, {} crew", firer, figures) : fmt::format("{} {} figures", figures, firer),
                                 odds.at("dice").get<int>(),
                                 hit_on.is_null() ? std::string("no hits possible") : "hit on " + face_needed(hit_on.get<int>()));
  text += factors_text(odds.at("factors"));
  text += distribution_rows("hits", odds);
  text += fmt::format("mean {:.2f} hits\n", odds.at("mean").get<double>());
  if (odds.contains("mg_crew_hits")) text += distribution_rows("MG crew hit", odds.at("mg_crew_hits"));
  return text + made_roll_text(in, result);
}

Json fire_roll(const Json& in, const Json&, engine::DiceSource& dice) {
  const FirePlan plan = fire_plan(fire_situation_from(in), rulings_from(in));
  int count = plan.dice;
  if (plan.spares > 0 && roll_dice(dice, 1, "spare die").at(0) <= plan.spares) {
    ++count;
  }
  std::vector<int> standing;  // the faces of the firing dice that hit and still stand
  if (plan.hit_on && count > 0) {
    for (int face : roll_dice(dice, count, "to hit " + face_needed(*plan.hit_on))) {
      if (face >= *plan.hit_on) standing.push_back(face);
    }
  }
  // Each confirmation (half effect, a heavy MG on a tank): every hit stands on a further 4+.
  for (std::size_t i = 0; i < plan.confirmations.size() && !standing.empty(); ++i) {
    const std::vector<int> checks = roll_dice(dice, static_cast<int>(standing.size()), "stands on 4+");
    std::vector<int> kept;
    for (std::size_t k = 0; k < standing.size(); ++k) {
      if (checks[k] >= 4) kept.push_back(standing[k]);
    }
    standing = kept;
  }
  const int sixes = static_cast<int>(std::count(standing.begin(), standing.end(), 6));
  int crew = 0;
  if (plan.split_sixes && sixes > 0) {
    for (int face : roll_dice(dice, sixes, "MG crew on 5+")) crew += face >= 5 ? 1 : 0;
  }
  const int hits = static_cast<int>(standing.size());
  return {{"dice_rolled", count}, {"hits", hits}, {"infantry_hits", hits - crew}, {"mg_crew_hits", crew},
          {"words", fmt::format("{} hit{}{}", hits, hits == 1 ? "" : "s",
                                plan.split_sixes ? fmt::format(" ({} on the MG crew)", crew) : std::string())}};
}

}  // namespace

engine::Calculator fire_calculator() {
  engine::Calculator c{"fire", "one unit's fire: the exact odds of its hits, with its dice, the face they need and why",
                       engine::InputSpec(fire_fields()), fire};
  c.text = fire_text;
  c.roll = fire_roll;
  c.examples = {
      {{"firer", "average"}, {"figures", 16}, {"target", "open"}},
      {{"firer", "elite"}, {"figures", 11}, {"from_defences", true}, {"target", "easy"}},
      {{"firer", "mg"}, {"figures", 4}, {"moved", true}, {"target", "trench"}, {"target_mg_attached", true}},
      {{"firer", "artillery"}, {"gun", "heavy"}, {"figures", 5}, {"target", "concrete"}},
      {{"firer", "mg"}, {"figures", 3}, {"target", "tank"}},
      {{"firer", "good"}, {"figures", 18}, {"target", "open"}, {"target_pinned", true}, {"dice", "2 6 5 4 3 1"}},
  };
  return c;
}

}  // namespace sandtable::rules::m2m
