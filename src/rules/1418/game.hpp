// 1418 as an engine::Game: each bound a round of sealed orders for both sides, then its
// execution with every die asked of the players (or rolled digitally), step by step.
#pragma once

#include <optional>
#include <vector>

#include "engine/game.hpp"
#include "rules/1418/battle/battle.hpp"

namespace sandtable::rules::gw1418 {

class Gw1418Game : public engine::Game {
 public:
  explicit Gw1418Game(Battle battle) : battle_(std::move(battle)) {}

  engine::Request next_request() const override;
  engine::Json to_json() const override;
  engine::Json to_json_for(engine::SideIndex viewer) const override;
  std::string summary() const override;
  std::string summary_for(engine::SideIndex viewer) const override;
  std::vector<engine::UnitNote> unit_notes() const override;
  std::unique_ptr<engine::Game> clone() const override { return std::make_unique<Gw1418Game>(*this); }
  std::vector<std::string> side_names() const override { return {battle_.sides.begin(), battle_.sides.end()}; }
  std::string label_unlisted(engine::SideIndex side, const engine::Json& action) const override;
  std::uint64_t fingerprint() const override;

  // The battle with the orders written so far (the AI reads only its own side's).
  const Battle& battle() const { return battle_; }

 private:
  void do_apply(const engine::Action& action) override;
  void do_apply_dice(const std::vector<int>& faces) override;
  void do_apply_sealed(engine::SideIndex side, const engine::Action& action) override;
  void do_close_round() override;
  // Executes the bound again from its sealed orders with the faces rolled so far: either it
  // ends (the battle moves on) or it waits for the next roll.
  void execute();

  Battle battle_;
  std::vector<std::vector<int>> faces_;  // this bound's rolls so far
  std::optional<engine::DiceRequest> pending_roll_;
  // While a bound is executed: the battle as far as the rolls so far have taken it, shown
  // to everyone (the orders are no longer secret).
  std::optional<Battle> progress_;
};

}  // namespace sandtable::rules::gw1418
