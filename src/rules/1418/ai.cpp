#include "rules/1418/ai.hpp"

#include <algorithm>
#include <limits>

#include "engine/game.hpp"
#include "rules/1418/battle/orders.hpp"
#include "rules/1418/battle/queries.hpp"
#include "rules/1418/battle/reach.hpp"
#include "rules/1418/bombard.hpp"

namespace sandtable::rules::gw1418 {

namespace {

core::Vec2 centre_of(const Feature& f) {
  core::Vec2 sum;
  for (const core::Vec2 p : f.area) sum = sum + p;
  return sum * (1.0 / static_cast<double>(f.area.size()));
}

// The nearest objective `side` does not hold, from `from`.
std::optional<core::Vec2> objective_to_take(const Battle& b, int side, core::Vec2 from) {
  std::optional<core::Vec2> best;
  double best_d = std::numeric_limits<double>::infinity();
  for (const Feature* f : objectives(b)) {
    if (holder(b, *f) == side) continue;
    const double d = core::distance(from, centre_of(*f));
    if (d < best_d) {
      best = centre_of(*f);
      best_d = d;
    }
  }
  return best;
}

core::Vec2 battalion_centre(const Battle& b, int battalion) {
  core::Vec2 sum;
  int n = 0;
  for (const int c : b.battalion(battalion).companies) {
    for (const int p : alive_platoons(b, c)) {
      sum = sum + b.platoon(p).at;
      ++n;
    }
  }
  return n ? sum * (1.0 / n) : sum;
}

// What a circle at `centre` is worth: the bases it is expected to remove, then injure.
double bombard_worth(const Battle& b, int battalion, core::Vec2 centre) {
  Bombardment bm;
  for (const int c : b.battalion(battalion).companies) {
    for (const int p : alive_platoons(b, c)) {
      bm.battery = unit_type(b.platoon(p).type).ranged;
      ++bm.batteries;
    }
  }
  bm.bonus_dice = parse_bonus_dice(b.rules.bombard_bonus_dice, "bombard_bonus_dice");
  for (std::size_t i = 0; i < b.platoons.size(); ++i) {
    const Platoon& t = b.platoons[i];
    const double d = core::distance(t.at, centre);
    if (t.removed || t.side == b.battalion(battalion).side || d > kCircleRadiusCm) continue;
    bm.targets.push_back({resilience_in_cover(own_resilience(b, t), standing_cover(b, static_cast<int>(i))), d > kInnerRadiusCm, t.injured});
  }
  if (bm.targets.empty() || bm.batteries == 0) return 0;
  const BombardResult r = best_bombardment(bm);
  return core::to_double(r.expected_removed) + core::to_double(r.expected_injured) / 2;
}

HighOrder choose_high(const Battle& b, int battalion) {
  const int side = b.battalion(battalion).side;
  if (b.battalion(battalion).artillery) {
    HighOrder best{HighCommand::kHold, std::nullopt};
    double best_worth = 0;
    for (const Platoon& t : b.platoons) {
      if (t.removed || t.side == side) continue;
      const double w = bombard_worth(b, battalion, t.at);
      if (w > best_worth + 1e-12) {
        best_worth = w;
        best = {HighCommand::kBombard, t.at};
      }
    }
    return best;
  }
  const core::Vec2 centre = battalion_centre(b, battalion);
  if (!objective_to_take(b, side, centre)) return {HighCommand::kHold, std::nullopt};
  // An enemy within an assault's reach (twice a medium infantry move, plus contact): assault.
  const double reach = 2 * standard_move_cm(Speed::kMediumInfantry) + kContactCm;
  return {nearest_enemy_distance(b, centre, side) <= reach ? HighCommand::kAssault : HighCommand::kAdvance, std::nullopt};
}

std::optional<core::Vec2> nearest_enemy_at(const Battle& b, core::Vec2 from, int side) {
  std::optional<core::Vec2> best;
  double best_d = std::numeric_limits<double>::infinity();
  for (const Platoon& e : b.platoons) {
    if (!e.removed && e.side != side && core::distance(from, e.at) < best_d) {
      best = e.at;
      best_d = core::distance(from, e.at);
    }
  }
  return best;
}

LowOrder choose_low(const Battle& b, int company) {
  const int side = side_of_company(b, company);
  const std::vector<Act> acts = allowed_acts(b, company, b.orders[static_cast<std::size_t>(side)].high.at(b.company(company).battalion));
  const auto allows = [&](Act a) { return std::find(acts.begin(), acts.end(), a) != acts.end(); };
  const core::Vec2 centre = company_centre(b, company);
  if (allows(Act::kAssault)) {
    if (const std::optional<core::Vec2> e = nearest_enemy_at(b, centre, side)) return {Act::kAssault, *e, {}, std::nullopt};
  }
  const std::optional<core::Vec2> goal = objective_to_take(b, side, centre);
  if (allows(Act::kMove) && goal && core::distance(*goal, centre) > 1) return {Act::kMove, *goal, {}, std::nullopt};
  if (allows(Act::kDigIn)) return {Act::kDigIn, std::nullopt, {}, std::nullopt};
  if (allows(Act::kStayPut)) return {Act::kStayPut, std::nullopt, {}, std::nullopt};
  for (const Act a : {Act::kFindCover, Act::kRetreat, Act::kMove}) {
    if (!allows(a)) continue;
    const std::vector<core::Vec2> ends = example_destinations(b, company, a);
    if (!ends.empty()) return {a, ends.front(), {}, std::nullopt};
  }
  return {acts.front(), acts.front() == Act::kStayPut || acts.front() == Act::kDigIn ? std::nullopt : std::optional(centre), {}, std::nullopt};
}

// Each platoon shooting at the company's nearest platoon in range: the bases it is expected
// to remove, then injure, by the exact odds.
double fire_worth(const Battle& b, int company, int target) {
  double worth = 0;
  for (const int p : alive_platoons(b, company)) {
    if (const std::optional<int> t = nearest_in_range(b, b.platoon(p), target)) {
      const ShotOdds odds = shot_odds(b, p, *t, standing_cover(b, *t));
      worth += core::to_double(odds.effects.removed) + core::to_double(odds.effects.injured) / 2;
    }
  }
  return worth;
}

FireOrder choose_fire(const Battle& b, int company) {
  FireOrder best{std::nullopt, true};
  double best_worth = 0;
  for (const int target : targets_by_distance(b, company)) {
    const double w = fire_worth(b, company, target);
    if (w > best_worth + 1e-12) {
      best_worth = w;
      best = {target, false};
    }
  }
  return best;
}

}  // namespace

engine::Action choose_orders(const Battle& b, int side) {
  if (b.orders[static_cast<std::size_t>(side)].sealed) return engine::Action::make("unseal", "Change my orders");
  const Step step = next_step(b, side);
  engine::Action action = seal_action();
  switch (step.kind) {
    case Step::kHigh: action = high_action(b, step.index, choose_high(b, step.index)); break;
    case Step::kLow: action = low_action(b, step.index, choose_low(b, step.index)); break;
    case Step::kFire: action = fire_action(b, step.index, choose_fire(b, step.index)); break;
    case Step::kSeal: break;
  }
  // A point rounded for the action can fall outside what the rules allow: then the company
  // stays put or, failing that, the orders are sealed as they are.
  try {
    Battle trial = b;
    apply_side_action(trial, side, action.json);
  } catch (const engine::IllegalAction&) {
    if (step.kind != Step::kLow) return seal_action();
    action = low_action(b, step.index, {Act::kStayPut, std::nullopt, {}, std::nullopt});
    try {
      Battle trial = b;
      apply_side_action(trial, side, action.json);
    } catch (const engine::IllegalAction&) {
      return seal_action();
    }
  }
  return action;
}

}  // namespace sandtable::rules::gw1418
