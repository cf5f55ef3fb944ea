#include "rules/m2m/game/game.hpp"

#include "engine/log.hpp"
#include "rules/m2m/game/fingerprint.hpp"
#include "rules/m2m/game/footprint.hpp"
#include "rules/m2m/game/reorganise.hpp"
#include "rules/m2m/game/turn.hpp"
#include "rules/m2m/game/view.hpp"

namespace sandtable::rules::m2m {

engine::Request M2mGame::next_request() const {
  if (!request_) request_ = battle_request(state_);
  return *request_;
}

void M2mGame::do_apply(const engine::Action& action) {
  change([&](State& next) { apply_action(next, action.json); });
}

void M2mGame::do_apply_dice(const std::vector<int>& faces) {
  change([&](State& next) { apply_roll(next, faces); });
}

template <class Change>
void M2mGame::change(Change apply) {
  // A copy takes the change, so a refused one leaves the game as it was.
  State next = state_;
  try {
    apply(next);
  } catch (const GameError& e) {
    throw engine::IllegalAction(e.what());
  }
  state_ = std::move(next);
  request_.reset();
}

engine::Json M2mGame::to_json() const { return state_json(state_); }
std::string M2mGame::summary() const { return m2m::summary_for(state_, kUmpire); }
engine::Json M2mGame::to_json_for(engine::SideIndex viewer) const { return view_for(state_, viewer); }
std::string M2mGame::summary_for(engine::SideIndex viewer) const { return m2m::summary_for(state_, viewer); }

std::vector<engine::UnitNote> M2mGame::unit_notes() const { return m2m::unit_notes_for(state_, kUmpire); }

std::vector<engine::UnitNote> M2mGame::unit_notes_for(engine::SideIndex viewer) const { return m2m::unit_notes_for(state_, viewer); }
bool M2mGame::event_hidden_from(const engine::Event& event, engine::SideIndex viewer) const {
  return hidden_from(state_, event.seq, viewer);
}

bool M2mGame::request_hidden_from(engine::SideIndex viewer) const {
  return pending_roll_hidden_from(state_, viewer);
}

std::optional<std::vector<engine::TerrainFeature>> M2mGame::terrain_now() const { return m2m::terrain_now(state_); }

std::optional<std::string> M2mGame::refusal(const engine::Action& action) const {
  if (!action.json.is_object() || action.json.value("type", "") != "reorganise") return std::nullopt;
  return reorganise_refusal(state_, action.json);
}

std::uint64_t M2mGame::fingerprint() const { return m2m::fingerprint(state_); }

}  // namespace sandtable::rules::m2m
