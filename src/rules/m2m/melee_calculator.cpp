// `m2m melee`: one round of hand to hand, its pairs, each side's figures killed and the
// chance the fight goes on or either side wins, with every modifier; and the round rolled.
#include <fmt/format.h>

#include "engine/dist_json.hpp"
#include "rules/m2m/calculators.hpp"
#include "rules/m2m/melee.hpp"

namespace sandtable::rules::m2m {

namespace {

const std::vector<std::string> kOneSide{"attacker", "defender"};
const std::vector<std::string> kEitherOrBoth{"attacker", "defender", "both"};

std::vector<engine::Field> melee_fields() {
  std::vector<engine::Field> fields{
      engine::whole("attackers", 1, 40, "the attacker's front-line figures engaged").as_required().with_unit("figures").with_section("7 Melee"),
      engine::whole("defenders", 1, 40, "the defender's front-line figures engaged").as_required().with_unit("figures").with_section("7 Melee"),
      engine::choice("better", kOneSide, "the side with the better troops (+1)").with_section("7 Melee"),
      engine::flag("cavalry_vs_infantry_in_open", "cavalry fight infantry in the open (+1 to the cavalry)").with_section("7 Melee"),
      engine::choice("cavalry_side", kOneSide, "the side that is the cavalry").with_default("attacker").with_section("7 Melee"),
      engine::choice("pinned", kEitherOrBoth, "the side (or both) pinned down (-1)").with_section("7 Melee, 8 Morale"),
      engine::choice("special", kEitherOrBoth, "the side (or both) with a special weapon, tactic or circumstance (+1)")
          .with_section("7 Melee"),
      engine::choice("gas", kEitherOrBoth, "the side (or both) fighting in gas (-1 on all dice)").with_section("Appendix 1 e"),
  };
  for (engine::Field& f : ruling_fields({"melee_half_rounds_up", "melee_counts_combats_lost"})) fields.push_back(std::move(f));
  return fields;
}

// True when the optional choice `field` names `side` or both.
bool names(const Json& in, const char* field, std::string_view side) {
  if (!in.contains(field)) return false;
  const std::string value = in.at(field).get<std::string>();
  return value == side || value == "both";
}

MeleeSide side_from(const Json& in, Side side) {
  const std::string_view who = id(side);
  MeleeSide s;
  s.figures = in.at(side == Side::kAttacker ? "attackers" : "defenders").get<int>();
  s.better = names(in, "better", who);
  s.cavalry_vs_infantry_in_open = in.at("cavalry_vs_infantry_in_open").get<bool>() && in.at("cavalry_side").get<std::string>() == who;
  s.pinned = names(in, "pinned", who);
  s.special = names(in, "special", who);
  s.gas = names(in, "gas", who);
  return s;
}

MeleeSituation melee_situation_from(const Json& in) {
  if (!in.at("cavalry_vs_infantry_in_open").get<bool>() && in.at("cavalry_side").get<std::string>() != "attacker") {
    throw engine::BadInput("cavalry_side", "names the cavalry: give cavalry_vs_infantry_in_open too");
  }
  return {side_from(in, Side::kAttacker), side_from(in, Side::kDefender)};
}

Json side_json(const MeleeSituation& s, const MeleeOdds& odds, Side side) {
  const bool attacker = side == Side::kAttacker;
  const Json killed = exact_distribution_json(attacker ? odds.attacker_killed : odds.defender_killed);
  return {{"engaged", (attacker ? s.attacker : s.defender).figures},
          {"fighting", attacker ? odds.plan.attacker_fighting : odds.plan.defender_fighting},
          {"modifier", attacker ? odds.plan.attacker_modifier : odds.plan.defender_modifier},
          {"factors", factors_json(attacker ? odds.plan.attacker_factors : odds.plan.defender_factors)},
          {"killed", killed.at("outcomes")},
          {"killed_mean", killed.at("mean")}};
}

Json melee(const Json& in) {
  const MeleeSituation s = melee_situation_from(in);
  const MeleeOdds odds = melee_odds(s, rulings_from(in));
  Json result = Json::object();
  Json result_exact = Json::object();
  for (const auto& e : odds.result.entries()) {
    result[e.label] = core::to_double(e.probability);
    result_exact[e.label] = core::rational_text(e.probability);
  }
  Json j = {{"pairs", odds.plan.pairs},
            {"unpaired", odds.plan.unpaired},
            {"attacker", side_json(s, odds, Side::kAttacker)},
            {"defender", side_json(s, odds, Side::kDefender)},
            {"per_pair", {{"attacker_killed", chance_json(odds.pair_attacker_killed)},
                          {"defender_killed", chance_json(odds.pair_defender_killed)}}},
            {"result", result},
            {"result_exact", result_exact}};
  j["automatic_losses"] = odds.plan.short_side
                              ? Json{{"side", id(*odds.plan.short_side)}, {"figures", odds.plan.unpaired}}
                              : Json(nullptr);
  j["outcomes"] = engine::outcomes_json(odds.result).at("outcomes");
  return j;
}

std::string side_text(const std::string& who, const Json& side) {
  std::string text = fmt::format("{}: {} of {} fight, {:+d}\n", who, side.at("fighting").get<int>(), side.at("engaged").get<int>(),
                                 side.at("modifier").get<int>());
  for (const Json& f : side.at("factors")) {
    text += wrapped(f.at("what").get<std::string>() + " " + f.at("effect").get<std::string>(), "- ", "  ");
  }
  text += fmt::format("{:<13}{:>8}  {}\n", "killed", "chance", "exact");
  for (const Json& o : side.at("killed")) text += chance_row(o.at("value").dump(), o);
  return text;
}

std::string melee_text(const Json& in, const Json& result) {
  const Json& odds = odds_within(in, result);
  std::string text = fmt::format("{} pairs", odds.at("pairs").get<int>());
  const Json& automatic = odds.at("automatic_losses");
  if (!automatic.is_null()) {
    text += fmt::format("; the {} loses {} unpaired", automatic.at("side").get<std::string>(), automatic.at("figures").get<int>());
  }
  text += "\n" + side_text("attacker", odds.at("attacker")) + side_text("defender", odds.at("defender"));
  text += "result:\n";
  for (const Json& o : odds.at("outcomes")) text += chance_row(o.at("label").get<std::string>(), o);
  return text + made_roll_text(in, result);
}

Json melee_roll(const Json& in, const Json&, engine::DiceSource& dice) {
  const Rulings rulings = rulings_from(in);
  const MeleePlan plan = melee_plan(melee_situation_from(in), rulings);
  RoundLosses round;
  if (plan.pairs > 0) {
    const std::vector<int> attacker = roll_dice(dice, plan.pairs, "attacker");
    const std::vector<int> defender = roll_dice(dice, plan.pairs, "defender");
    for (int i = 0; i < plan.pairs; ++i) add_pair(round, pair_outcome(plan, attacker[i], defender[i]), rulings);
  }
  add_automatic_losses(round, plan);
  const MeleeResult result = melee_result(round.attacker_losses, round.defender_losses);
  return {{"attacker_killed", round.attacker_killed}, {"defender_killed", round.defender_killed},
          {"attacker_losses", round.attacker_losses}, {"defender_losses", round.defender_losses},
          {"result", id(result)},
          {"words", fmt::format("attacker loses {}, defender {}: {}", round.attacker_killed, round.defender_killed,
                                result == MeleeResult::kContinues ? "the fight goes on"
                                                                  : fmt::format("the {} wins", id(result == MeleeResult::kAttackerWins ? Side::kAttacker : Side::kDefender)))}};
}

}  // namespace

engine::Calculator melee_calculator() {
  engine::Calculator c{"melee", "one round of hand to hand: the pairs, the figures killed and who wins, exactly",
                       engine::InputSpec(melee_fields()), melee};
  c.text = melee_text;
  c.roll = melee_roll;
  c.examples = {
      // The text's own example: 14 against 12, 6 pairs and 1 automatic loss for the defenders.
      {{"attackers", 14}, {"defenders", 12}},
      {{"attackers", 10}, {"defenders", 16}, {"better", "attacker"}, {"cavalry_vs_infantry_in_open", true}},
      {{"attackers", 16}, {"defenders", 8}, {"pinned", "defender"}, {"special", "attacker"}},
      {{"attackers", 6}, {"defenders", 4}, {"dice", "6 3 1 1"}},
  };
  return c;
}

}  // namespace sandtable::rules::m2m
