#include "rules/m2m/melee.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <tuple>

namespace sandtable::rules::m2m {

namespace {

// 7 Melee: each modifier a side's dice take, with its factor.
int modifier(const MeleeSide& side, bool attacking, std::vector<Factor>& factors) {
  int total = 0;
  const auto add = [&](bool applies, int value, const char* what) {
    if (!applies) return;
    total += value;
    factors.push_back({what, fmt::format("{:+d}", value)});
  };
  add(attacking, 1, "the attacker");
  add(side.better, 1, "better troops");
  add(side.cavalry_vs_infantry_in_open, 1, "cavalry against infantry in the open");
  add(side.pinned, -1, "pinned down");
  add(side.special, 1, "a special weapon, tactic or circumstance");
  add(side.gas, -1, "in gas");
  return total;
}

int half(int figures, const Rulings& rulings) { return rulings.melee_half_rounds_up ? (figures + 1) / 2 : figures / 2; }

}  // namespace

std::string_view id(Side s) { return s == Side::kAttacker ? "attacker" : "defender"; }

std::string_view id(MeleeResult r) {
  switch (r) {
    case MeleeResult::kContinues: return "continues";
    case MeleeResult::kAttackerWins: return "attacker-wins";
    case MeleeResult::kDefenderWins: return "defender-wins";
  }
  return "continues";
}

MeleePlan melee_plan(const MeleeSituation& s, const Rulings& rulings) {
  MeleePlan plan;
  plan.attacker_fighting = half(s.attacker.figures, rulings);
  plan.defender_fighting = half(s.defender.figures, rulings);
  plan.pairs = std::min(plan.attacker_fighting, plan.defender_fighting);
  plan.unpaired = std::max(plan.attacker_fighting, plan.defender_fighting) - plan.pairs;
  if (plan.unpaired > 0) plan.short_side = plan.attacker_fighting < plan.defender_fighting ? Side::kAttacker : Side::kDefender;
  plan.attacker_modifier = modifier(s.attacker, true, plan.attacker_factors);
  plan.defender_modifier = modifier(s.defender, false, plan.defender_factors);
  return plan;
}

PairOutcome pair_outcome(const MeleePlan& plan, int attacker_die, int defender_die) {
  const int margin = (attacker_die + plan.attacker_modifier) - (defender_die + plan.defender_modifier);
  PairOutcome o;
  o.attacker_lost = margin < 0;
  o.attacker_killed = margin <= -2;
  o.defender_lost = margin > 0;
  o.defender_killed = margin >= 2;
  return o;
}

MeleeResult melee_result(int attacker_losses, int defender_losses) {
  if (attacker_losses > defender_losses + 1) return MeleeResult::kDefenderWins;
  if (defender_losses > attacker_losses + 1) return MeleeResult::kAttackerWins;
  return MeleeResult::kContinues;
}

void add_pair(RoundLosses& round, const PairOutcome& pair, const Rulings& rulings) {
  round.attacker_killed += pair.attacker_killed ? 1 : 0;
  round.defender_killed += pair.defender_killed ? 1 : 0;
  round.attacker_losses += (rulings.melee_counts_combats_lost ? pair.attacker_lost : pair.attacker_killed) ? 1 : 0;
  round.defender_losses += (rulings.melee_counts_combats_lost ? pair.defender_lost : pair.defender_killed) ? 1 : 0;
}

void add_automatic_losses(RoundLosses& round, const MeleePlan& plan) {
  if (!plan.short_side) return;
  const bool attacker = *plan.short_side == Side::kAttacker;
  (attacker ? round.attacker_killed : round.defender_killed) += plan.unpaired;
  (attacker ? round.attacker_losses : round.defender_losses) += plan.unpaired;
}

MeleeOdds melee_odds(const MeleeSituation& s, const Rulings& rulings) {
  MeleeOdds odds;
  odds.plan = melee_plan(s, rulings);
  // Each pair's outcomes, counted over its 36 pairs of dice.
  std::map<std::tuple<bool, bool, bool, bool>, int> per_pair;
  for (int a = 1; a <= 6; ++a) {
    for (int d = 1; d <= 6; ++d) {
      const PairOutcome o = pair_outcome(odds.plan, a, d);
      ++per_pair[{o.attacker_lost, o.attacker_killed, o.defender_lost, o.defender_killed}];
      if (o.attacker_killed) odds.pair_attacker_killed += core::Rational(1, 36);
      if (o.defender_killed) odds.pair_defender_killed += core::Rational(1, 36);
    }
  }
  // Ways (of 36^pairs) to reach each round's losses, one pair at a time.
  using Key = std::tuple<int, int, int, int>;
  const auto key = [](const RoundLosses& r) { return Key{r.attacker_killed, r.defender_killed, r.attacker_losses, r.defender_losses}; };
  std::map<Key, core::BigInt> ways{{key(RoundLosses{}), 1}};
  for (int i = 0; i < odds.plan.pairs; ++i) {
    std::map<Key, core::BigInt> next;
    for (const auto& [k, n] : ways) {
      for (const auto& [o, count] : per_pair) {
        RoundLosses r{std::get<0>(k), std::get<1>(k), std::get<2>(k), std::get<3>(k)};
        add_pair(r, PairOutcome{std::get<0>(o), std::get<1>(o), std::get<2>(o), std::get<3>(o)}, rulings);
        next[key(r)] += n * count;
      }
    }
    ways = std::move(next);
  }
  core::BigInt all = 1;
  for (int i = 0; i < odds.plan.pairs; ++i) all *= 36;
  std::map<std::int64_t, core::Rational> attacker_killed, defender_killed;
  std::map<MeleeResult, core::Rational> result;
  for (const auto& [k, n] : ways) {
    RoundLosses r{std::get<0>(k), std::get<1>(k), std::get<2>(k), std::get<3>(k)};
    add_automatic_losses(r, odds.plan);
    const core::Rational p(n, all);
    attacker_killed[r.attacker_killed] += p;
    defender_killed[r.defender_killed] += p;
    result[melee_result(r.attacker_losses, r.defender_losses)] += p;
  }
  odds.attacker_killed = core::ExactDist::from_weights(attacker_killed);
  odds.defender_killed = core::ExactDist::from_weights(defender_killed);
  for (MeleeResult r : {MeleeResult::kContinues, MeleeResult::kAttackerWins, MeleeResult::kDefenderWins}) {
    odds.result.add(std::string(id(r)), result[r]);
  }
  return odds;
}

}  // namespace sandtable::rules::m2m
