#include "engine/game.hpp"

#include <fmt/format.h>

#include "engine/hash.hpp"

namespace sandtable::engine {

namespace {

std::string describe(const Request& request) {
  if (const auto* d = std::get_if<DiceRequest>(&request)) {
    return fmt::format("a roll of {} ({})", dice_notation(*d), d->reason);
  }
  if (std::holds_alternative<GameOver>(request)) return "nothing: the game is over";
  if (const auto* s = std::get_if<SealedOrders>(&request)) return fmt::format("sealed orders ({})", s->round);
  return fmt::format("a decision ({})", std::get<Decision>(request).prompt);
}

void check_listed(const Decision& decision, const Action& action) {
  if (decision.complete && decision.find(action.json) == nullptr) {
    throw IllegalAction(fmt::format("action {} is not one of the {} legal actions for: {}", action.json.dump(),
                                    decision.actions.size(), decision.prompt));
  }
}

const SealedOrders& open_round(const Request& request, const char* doing) {
  const auto* orders = std::get_if<SealedOrders>(&request);
  if (orders == nullptr) {
    throw IllegalAction(fmt::format("cannot {}: the game is waiting for {}", doing, describe(request)));
  }
  return *orders;
}

}  // namespace

void Game::apply(const Action& action) {
  const Request request = next_request();
  const auto* decision = std::get_if<Decision>(&request);
  if (decision == nullptr) {
    throw IllegalAction(fmt::format("cannot apply action {}: the game is waiting for {}", action.json.dump(),
                                    describe(request)));
  }
  if (decision->complete && decision->find(action.json) == nullptr) {
    if (const std::optional<std::string> why = refusal(action)) {
      throw IllegalAction(fmt::format("action {} is refused: {}", action.json.dump(), *why));
    }
  }
  check_listed(*decision, action);
  do_apply(action);
}

void Game::apply_sealed(SideIndex side, const Action& action) {
  const Request request = next_request();
  const SealedOrders& orders = open_round(request, "write sealed orders");
  const Decision* decision = orders.decision_of(side);
  if (decision == nullptr) {
    throw IllegalAction(fmt::format("side {} writes no orders in round {}", side, orders.round));
  }
  check_listed(*decision, action);
  do_apply_sealed(side, action);
}

void Game::close_round() {
  (void)open_round(next_request(), "close a round of sealed orders");
  do_close_round();
}

void Game::do_apply_sealed(SideIndex, const Action&) {
  throw IllegalAction("this game has no sealed orders");
}

void Game::do_close_round() { throw IllegalAction("this game has no sealed orders"); }

void Game::apply_dice(const std::vector<int>& faces) {
  const Request request = next_request();
  const auto* dice = std::get_if<DiceRequest>(&request);
  if (dice == nullptr) {
    throw IllegalAction(fmt::format("cannot apply dice: the game is waiting for {}", describe(request)));
  }
  if (faces.size() != static_cast<std::size_t>(dice->count)) {
    throw IllegalAction(fmt::format("{} needs {} dice ({}), got {}", dice->reason, dice->count, dice_notation(*dice),
                                    faces.size()));
  }
  for (std::size_t i = 0; i < faces.size(); ++i) {
    if (faces[i] < 1 || faces[i] > dice->sides) {
      throw IllegalAction(fmt::format("{}: die {} shows {}, but a d{} has faces 1 to {}", dice->reason, i + 1,
                                      faces[i], dice->sides, dice->sides));
    }
  }
  do_apply_dice(faces);
}

std::uint64_t Game::fingerprint() const { return json_fingerprint(); }

std::uint64_t Game::json_fingerprint() const { return fnv1a(to_json().dump()); }

}  // namespace sandtable::engine
