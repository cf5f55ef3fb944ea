// Mukden to Megiddo as an engine::Game: a State behind requests, with each side's view.
#pragma once

#include <optional>

#include "engine/game.hpp"
#include "rules/m2m/game/state.hpp"

namespace sandtable::rules::m2m {

class M2mGame : public engine::Game {
 public:
  explicit M2mGame(State state) : state_(std::move(state)) {}

  engine::Request next_request() const override;
  engine::Json to_json() const override;
  std::unique_ptr<engine::Game> clone() const override { return std::make_unique<M2mGame>(*this); }
  std::vector<std::string> side_names() const override { return state_.sides; }
  std::string summary() const override;
  engine::Json to_json_for(engine::SideIndex viewer) const override;
  std::string summary_for(engine::SideIndex viewer) const override;
  std::vector<engine::UnitNote> unit_notes() const override;
  std::vector<engine::UnitNote> unit_notes_for(engine::SideIndex viewer) const override;
  bool event_hidden_from(const engine::Event& event, engine::SideIndex viewer) const override;
  bool request_hidden_from(engine::SideIndex viewer) const override;
  // The scenario's ground and the smoke and gas still hanging over it (ruling 43).
  std::optional<std::vector<engine::TerrainFeature>> terrain_now() const override;
  // Hashes the state directly (fingerprint.hpp).
  std::uint64_t fingerprint() const override;

  const State& state() const { return state_; }

 protected:
  // Why a re-organising (ruling 44) not on the list is refused.
  std::optional<std::string> refusal(const engine::Action& action) const override;

 private:
  void do_apply(const engine::Action& action) override;
  void do_apply_dice(const std::vector<int>& faces) override;
  template <class Change>
  void change(Change apply);

  State state_;
  mutable std::optional<engine::Request> request_;  // built once per state
};

}  // namespace sandtable::rules::m2m
