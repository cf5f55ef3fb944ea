#include "rules/1418/battle/melee_step.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <optional>
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

// True when the company's Low Command lets `platoon` stand as a second rank: it names no
// second rank (any may) or names it (RULINGS.md 40).
bool may_be_second_rank(const Execution& x, int platoon) {
  const std::optional<std::vector<int>>& chosen = x.plans[static_cast<std::size_t>(x.b.platoon(platoon).company)].low.second_rank;
  return !chosen || std::find(chosen->begin(), chosen->end(), platoon) != chosen->end();
}

// A platoon of `front`'s company, fighting no one, whose centre is behind `front` as seen from
// `enemy`: at most two base depths back (base to base, with up to a base depth between) and
// within half a frontage to either side (RULINGS.md 35), and one its company's order allows.
// The nearest such; none if none.
std::optional<int> second_rank(const Execution& x, int front, int enemy, const std::vector<bool>& busy) {
  const Battle& b = x.b;
  const Platoon& f = b.platoon(front);
  const core::Vec2 back = f.at - b.platoon(enemy).at;
  const double length = back.length();
  if (length == 0) return std::nullopt;
  const core::Vec2 u{back.x / length, back.y / length};
  std::optional<int> best;
  double best_along = 0;
  for (std::size_t i = 0; i < b.platoons.size(); ++i) {
    const Platoon& q = b.platoons[i];
    if (busy[i] || q.removed || q.company != f.company || !may_be_second_rank(x, static_cast<int>(i))) continue;
    const core::Vec2 d = q.at - f.at;
    const double along = d.dot(u);
    const double across = std::abs(d.x * u.y - d.y * u.x);
    if (along <= 0 || along > 2 * b.rules.base_depth_cm + 1e-9 || across > b.rules.base_width_cm / 2 + 1e-9) continue;
    if (!best || along < best_along) {
      best = static_cast<int>(i);
      best_along = along;
    }
  }
  return best;
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

// A side of a melee: the platoon in contact and the one behind it, if any, whose hits it adds
// as the melee calculator's second rank does (RULINGS.md 11).
struct Rank {
  int front = 0;
  std::optional<int> second;
};

int hits_to_remove(const Platoon& p) { return p.injured ? 1 : 2; }

Fighter side_fighter(const Battle& b, const Rank& r) {
  Fighter f = fighter(b, r.front);
  if (r.second) f.hits_left += hits_to_remove(b.platoon(*r.second));
  return f;
}

// `lost` hits on a platoon with `hits_to_remove(p)` left: removed, injured by `foe`, or untouched.
void take_melee_hits(Execution& x, int platoon, int lost, int foe, const std::string& as) {
  Platoon& pl = x.b.platoon(platoon);
  if (lost >= hits_to_remove(pl)) {
    pl.removed = true;
    x.say(fmt::format("  {}{} is removed", pl.name, as));
  } else if (lost == 1) {
    pl.injured = true;
    x.injured_now[static_cast<std::size_t>(platoon)] = Shooter{.platoon = foe};
    x.say(fmt::format("  {}{} survives injured", pl.name, as));
  } else {
    x.say(fmt::format("  {}{} survives", pl.name, as));
  }
}

// The hits a side lost pass to its second rank first (RULINGS.md 11), the rest to the front.
void settle_side(Execution& x, const Rank& r, const Fighter& at_start, const Fighter& at_end, int foe) {
  int lost = at_start.hits_left - std::max(at_end.hits_left, 0);
  if (r.second) {
    const int behind = std::min(lost, hits_to_remove(x.b.platoon(*r.second)));
    take_melee_hits(x, *r.second, behind, foe, " (second rank)");
    lost -= behind;
  }
  take_melee_hits(x, r.front, lost, foe, "");
}

void fight(Execution& x, const Rank& ra, const Rank& rd) {
  const int a = ra.front;
  const int d = rd.front;
  x.say(fmt::format("{} and {} are in base contact: melee", x.b.platoon(a).name, x.b.platoon(d).name));
  for (const Rank& r : {ra, rd}) {
    if (r.second) x.say(fmt::format("  {} is {}'s second rank", x.b.platoon(*r.second).name, x.b.platoon(r.front).name));
  }
  const Fighter start_a = side_fighter(x.b, ra);
  const Fighter start_d = side_fighter(x.b, rd);
  Fighter fa = start_a;
  Fighter fd = start_d;
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
  settle_side(x, ra, start_a, fa, d);
  settle_side(x, rd, start_d, fd, a);
}

}  // namespace

void fight_melees(Execution& x) {
  const std::vector<std::pair<int, int>> pairs = contacts(x.b);
  std::vector<bool> busy(x.b.platoons.size(), false);
  for (const auto& [i, j] : pairs) busy[static_cast<std::size_t>(i)] = busy[static_cast<std::size_t>(j)] = true;
  for (const auto& [i, j] : pairs) {
    // The one that moved into contact attacks (it only names the sides of the fight).
    const bool j_moved = x.moving[static_cast<std::size_t>(j)] && !x.moving[static_cast<std::size_t>(i)];
    const int a = j_moved ? j : i;
    const int d = j_moved ? i : j;
    Rank ra{a, std::nullopt};
    Rank rd{d, std::nullopt};
    for (Rank* r : {&ra, &rd}) {
      r->second = second_rank(x, r->front, r == &ra ? d : a, busy);
      if (r->second) busy[static_cast<std::size_t>(*r->second)] = true;
    }
    fight(x, ra, rd);
  }
}

}  // namespace sandtable::rules::gw1418
