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
  return fmt::format("a decision ({})", std::get<Decision>(request).prompt);
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
    throw IllegalAction(fmt::format("action {} is not one of the {} legal actions for: {}", action.json.dump(),
                                    decision->actions.size(), decision->prompt));
  }
  do_apply(action);
}

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

std::uint64_t Game::fingerprint() const { return fnv1a(to_json().dump()); }

}  // namespace sandtable::engine
