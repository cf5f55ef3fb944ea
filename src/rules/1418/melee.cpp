#include "rules/1418/melee.hpp"

#include <map>
#include <stdexcept>
#include <utility>

#include "rules/1418/dice.hpp"

namespace sandtable::rules::gw1418 {

namespace {

// Resilience falls by one a round, so by this round every die hits and a fight has ended.
constexpr int kRoundsBound = 200;

using State = std::pair<int, int>;  // hits left: attacker, defender

core::ExactDist hits_by(const Fighter& striker, const Fighter& target, int round, bool keeps_bonus) {
  return hits(Volley{striker.arming.dice, 1, striker.arming.bonus, resilience_in_round(target, round),
                     target.vehicle && striker.rerolls_on_vehicles, keeps_bonus});
}

// The chances of the states after one round from `from`.
std::map<State, core::Rational> step(const Melee& m, State from, int round) {
  const core::ExactDist by_attacker = hits_by(m.attacker, m.defender, round, m.reroll_keeps_bonus);
  const core::ExactDist by_defender = hits_by(m.defender, m.attacker, round, m.reroll_keeps_bonus);
  const Order order = strike_order(m);
  std::map<State, core::Rational> next;
  for (std::int64_t ha = by_attacker.min(); ha <= by_attacker.max(); ++ha) {
    const core::Rational pa = by_attacker.probability(ha);
    if (pa == 0) continue;
    for (std::int64_t hd = by_defender.min(); hd <= by_defender.max(); ++hd) {
      const core::Rational pd = by_defender.probability(hd);
      if (pd == 0) continue;
      int a = from.first;
      int d = from.second;
      // A platoon removed by an earlier strike does not strike back.
      const int d_after = std::max(0, d - static_cast<int>(ha));
      const int a_after = std::max(0, a - static_cast<int>(hd));
      if (order == Order::kAttackerFirst) {
        d = d_after;
        if (d > 0) a = a_after;
      } else if (order == Order::kDefenderFirst) {
        a = a_after;
        if (a > 0) d = d_after;
      } else {
        a = a_after;
        d = d_after;
      }
      next[{a, d}] += pa * pd;
    }
  }
  return next;
}

core::ExactDist left_dist(const std::map<int, core::Rational>& left) {
  return core::ExactDist::from_weights(std::map<std::int64_t, core::Rational>(left.begin(), left.end()));
}

}  // namespace

int strike_step(Kind kind, Speed speed, bool infantry_by_speed) {
  switch (kind) {
    case Kind::kCavalry:
      return speed == Speed::kFastCavalry ? 0 : speed == Speed::kMediumCavalry ? 1 : 2;
    case Kind::kInfantry:
    case Kind::kTank:
      if (!infantry_by_speed) return 3;
      return speed == Speed::kFastInfantry ? 3 : speed == Speed::kMediumInfantry ? 4 : 5;
    case Kind::kHeavyWeapon:
    case Kind::kGun: return heavy_weapon_step();
  }
  return 3;
}

int heavy_weapon_step() { return 6; }

std::string_view id(Ending e) {
  switch (e) {
    case Ending::kAttackerWins: return "attacker-wins";
    case Ending::kDefenderWins: return "defender-wins";
    case Ending::kBothRemoved: return "both-removed";
    case Ending::kStandOff: return "stand-off";
  }
  return "stand-off";
}

Order strike_order(const Melee& m) {
  if (m.attacker.strike_step < m.defender.strike_step) return Order::kAttackerFirst;
  if (m.defender.strike_step < m.attacker.strike_step) return Order::kDefenderFirst;
  return Order::kTogether;
}

int resilience_in_round(const Fighter& f, int round) { return f.resilience - (round - 1); }

MeleeOdds melee(const Melee& m) {
  MeleeOdds odds;
  std::map<int, core::Rational> attacker_left;
  std::map<int, core::Rational> defender_left;
  if (m.attacker.arming.dice == 0 && m.defender.arming.dice == 0) {
    odds.stand_off = 1;
    attacker_left[m.attacker.hits_left] = 1;
    defender_left[m.defender.hits_left] = 1;
  }
  std::map<State, core::Rational> fighting;
  if (odds.stand_off == 0) fighting[{m.attacker.hits_left, m.defender.hits_left}] = 1;
  for (int round = 1; !fighting.empty(); ++round) {
    if (round > kRoundsBound) throw std::logic_error("a melee outlasted its bound of rounds");
    MeleeRound r{round, resilience_in_round(m.attacker, round), resilience_in_round(m.defender, round), 0, 0, 0, 0};
    std::map<State, core::Rational> next;
    for (const auto& [state, p] : fighting) {
      for (const auto& [after, q] : step(m, state, round)) {
        const core::Rational mass = p * q;
        const auto [a, d] = after;
        if (a > 0 && d > 0) {
          next[after] += mass;
          continue;
        }
        (a > 0 ? r.attacker_wins : d > 0 ? r.defender_wins : r.both_removed) += mass;
        attacker_left[a] += mass;
        defender_left[d] += mass;
      }
    }
    for (const auto& [state, p] : next) r.fighting_on += p;
    odds.attacker_wins += r.attacker_wins;
    odds.defender_wins += r.defender_wins;
    odds.both_removed += r.both_removed;
    odds.rounds.push_back(r);
    fighting = std::move(next);
  }
  odds.attacker_hits_left = left_dist(attacker_left);
  odds.defender_hits_left = left_dist(defender_left);
  return odds;
}

}  // namespace sandtable::rules::gw1418
