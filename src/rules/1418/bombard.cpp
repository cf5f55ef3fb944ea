#include "rules/1418/bombard.hpp"

#include <algorithm>
#include <array>

#include "engine/names.hpp"

namespace sandtable::rules::gw1418 {

namespace {

constexpr engine::NameTable<BonusDice, 3> kBonusDice{
    {{BonusDice::kPerBattery, "per-battery"}, {BonusDice::kPerTarget, "per-target"}, {BonusDice::kNone, "none"}}};

// Two allocations whose worth differs by less than this are equal; the search runs in doubles
// (rationals are slow over thousands of cells) and the result is then worked out exactly.
constexpr double kTie = 1e-12;

Volley volley_on(const Bombardment& b, const CircleTarget& t, int dice, int bonus_dice) {
  return Volley{dice, bonus_dice, b.battery.bonus, t.resilience, t.outer, b.reroll_keeps_bonus};
}

TargetResult result_on(const Bombardment& b, const CircleTarget& t, int dice, int bonus_dice) {
  TargetResult r{t, volley_on(b, t, dice, bonus_dice), {}, {}};
  r.hits = hits(r.volley);
  r.effects = effects_of(r.hits, t.injured ? 1 : 2);
  return r;
}

// What a target's share is worth to the aim, most important first.
std::array<double, 2> worth(const Bombardment& b, const TargetResult& r) {
  const double removed = core::to_double(r.effects.removed);
  const double injured = core::to_double(r.effects.injured);
  if (b.aim == Aim::kRemove) return {removed, injured};
  return {injured + removed * (r.target.injured ? 1 : 2), removed};
}

bool better(const std::array<double, 2>& a, const std::array<double, 2>& b) {
  if (a[0] > b[0] + kTie) return true;
  if (a[0] < b[0] - kTie) return false;
  return a[1] > b[1] + kTie;
}

// The bonus dice a battalion may place where it likes (per battery), or none to place.
int bonus_pool(const Bombardment& b) {
  return b.bonus_dice == BonusDice::kPerBattery && b.battery.bonus > 0 ? b.batteries : 0;
}

// The bonus dice among `dice` shots on one target under the rule that fixes them per target.
int fixed_bonus_dice(const Bombardment& b, int dice) {
  return b.bonus_dice == BonusDice::kPerTarget && b.battery.bonus > 0 ? std::min(dice, 1) : 0;
}

struct Cell {
  std::array<double, 2> worth{-1, -1};  // -1: not reachable
  int dice = 0;                         // this target's share
  int bonus = 0;                        // of which bonus dice from the pool
};

}  // namespace

std::string_view id(BonusDice b) { return engine::name_of(kBonusDice, b); }
std::vector<std::string> bonus_dice_ids() { return engine::names_of(kBonusDice); }
BonusDice parse_bonus_dice(std::string_view text, const std::string& field) {
  return engine::parse_name(kBonusDice, text, field);
}

std::string_view id(Aim a) { return a == Aim::kRemove ? "remove" : "hit"; }

int shots(const Bombardment& b) { return b.battery.dice * b.batteries; }

int most_on_one(const Bombardment& b) { return std::max(1, shots(b) / 2); }

BombardResult best_bombardment(const Bombardment& b) {
  const int total = shots(b);
  const int pool = std::min(bonus_pool(b), total);
  const int cap = most_on_one(b);
  const std::size_t n = b.targets.size();
  // best[i][s][u]: the best worth of targets 0..i-1 with s shots used, u of them pool bonus dice.
  const auto index = [&](int s, int u) { return static_cast<std::size_t>(s * (pool + 1) + u); };
  std::vector<std::vector<Cell>> best(n + 1, std::vector<Cell>(static_cast<std::size_t>((total + 1) * (pool + 1))));
  best[0][index(0, 0)].worth = {0, 0};
  for (std::size_t i = 0; i < n; ++i) {
    // Each share's worth once, not once per cell.
    std::vector<std::vector<std::array<double, 2>>> share(static_cast<std::size_t>(cap + 1));
    for (int dice = 0; dice <= cap; ++dice) {
      for (int bonus = 0; bonus <= std::min(dice, pool); ++bonus) {
        share[static_cast<std::size_t>(dice)].push_back(
            worth(b, result_on(b, b.targets[i], dice, bonus + fixed_bonus_dice(b, dice))));
      }
    }
    for (int s = 0; s <= total; ++s) {
      for (int u = 0; u <= pool; ++u) {
        const Cell& from = best[i][index(s, u)];
        if (from.worth[0] < 0) continue;
        for (int dice = 0; dice <= std::min(cap, total - s); ++dice) {
          for (int bonus = 0; bonus <= std::min(dice, pool - u); ++bonus) {
            const std::array<double, 2>& w = share[static_cast<std::size_t>(dice)][static_cast<std::size_t>(bonus)];
            const std::array<double, 2> sum{from.worth[0] + w[0], from.worth[1] + w[1]};
            Cell& to = best[i + 1][index(s + dice, u + bonus)];
            if (better(sum, to.worth)) to = Cell{sum, dice, bonus};
          }
        }
      }
    }
  }
  // The best end, fewest shots first; then back through the shares that led to it.
  int end_s = 0;
  int end_u = 0;
  for (int s = 0; s <= total; ++s) {
    for (int u = 0; u <= pool; ++u) {
      if (better(best[n][index(s, u)].worth, best[n][index(end_s, end_u)].worth)) {
        end_s = s;
        end_u = u;
      }
    }
  }
  BombardResult result;
  result.shots_used = end_s;
  result.targets.resize(n);
  core::ExactDist removed = core::ExactDist::constant(0);
  for (std::size_t i = n; i-- > 0;) {
    const Cell& c = best[i + 1][index(end_s, end_u)];
    result.targets[i] = result_on(b, b.targets[i], c.dice, c.bonus + fixed_bonus_dice(b, c.dice));
    removed = removed + core::ExactDist::bernoulli(result.targets[i].effects.removed);
    result.expected_removed += result.targets[i].effects.removed;
    result.expected_injured += result.targets[i].effects.injured;
    end_s -= c.dice;
    end_u -= c.bonus;
  }
  result.removed = removed;
  return result;
}

}  // namespace sandtable::rules::gw1418
