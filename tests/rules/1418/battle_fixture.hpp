// Small 1418 battles written in YAML for the game's tests: one battalion of one company a
// side (Blue and Red), helpers to start one, answer the sealed orders and take the next roll.
#pragma once

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <variant>

#include "engine/game.hpp"
#include "engine/scenario.hpp"
#include "rules/1418/game.hpp"
#include "rules/1418/rule_set.hpp"

namespace sandtable::rules::gw1418::testing {

// `blue` and `red` are YAML lists of units (flow style); `terrain` a YAML list.
inline std::string two_companies(const std::string& blue, const std::string& red, const std::string& terrain = "[]",
                                 int bounds = 8, const std::string& extra_blue_battalions = "") {
  return "ruleset: \"1418\"\nname: test\ntable: {width: 100, depth: 100, unit: cm}\nterrain: " + terrain +
         "\nsides:\n"
         "  - name: Blue\n    army:\n      name: Blue army\n      commands:\n"
         "        - name: Blue Btn\n          commands:\n            - name: Blue Coy\n              units: " + blue + "\n" +
         extra_blue_battalions +
         "  - name: Red\n    army:\n      name: Red army\n      commands:\n"
         "        - name: Red Btn\n          commands:\n            - name: Red Coy\n              units: " + red + "\n"
         "victory: {bounds: " + std::to_string(bounds) + "}\n";
}

inline std::unique_ptr<engine::Game> start(const std::string& yaml) {
  const engine::Scenario s = engine::parse_scenario(yaml, "test.yaml");
  return rule_set().start(s, s.rulings);
}

inline const Battle& battle_of(const engine::Game& g) { return dynamic_cast<const Gw1418Game&>(g).battle(); }

// What starting `yaml` is refused with, or "accepted".
inline std::string start_refusal(const std::string& yaml) {
  try {
    start(yaml);
  } catch (const std::exception& e) {
    return e.what();
  }
  return "accepted";
}

// The dice request due next (a test failure, and an empty request, if none is).
inline engine::DiceRequest roll_due(const engine::Game& g) {
  const engine::Request r = g.next_request();
  EXPECT_TRUE(std::holds_alternative<engine::DiceRequest>(r)) << "no roll is due";
  return std::holds_alternative<engine::DiceRequest>(r) ? std::get<engine::DiceRequest>(r) : engine::DiceRequest{};
}

inline const engine::Json kHold{{"command", "hold"}};
inline const engine::Json kStay{{"command", "stay-put"}};
inline const engine::Json kHoldFire = engine::Json::object();

// True if a line of what the last bound did contains `words`.
inline bool said(const Battle& b, const std::string& words) {
  for (const std::string& line : b.last_bound) {
    if (line.find(words) != std::string::npos) return true;
  }
  return false;
}

// `g` is a game or a session.
template <class Table>
void order(Table& g, int side, const engine::Json& json) {
  g.apply_sealed(side, engine::Action{json, "test"});
}

// The orders of one side's only company: High Command, Low Command, its shooting, sealed.
template <class Table>
void orders(Table& g, int side, const engine::Json& high, const engine::Json& low, const engine::Json& fire) {
  const std::string who = side == 0 ? "Blue" : "Red";
  engine::Json h = high;
  h["type"] = "high";
  h["battalion"] = who + " Btn";
  order(g, side, h);
  engine::Json l = low;
  l["type"] = "low";
  l["company"] = who + " Coy";
  order(g, side, l);
  if (!fire.is_null()) {
    engine::Json f = fire;
    f["type"] = "fire";
    f["company"] = who + " Coy";
    order(g, side, f);
  }
  order(g, side, {{"type", "seal"}});
}

}  // namespace sandtable::rules::gw1418::testing
