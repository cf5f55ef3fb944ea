// Who chooses when no person does: the built-in policies for solo play and simulations, and
// playing a game through to its end.
#pragma once

#include <cstdint>
#include <functional>
#include <set>
#include <stdexcept>
#include <string_view>

#include "core/random.hpp"
#include "engine/dice_source.hpp"
#include "engine/game.hpp"
#include "engine/rule_set.hpp"

namespace sandtable::play {

using Policy = std::function<engine::Action(const engine::Game&, const engine::Decision&, core::Rng&)>;

// A policy cannot choose: the decision lists no action.
class NoChoice : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// The first listed action.
engine::Action first_listed(const engine::Game& game, const engine::Decision& decision, core::Rng& rng);
// A listed action drawn uniformly with `rng`.
engine::Action random_listed(const engine::Game& game, const engine::Decision& decision, core::Rng& rng);

// The decision of the first side among `sides` whose orders in the round are not yet sealed,
// or nullptr if none is left to write.
const engine::Decision* unsealed_among(const engine::SealedOrders& orders, const std::set<engine::SideIndex>& sides);

// "first" or "random"; throws std::invalid_argument naming the choices otherwise.
Policy builtin_policy(std::string_view name);

// The name of an AI's standard style, which every rule set with an AI has.
inline constexpr const char* kStandardStyle = "standard";

// The rule set's own AI if it has one, else `fallback`; in the named style when `style` is
// one of its ai_styles. Throws std::invalid_argument listing the styles for any other name.
Policy policy_for(const engine::RuleSet& rule_set, Policy fallback, std::string_view style = {});

struct PlayOut {
  engine::GameOver over;
  std::uint64_t answers = 0;  // decisions and rolls made
};

// Plays `game` to its end: `policy` decides for every side (in a round of sealed orders, for
// each side in turn until all have sealed), drawing on `choices`, and the dice come from `dice`. Throws std::runtime_error if the game has not ended after
// `max_answers` answers.
PlayOut play_out(engine::Game& game, const Policy& policy, core::Rng& choices, engine::DiceSource& dice,
                 std::uint64_t max_answers);

}  // namespace sandtable::play
