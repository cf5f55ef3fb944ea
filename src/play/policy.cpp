#include "play/policy.hpp"
#include "engine/rule_set.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace sandtable::play {

namespace {

void require_listed(const engine::Decision& decision) {
  if (decision.actions.empty()) {
    throw NoChoice(fmt::format("no listed action to choose from for side {}: {}", decision.side, decision.prompt));
  }
}

}  // namespace

engine::Action first_listed(const engine::Game&, const engine::Decision& decision, core::Rng&) {
  require_listed(decision);
  return decision.actions.front();
}

engine::Action random_listed(const engine::Game&, const engine::Decision& decision, core::Rng& rng) {
  require_listed(decision);
  return decision.actions[rng.below(static_cast<std::uint32_t>(decision.actions.size()))];
}

Policy builtin_policy(std::string_view name) {
  if (name == "first") return first_listed;
  if (name == "random") return random_listed;
  throw std::invalid_argument(fmt::format("no policy '{}' (known: first, random)", name));
}

const engine::Decision* unsealed_among(const engine::SealedOrders& orders, const std::set<engine::SideIndex>& sides) {
  for (const engine::Decision& d : orders.decisions) {
    if (sides.contains(d.side) && !orders.is_sealed(d.side)) return &d;
  }
  return nullptr;
}

Policy policy_for(const engine::RuleSet& rule_set, Policy fallback, std::string_view style) {
  if (style.empty() || style == kStandardStyle) return rule_set.choose ? rule_set.choose : std::move(fallback);
  std::vector<std::string> known{kStandardStyle};
  for (const engine::AiStyle& s : rule_set.ai_styles) {
    if (s.name == style) return s.choose;
    known.push_back(s.name);
  }
  throw std::invalid_argument(
      fmt::format("{} has no AI style '{}' (known: {})", rule_set.name, style, fmt::join(known, ", ")));
}

PlayOut play_out(engine::Game& game, const Policy& policy, core::Rng& choices, engine::DiceSource& dice,
                 std::uint64_t max_answers) {
  PlayOut result;
  for (;;) {
    const engine::Request request = game.next_request();
    if (const auto* over = std::get_if<engine::GameOver>(&request)) {
      result.over = *over;
      return result;
    }
    if (result.answers == max_answers) {
      throw std::runtime_error(fmt::format("the game did not end within {} answers", max_answers));
    }
    if (const auto* roll = std::get_if<engine::DiceRequest>(&request)) {
      game.apply_dice(dice.roll(*roll));
    } else if (const auto* orders = std::get_if<engine::SealedOrders>(&request)) {
      const std::vector<engine::SideIndex> sides = orders->sides();
      const engine::Decision* writing = unsealed_among(*orders, {sides.begin(), sides.end()});
      if (writing == nullptr) throw std::runtime_error(fmt::format("round {} has no side left to write", orders->round));
      game.apply_sealed(writing->side, policy(game, *writing, choices));
    } else {
      game.apply(policy(game, std::get<engine::Decision>(request), choices));
    }
    ++result.answers;
  }
}

}  // namespace sandtable::play
