// What the m2m game tests share: a small battle read from YAML, driven straight through its
// State (turn.hpp), and the way to hurry through the stages a test does not look at.
#pragma once

#include <gtest/gtest.h>

#include <string>

#include "core/random.hpp"
#include "engine/dice_source.hpp"
#include "engine/game.hpp"
#include "engine/log.hpp"
#include "engine/scenario.hpp"
#include "rules/m2m/game/setup.hpp"
#include "rules/m2m/game/turn.hpp"
#include "rules/m2m/rule_set.hpp"

namespace sandtable::rules::m2m::testing {

// Blue attacks the Hill, held by Red 1. Blue's front line holds the attack order; its second
// front line (Blue reserve HQ) holds none yet. Red reserve stands in a far wood, out of Blue's sight.
// `extra_setup` goes into `setup:`; `blue_units` replaces Blue's front-line units.
inline std::string small_battle(const std::string& extra_setup = "",
                                const std::string& blue_units =
                                    "                - {name: Blue 1, type: infantry, figures: 16, x: 20, y: 6, facing: 90, order: attack, objective: Hill}\n"
                                    "                - {name: Blue 2, type: infantry, figures: 16, formation: column, x: 28, y: 6, facing: 90, order: attack, objective: Hill}\n") {
  return "ruleset: m2m\nname: Test\ntable: {width: 48, depth: 36, unit: in}\n"
         "setup: {attacker: Blue" + extra_setup + "}\n"
         "victory: {turn_limit: 3}\n"
         "terrain:\n"
         "  - {kind: objective, name: Hill, area: [[22, 28], [26, 28], [26, 32], [22, 32]]}\n"
         "  - {kind: objective, name: Farm, area: [[2, 28], [6, 28], [6, 32], [2, 32]]}\n"
         "  - {kind: woods, name: Far wood, area: [[40, 30], [48, 30], [48, 36], [40, 36]]}\n"
         "sides:\n"
         "  - name: Blue\n"
         "    army:\n"
         "      name: Blue army\n"
         "      level: chateau\n"
         "      commander: {name: Blue chateau, type: hq, order: attack, objective: Hill}\n"
         "      commands:\n"
         "        - name: Blue brigade\n"
         "          level: front-line\n"
         "          commander: {name: Blue HQ, type: hq, x: 24, y: 4, facing: 90, order: attack, objective: Hill}\n"
         "          units:\n" + blue_units +
         "        - name: Blue second brigade\n"
         "          level: front-line\n"
         "          commander: {name: Blue reserve HQ, type: hq, x: 10, y: 4, facing: 90}\n"
         "          units:\n"
         "            - {name: Blue 3, type: infantry, figures: 16, x: 10, y: 6, facing: 90}\n"
         "  - name: Red\n"
         "    army:\n"
         "      name: Red army\n"
         "      level: chateau\n"
         "      commander: {name: Red chateau, type: hq, order: defend, objective: Hill}\n"
         "      commands:\n"
         "        - name: Red brigade\n"
         "          level: front-line\n"
         "          commander: {name: Red HQ, type: hq, x: 24, y: 34, facing: -90, order: defend, objective: Hill}\n"
         "          units:\n"
         "            - {name: Red 1, type: infantry, figures: 16, x: 24, y: 30, facing: -90, order: defend}\n"
         "            - {name: Red reserve, type: infantry, figures: 16, x: 45, y: 34, facing: -90}\n";
}

// small_battle with a Blue field battery at (24, 2) under the chateau general, and his spotter
// at (24, 14): 12 inches from the gun, 16 from Red 1 on the Hill (24, 30), in the open.
inline std::string with_battery(const std::string& rulings = "") {
  std::string yaml = small_battle();
  const std::string chateau = "      commander: {name: Blue chateau, type: hq, order: attack, objective: Hill}\n";
  yaml.insert(yaml.find(chateau) + chateau.size(),
              "      units:\n"
              "        - {name: Blue battery, type: artillery, gun: field, figures: 4, x: 24, y: 2, facing: 90}\n"
              "        - {name: Blue spotter, type: spotter, x: 24, y: 14, facing: 90}\n");
  return yaml + rulings;
}

// The chateau general's order to the battery in with_battery: `order` (bombard, smoke) at `objective`.
inline engine::Json battery_order(const std::string& order, const std::string& objective) {
  return {{"type", "bombard"}, {"commander", "Blue chateau"}, {"unit", "Blue battery"}, {"order", order}, {"objective", objective}};
}

inline engine::Scenario scenario_of(const std::string& yaml) {
  return rule_set().checked_scenario(engine::parse_scenario(yaml, "test.yaml"));
}

inline State battle_of(const std::string& yaml) {
  const engine::Scenario s = scenario_of(yaml);
  return battle_from_scenario(s, rule_set().checked_rulings(s.rulings));
}

inline int unit_index(const State& s, const std::string& name) {
  for (std::size_t i = 0; i < s.units.size(); ++i) {
    if (s.units[i].name == name) return static_cast<int>(i);
  }
  ADD_FAILURE() << "no unit " << name;
  return 0;
}

inline int commander_index(const State& s, const std::string& name) {
  for (std::size_t i = 0; i < s.commanders.size(); ++i) {
    if (s.commanders[i].name == name) return static_cast<int>(i);
  }
  ADD_FAILURE() << "no commander " << name;
  return 0;
}

// The roll the battle waits for.
inline engine::DiceRequest pending_roll(const State& s) { return std::get<engine::DiceRequest>(battle_request(s)); }

inline void done(State& s) { apply_action(s, {{"type", "done"}}); }

// Blue's turn-1 orders, Red having given none.
inline State blue_turn_1_orders(const std::string& yaml) {
  State s = battle_of(yaml);
  done(s);  // Red's orders
  EXPECT_EQ(s.acting, 0);
  return s;
}

// Whether the decision the battle waits for lists `action` among its legal actions.
inline bool offered(const State& s, const engine::Json& action) {
  for (const engine::Action& a : legal_actions(s)) {
    if (a.json == action) return true;
  }
  return false;
}

// Says "done" to every decision and rolls 1s for every roll until the battle waits in
// `stage` of `turn` (or is over).
// `unit` is offered fire at `target`: the offer's words hold `words` (its dice and to-hit),
// and its forecast gives `mean_hits` hits on average.
inline void expect_fire_offered(const State& s, const std::string& unit, const std::string& target, const std::string& words,
                                double mean_hits) {
  bool seen = false;
  for (const engine::Action& a : legal_actions(s)) {
    if (a.json.value("unit", "") != unit || a.json.value("target", "") != target) continue;
    seen = true;
    EXPECT_NE(a.label.find(words), std::string::npos) << a.label;
    EXPECT_NEAR(a.forecasts.front().dist.mean(), mean_hits, 1e-9);
  }
  EXPECT_TRUE(seen) << unit << " is offered fire at " << target;
}

inline void hurry_to(State& s, int turn, Stage stage) {
  for (int guard = 0; guard < 1000 && !(s.turn == turn && s.stage == stage) && s.stage != Stage::kOver; ++guard) {
    if (s.cavalry_choice < 0 && !s.rolls.empty()) {
      apply_roll(s, std::vector<int>(static_cast<std::size_t>(s.rolls.front().count), 1));
    } else {
      done(s);
    }
  }
  ASSERT_TRUE(s.turn == turn && s.stage == stage) << "the battle is at turn " << s.turn << ", " << id(s.stage);
}

// Plays `scenario` to the end through a Session, the AI deciding for both sides and every die
// from `seed`'s stream, calling `on_roll(session, request, dice)` for each roll due; it rolls
// and returns true, or returns false to have the roll made here. Then replaying the log in a
// new session must give the same game.
template <class OnRoll>
void play_seeded_ai_session(const engine::Scenario& scenario, std::uint64_t seed, OnRoll on_roll) {
  engine::Session session(rule_set().start(scenario, scenario.rulings));
  engine::SeededDice dice(core::Rng::stream(seed, 0, core::Purpose::kBattle));
  core::Rng decisions = core::Rng::stream(seed, 0, core::Purpose::kDecision);
  while (!std::holds_alternative<engine::GameOver>(session.next_request())) {
    const engine::Request request = session.next_request();
    if (const auto* roll = std::get_if<engine::DiceRequest>(&request)) {
      if (!on_roll(session, *roll, dice)) session.roll(dice);
      continue;
    }
    session.apply(rule_set().choose(session.game(), std::get<engine::Decision>(request), decisions));
  }
  engine::Session replayed(rule_set().start(scenario, scenario.rulings));
  replayed.replay(session.events());
  EXPECT_EQ(replayed.game().fingerprint(), session.game().fingerprint()) << "seed " << seed;
}

}  // namespace sandtable::rules::m2m::testing
