// Hordes in the Trenches as an engine::Game: a Battle behind requests, orders as JSON actions.
#pragma once

#include <optional>

#include "engine/game.hpp"
#include "rules/hitt/battle/battle.hpp"
#include "rules/hitt/battle/orders.hpp"

namespace sandtable::rules::hitt {

class HittGame : public engine::Game {
 public:
  explicit HittGame(Battle battle) : battle_(std::move(battle)) {}

  engine::Request next_request() const override;
  engine::Json to_json() const override;
  std::unique_ptr<engine::Game> clone() const override { return std::make_unique<HittGame>(*this); }
  std::vector<std::string> side_names() const override { return {battle_.sides.begin(), battle_.sides.end()}; }
  std::string summary() const override;
  std::vector<engine::UnitNote> unit_notes() const override;
  // When the players place terrain, where every piece lies now.
  std::optional<std::vector<engine::TerrainFeature>> terrain_now() const override;
  // Hashes the battle directly (battle/fingerprint.hpp).
  std::uint64_t fingerprint() const override;

  const Battle& battle() const { return battle_; }

 private:
  void do_apply(const engine::Action& action) override;
  void do_apply_dice(const std::vector<int>& faces) override;
  // Applies a change to the battle (an order or a roll), or none if the rules refuse it.
  template <class Change>
  void change(Change apply);

  Battle battle_;
  // The request for the current state, built once (listing moves checks many paths).
  mutable std::optional<engine::Request> request_;
};

// An order as an action ({"type": "move", "unit": "1st Rifles", "to": {"x": 800, "y": 650,
// "facing": 90}}, positions in paces) and back; order_from_json throws engine::IllegalAction.
engine::Action to_action(const Battle& b, const Order& order);
Order order_from_json(const Battle& b, const engine::Json& json);

}  // namespace sandtable::rules::hitt
