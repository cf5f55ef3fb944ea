// Mini-Nap 2 as an engine::Game: a Battle behind requests, JSON actions and the registry entry.
#pragma once

#include <optional>

#include "engine/game.hpp"
#include "engine/rule_set.hpp"
#include "rules/mininap/battle/battle.hpp"

namespace sandtable::rules::mininap {

class MiniNapGame : public engine::Game {
 public:
  explicit MiniNapGame(Battle battle) : battle_(std::move(battle)) { battle_.tell = true; }

  engine::Request next_request() const override;
  engine::Json to_json() const override;
  std::unique_ptr<engine::Game> clone() const override { return std::make_unique<MiniNapGame>(*this); }
  std::vector<std::string> side_names() const override { return {battle_.sides.begin(), battle_.sides.end()}; }
  // Hashes the battle directly: to_json() of a corps is too slow to hash at every step.
  std::uint64_t fingerprint() const override;
  // The turn, the initiative and every unit (battle/summary.hpp).
  std::string summary() const override;
  std::vector<engine::UnitNote> unit_notes() const override;
  // What the last order or roll did: hits, removals, hold-back tests, the initiative, the
  // victory check (battle/told.hpp).
  std::vector<std::string> results() const override;
  std::string label_unlisted(engine::SideIndex side, const engine::Json& action) const override;

  const Battle& battle() const { return battle_; }

 protected:
  // The rule an order off the complete list breaks, found by trying it on a copy.
  std::optional<std::string> refusal(const engine::Action& action) const override;

 private:
  // The order `action` asks for, checked to be for the unit asked now.
  Order order_due(const engine::Action& action) const;
  void do_apply(const engine::Action& action) override;
  void do_apply_dice(const std::vector<int>& faces) override;

  Battle battle_;
  // The request for the current state, built once (listing manoeuvres checks many moves).
  mutable std::optional<engine::Request> request_;
};

// An order as an action ({"type": "fire", "unit": "1/37 Ligne", "target": "IR 14"}) and back.
// order_from_json throws engine::IllegalAction saying what is wrong with the JSON.
engine::Action to_action(const Battle& b, int unit, const Order& order);
Order order_from_json(const Battle& b, const engine::Json& json);

// {"mininap", "Mini-Nap 2", new_game}: the game from a scenario, rulings read by name.
engine::RuleSet rule_set();

}  // namespace sandtable::rules::mininap
