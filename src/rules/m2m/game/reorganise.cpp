#include "rules/m2m/game/reorganise.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "rules/m2m/game/orders.hpp"
#include "rules/m2m/game/queries.hpp"

namespace sandtable::rules::m2m {

namespace {

// Ruling 44: under fire is an enemy on the table able to fire at it as things stand, or an
// enemy bombardment falling on it.
bool under_fire_now(const State& s, int unit) {
  for (int e = 0; e < static_cast<int>(s.units.size()); ++e) {
    const Unit& enemy = s.unit(e);
    if (enemy.side == s.unit(unit).side || enemy.gone()) continue;
    if (enemy.bombard_turns > 0 && enemy.ranged && bombardment_target(s, enemy) == unit) return true;
    const std::vector<int> targets = fire_targets(s, e);
    if (std::find(targets.begin(), targets.end(), unit) != targets.end()) return true;
  }
  return false;
}

bool fighting(const State& s, int unit) {
  if (s.unit(unit).melee_with >= 0) return true;
  return std::any_of(s.units.begin(), s.units.end(), [&](const Unit& e) { return e.melee_with == unit && alive(e); });
}

// Why one of the two may not take part, or nothing.
std::optional<std::string> unfit(const State& s, int c, int i) {
  const Unit& u = s.unit(i);
  const Commander& hq = s.commander(c);
  if (u.commander != c) return fmt::format("{} is not under {}'s command", u.name, hq.name);
  if (!u.sub_unit) return fmt::format("{} is not an infantry sub-unit of the trench appendix", u.name);
  if (u.gone() || u.routed || u.retreating) return fmt::format("{} is {}", u.name, u.gone() ? "gone" : "running back");
  if (core::distance(u.at, hq.at) > kCommandRadius) return fmt::format("{} is beyond {}'s reach of 18 inches", u.name, hq.name);
  if (u.figures >= u.start_figures) return fmt::format("{} is not damaged: it has all its {} figures", u.name, u.start_figures);
  if (fighting(s, i)) return fmt::format("{} is fighting hand to hand", u.name);
  return std::nullopt;
}

}  // namespace

int reorganised_figures(const Unit& bigger, const Unit& smaller) {
  return std::min(kReorganisedMost, bigger.figures + smaller.figures / 2);
}

std::optional<std::string> reorganise_refusal(const State& s, int c, int bigger, int smaller) {
  if (!s.setup.trench_warfare) return std::string("re-organising is a rule of the trench-warfare appendix, and this battle is not under it");
  const Commander& hq = s.commander(c);
  if (hq.side != s.acting || s.stage != Stage::kOrders) return fmt::format("{} gives orders only in his side's stage 1", hq.name);
  if (hq.level != Level::kFrontLine || hq.off_table) return fmt::format("{} is not a front-line commander on the table", hq.name);
  if (hq.actions_used >= s.setup.actions) return fmt::format("{} has no action left this turn", hq.name);
  if (!may_act(s, c)) return fmt::format("{} is with a pinned-down unit and can give no orders (8 Morale)", hq.name);
  if (bigger == smaller) return std::string("a unit cannot re-organise with itself");
  for (const int i : {bigger, smaller}) {
    if (std::optional<std::string> why = unfit(s, c, i)) return why;
  }
  const Unit& b = s.unit(bigger);
  const Unit& m = s.unit(smaller);
  if (b.figures < m.figures) return fmt::format("{} ({} figures) is the smaller: the bigger, {} ({}), takes in the smaller", b.name, b.figures, m.name, m.figures);
  if (core::distance(b.at, m.at) > kReorganiseReach) return fmt::format("{} and {} stand more than {} inches apart", b.name, m.name, kReorganiseReach);
  if (m.mg_crew > 0) return fmt::format("{} carries an attached MG, which the re-organised unit would not have", m.name);
  if (reorganised_figures(b, m) <= b.figures) {
    return fmt::format("{} would gain nothing: {} and half of {} is held to {} figures", b.name, b.figures, m.figures, kReorganisedMost);
  }
  for (const int i : {bigger, smaller}) {  // last: the dearest to find out
    if (under_fire_now(s, i)) return fmt::format("{} is under fire (an enemy could fire at it now)", s.unit(i).name);
  }
  return std::nullopt;
}

std::optional<std::string> reorganise_refusal(const State& s, const engine::Json& action) {
  try {
    return reorganise_refusal(s, commander_named(s, action, "commander"), unit_named(s, action, "unit"), unit_named(s, action, "with"));
  } catch (const GameError& e) {
    return std::string(e.what());
  }
}

std::vector<engine::Action> reorganise_actions(const State& s, int c) {
  std::vector<engine::Action> out;
  if (!s.setup.trench_warfare || s.commander(c).level != Level::kFrontLine) return out;
  for (int b = 0; b < static_cast<int>(s.units.size()); ++b) {
    for (int m = 0; m < static_cast<int>(s.units.size()); ++m) {
      if (s.unit(b).commander != c || s.unit(m).commander != c || reorganise_refusal(s, c, b, m)) continue;
      const Unit& big = s.unit(b);
      const Unit& small = s.unit(m);
      out.push_back(engine::Action::make(
          "reorganise",
          fmt::format("{}: re-organise {} ({} figures) taking in half of {} ({}): {} figures", s.commander(c).name, big.name, big.figures,
                      small.name, small.figures, reorganised_figures(big, small)),
          {{"commander", s.commander(c).name}, {"unit", big.name}, {"with", small.name}}));
    }
  }
  return out;
}

void apply_reorganise(State& s, const engine::Json& action) {
  if (std::optional<std::string> why = reorganise_refusal(s, action)) throw GameError(*why);
  const int c = commander_named(s, action, "commander");
  Unit& big = s.unit(unit_named(s, action, "unit"));
  Unit& small = s.unit(unit_named(s, action, "with"));
  spend_action(s, c);
  const int before = big.figures;
  big.figures = reorganised_figures(big, small);
  const int spares = before + small.figures - big.figures;
  small.figures = 0;
  big.halted = true;  // the turn is spent sorting the men out: no move (ruling 44)
  s.log.push_back(fmt::format("{} re-organises {}: it takes in {} and has {} figures; {} spare{} removed", s.commander(c).name, big.name, small.name,
                              big.figures, spares, spares == 1 ? "" : "s"));
}

}  // namespace sandtable::rules::m2m
