#include "rules/1418/game.hpp"

#include <fmt/format.h>

#include "rules/1418/battle/bound.hpp"
#include "rules/1418/battle/fingerprint.hpp"
#include "rules/1418/battle/order_words.hpp"
#include "rules/1418/battle/orders.hpp"
#include "rules/1418/battle/sides_by_dice.hpp"
#include "rules/1418/battle/view.hpp"

namespace sandtable::rules::gw1418 {

engine::Request Gw1418Game::next_request() const {
  if (battle_.over) {
    engine::GameOver over;
    over.winner = battle_.winner;
    over.summary = battle_.result;
    over.details = {{"bounds", battle_.bound}};
    return over;
  }
  if (pending_roll_) return *pending_roll_;
  if (battle_.sides_by_dice) return sides_roll(battle_);
  engine::SealedOrders orders{fmt::format("bound {}", battle_.bound), {}, {}};
  for (int side = 0; side < 2; ++side) {
    orders.decisions.push_back(side_decision(battle_, side));
    if (battle_.orders[static_cast<std::size_t>(side)].sealed) orders.sealed.push_back(side);
  }
  return orders;
}

engine::Json Gw1418Game::to_json() const {
  engine::Json j = battle_json(progress_ ? *progress_ : battle_, std::nullopt);
  j["dice_this_bound"] = faces_;
  return j;
}

// While the orders are being written each side sees only its own; once the bound is being
// executed, both are revealed, but each command sheet still only to its side.
engine::Json Gw1418Game::to_json_for(engine::SideIndex viewer) const {
  engine::Json j = progress_ ? battle_json(*progress_, std::nullopt, viewer) : battle_json(battle_, viewer);
  j["dice_this_bound"] = faces_;
  return j;
}

std::uint64_t Gw1418Game::fingerprint() const { return gw1418::fingerprint(battle_, faces_); }

std::string Gw1418Game::summary() const { return battle_summary(progress_ ? *progress_ : battle_, std::nullopt); }

std::vector<engine::UnitNote> Gw1418Game::unit_notes() const { return platoon_notes(progress_ ? *progress_ : battle_); }

std::string Gw1418Game::summary_for(engine::SideIndex viewer) const {
  return progress_ ? battle_summary(*progress_, std::nullopt, viewer) : battle_summary(battle_, viewer);
}

std::string Gw1418Game::label_unlisted(engine::SideIndex side, const engine::Json& action) const {
  if (pending_roll_ || side < 0 || side >= static_cast<engine::SideIndex>(battle_.sides.size())) return {};
  return written_order_words(battle_, side, action);
}

void Gw1418Game::do_apply(const engine::Action&) {
  throw engine::IllegalAction("1418 takes sealed orders from each side and dice, never a plain decision");
}

void Gw1418Game::do_apply_sealed(engine::SideIndex side, const engine::Action& action) {
  if (pending_roll_) throw engine::IllegalAction("the bound is being executed: roll the dice asked for");
  Battle next = battle_;
  apply_side_action(next, side, action.json);
  battle_ = std::move(next);
  if (battle_.orders[0].sealed && battle_.orders[1].sealed) execute();
}

void Gw1418Game::do_close_round() {
  if (pending_roll_) throw engine::IllegalAction("the bound is already being executed");
  execute();
}

void Gw1418Game::do_apply_dice(const std::vector<int>& faces) {
  if (battle_.sides_by_dice) {  // next_request() asked for the one die, and apply_dice() checked it
    settle_sides(battle_, faces.front());
    return;
  }
  if (!pending_roll_) throw engine::IllegalAction("no roll is due");
  if (faces.size() != static_cast<std::size_t>(pending_roll_->count)) {
    throw engine::IllegalAction(fmt::format("{} dice are asked for, not {}", pending_roll_->count, faces.size()));
  }
  faces_.push_back(faces);
  execute();
}

void Gw1418Game::execute() {
  Battle after = battle_;
  GivenFaces feed(faces_);
  try {
    resolve_bound(after, feed);
  } catch (const NeedRoll& need) {
    pending_roll_ = need.request;
    progress_ = std::move(after);
    return;
  }
  battle_ = std::move(after);
  faces_.clear();
  pending_roll_.reset();
  progress_.reset();
}

}  // namespace sandtable::rules::gw1418
