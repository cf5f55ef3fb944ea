#include "rules/1418/battle/melee_step.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <tuple>

#include "rules/1418/battle/queries.hpp"
#include "rules/1418/melee.hpp"

namespace sandtable::rules::gw1418 {

namespace {

// The pairs in contact, nearest first, each platoon in one pair at most.
std::vector<std::pair<int, int>> contacts(const Battle& b) {
  std::vector<std::tuple<double, int, int>> near;
  for (std::size_t i = 0; i < b.platoons.size(); ++i) {
    for (std::size_t j = i + 1; j < b.platoons.size(); ++j) {
      const Platoon& p = b.platoons[i];
      const Platoon& q = b.platoons[j];
      if (p.removed || q.removed || p.side == q.side) continue;
      const double d = core::distance(p.at, q.at);
      if (d <= kContactCm + 1e-9) near.emplace_back(d, static_cast<int>(i), static_cast<int>(j));
    }
  }
  std::sort(near.begin(), near.end());
  std::vector<bool> taken(b.platoons.size(), false);
  std::vector<std::pair<int, int>> pairs;
  for (const auto& [d, i, j] : near) {
    if (taken[static_cast<std::size_t>(i)] || taken[static_cast<std::size_t>(j)]) continue;
    taken[static_cast<std::size_t>(i)] = taken[static_cast<std::size_t>(j)] = true;
    pairs.emplace_back(i, j);
  }
  return pairs;
}

Fighter fighter(const Battle& b, int platoon) {
  const Platoon& p = b.platoon(platoon);
  const UnitType& t = unit_type(p.type);
  Fighter f;
  f.arming = t.melee;
  f.resilience = own_resilience(b, p);  // no cover in melee (RULINGS.md 9)
  f.strike_step = strike_step(t.kind, t.speed, b.rules.infantry_strike_by_speed);
  f.vehicle = is_vehicle(t);
  f.rerolls_on_vehicles = rerolls_against_vehicles(t.kind, b.rules.cavalry_rerolls_vehicles);
  f.hits_left = p.injured ? 1 : 2;
  return f;
}

// One strike of `from` on `to` in `round`: its melee dice against to's Resilience then.
int strike(Execution& x, int from, const Fighter& f, int to, const Fighter& t, int round) {
  const Volley v{f.arming.dice, 1, f.arming.bonus, resilience_in_round(t, round), t.vehicle && f.rerolls_on_vehicles,
                 x.b.rules.reroll_keeps_bonus};
  return roll_hits(x, x.b.platoon(from).side, v,
                   fmt::format("melee round {}: {} strikes {} (R{})", round, x.b.platoon(from).name, x.b.platoon(to).name, v.resilience));
}

void fight(Execution& x, int a, int d) {
  x.say(fmt::format("{} and {} are in base contact: melee", x.b.platoon(a).name, x.b.platoon(d).name));
  Fighter fa = fighter(x.b, a);
  Fighter fd = fighter(x.b, d);
  if (fa.arming.dice == 0 && fd.arming.dice == 0) {
    x.say("  neither can harm the other: they stand off");
    return;
  }
  const Order order = strike_order(Melee{fa, fd, x.b.rules.reroll_keeps_bonus});
  // Every die hits once Resilience reaches 1, so some side falls within a few rounds.
  for (int round = 1; fa.hits_left > 0 && fd.hits_left > 0; ++round) {
    if (order == Order::kTogether) {
      const int on_d = strike(x, a, fa, d, fd, round);
      const int on_a = strike(x, d, fd, a, fa, round);
      fd.hits_left -= on_d;
      fa.hits_left -= on_a;
    } else if (order == Order::kAttackerFirst) {
      fd.hits_left -= strike(x, a, fa, d, fd, round);
      if (fd.hits_left > 0) fa.hits_left -= strike(x, d, fd, a, fa, round);
    } else {
      fa.hits_left -= strike(x, d, fd, a, fa, round);
      if (fa.hits_left > 0) fd.hits_left -= strike(x, a, fa, d, fd, round);
    }
  }
  for (const auto& [p, f, foe] : {std::tuple{a, fa, d}, std::tuple{d, fd, a}}) {
    Platoon& pl = x.b.platoon(p);
    if (f.hits_left <= 0) {
      pl.removed = true;
      x.say(fmt::format("  {} is removed", pl.name));
    } else if (f.hits_left == 1 && !pl.injured) {
      pl.injured = true;
      x.injured_now[static_cast<std::size_t>(p)] = Shooter{.platoon = foe};
      x.say(fmt::format("  {} survives injured", pl.name));
    } else {
      x.say(fmt::format("  {} survives", pl.name));
    }
  }
}

}  // namespace

void fight_melees(Execution& x) {
  for (const auto& [i, j] : contacts(x.b)) {
    // The one that moved into contact attacks (it only names the sides of the fight).
    const bool j_moved = x.moving[static_cast<std::size_t>(j)] && !x.moving[static_cast<std::size_t>(i)];
    fight(x, j_moved ? j : i, j_moved ? i : j);
  }
}

}  // namespace sandtable::rules::gw1418
