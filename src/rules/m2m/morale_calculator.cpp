// `m2m morale`: the chance a unit passes its morale test, is pinned down or retreats (for
// cavalry, the choice of advancing at a figure's cost), with the score's distribution and
// every factor; and the test rolled.
#include <fmt/format.h>

#include "engine/dist_json.hpp"
#include "rules/m2m/calculators.hpp"
#include "rules/m2m/morale.hpp"

namespace sandtable::rules::m2m {

namespace {

std::vector<engine::Field> morale_fields() {
  std::vector<engine::Field> fields{
      engine::choice("unit", tester_ids(), "who tests: infantry (2D6), cavalry or an infantry sub-unit (1D6)")
          .with_default("infantry")
          .with_section("8 Morale"),
      engine::choice("rating", rating_ids(), "the unit's rating").with_default("average").with_section("1 Organization, 8 Morale"),
      engine::whole("losses", 0, 40, "figures the unit has lost so far").as_required().with_unit("figures").with_section("8 Morale"),
      engine::flag("in_trenches", "the unit is in trenches (roll one 1 again)").with_section("8 Morale"),
      engine::flag("hq_attached", "a front-line HQ has attached itself to the unit (roll one 1 again)").with_section("8 Morale"),
      engine::flag("retreating", "the unit is already retreating (roll every 6 again)").with_section("8 Morale"),
      engine::flag("gas", "the unit is in gas (-1)").with_section("Appendix 1 e"),
  };
  for (engine::Field& f : ruling_fields({"retreat_on_natural_total", "one_die_rerolls", "sub_unit_retreats_on_natural_one"})) {
    fields.push_back(std::move(f));
  }
  return fields;
}

MoraleSituation morale_situation_from(const Json& in) {
  MoraleSituation s;
  s.unit = parse_tester(in.at("unit").get<std::string>());
  s.rating = parse_rating(in.at("rating").get<std::string>());
  s.losses = in.at("losses").get<int>();
  s.in_trenches = in.at("in_trenches").get<bool>();
  s.hq_attached = in.at("hq_attached").get<bool>();
  s.retreating = in.at("retreating").get<bool>();
  s.gas = in.at("gas").get<bool>();
  return s;
}

// The JSON key of an outcome: "advance-losing-one-or-halt" as advance_losing_one_or_halt.
std::string key_of(std::string label) {
  for (char& c : label) c = c == '-' ? '_' : c;
  return label;
}

Json morale(const Json& in) {
  const MoraleSituation s = morale_situation_from(in);
  const MoraleOdds odds = morale_odds(s, rulings_from(in));
  Json j = engine::outcomes_json(odds.outcomes);
  j["pinned"] = 0.0;
  Json exact = {{"pinned", core::rational_text(core::Rational(0))}};
  for (const auto& e : odds.outcomes.entries()) {
    j[key_of(e.label)] = core::to_double(e.probability);
    exact[key_of(e.label)] = core::rational_text(e.probability);
  }
  j["exact"] = exact;
  j["dice"] = fmt::format("{}D6", odds.plan.dice);
  j["modifier"] = odds.plan.modifier;
  j["pass_on"] = s.losses + 1;
  j["score"] = exact_distribution_json(odds.score);
  j["factors"] = factors_json(odds.plan.factors);
  return j;
}

std::string morale_text(const Json& in, const Json& result) {
  const Json& odds = odds_within(in, result);
  std::string text = fmt::format("{} {}, {} losses: {}{:+d}\n", in.at("rating").get<std::string>(), in.at("unit").get<std::string>(),
                                 in.at("losses").get<int>(), odds.at("dice").get<std::string>(), odds.at("modifier").get<int>());
  text += factors_text(odds.at("factors"));
  text += fmt::format("{:<13}{:>8}  {}\n", "outcome", "chance", "exact");
  for (const Json& o : odds.at("outcomes")) text += chance_row(o.at("label").get<std::string>(), o);
  return text + made_roll_text(in, result);
}

Json morale_roll(const Json& in, const Json&, engine::DiceSource& dice) {
  const MoraleSituation s = morale_situation_from(in);
  const Rulings rulings = rulings_from(in);
  const MoralePlan plan = morale_plan(s, rulings);
  std::vector<int> faces = roll_dice(dice, plan.dice, "morale");
  const std::vector<bool> again = rerolled(plan, faces);
  for (std::size_t i = 0; i < faces.size(); ++i) {
    if (again[i]) faces[i] = roll_dice(dice, 1, faces[i] == 1 ? "the 1 again" : "the 6 again").at(0);
  }
  int natural = 0;
  for (int f : faces) natural += f;
  const MoraleOutcome outcome = morale_outcome(s, plan, rulings, natural);
  return {{"natural", natural}, {"score", natural + plan.modifier}, {"outcome", id(outcome)},
          {"words", fmt::format("natural {}, score {}: {}", natural, natural + plan.modifier, id(outcome))}};
}

}  // namespace

engine::Calculator morale_calculator() {
  engine::Calculator c{"morale", "a morale test: the chance to pass, be pinned down or retreat, and the score",
                       engine::InputSpec(morale_fields()), morale};
  c.text = morale_text;
  c.roll = morale_roll;
  c.examples = {
      {{"unit", "infantry"}, {"rating", "average"}, {"losses", 4}},
      {{"unit", "infantry"}, {"rating", "elite"}, {"losses", 6}, {"in_trenches", true}},
      {{"unit", "infantry"}, {"rating", "poor"}, {"losses", 3}, {"retreating", true}},
      {{"unit", "cavalry"}, {"rating", "good"}, {"losses", 3}},
      {{"unit", "sub-unit"}, {"rating", "elite"}, {"losses", 2}, {"in_trenches", true}},
      {{"unit", "infantry"}, {"rating", "good"}, {"losses", 5}, {"hq_attached", true}, {"dice", "1 4 3"}},
  };
  return c;
}

}  // namespace sandtable::rules::m2m
