#include "rules/hitt/battle/bound.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "rules/hitt/battle/contact.hpp"
#include "rules/hitt/battle/fights.hpp"
#include "rules/hitt/battle/ground.hpp"
#include "rules/hitt/battle/queries.hpp"
#include "rules/hitt/battle/terrain_sequence.hpp"

namespace sandtable::rules::hitt {

namespace {

void begin_bound(Battle& b) {
  b.stage = Stage::kPips;
  b.pips = 0;
  b.observers_used.clear();
  for (Troop& t : b.troops) {
    t.moved = false;
    t.moved_into_contact = false;
  }
}

std::string outcome_label(const Battle& b, const Fight& f, const Outcome& o) {
  if (o.loser == Loser::kNone) return "no effect";
  if (o.loser == Loser::kBoth) return "both destroyed";
  const std::string& who = b.troop(o.loser == Loser::kAttacker ? f.attacker : f.defender).name;
  return fmt::format("{} {}", who, id(o.effect));
}

// Ends the battle if a side has lost it now; true when it has.
bool decided(Battle& b, bool end_of_bound) {
  for (const Troop& t : b.troops) {
    if (t.element == Element::kCommandBunker && t.lost) {
      b.winner = 1 - t.side;
      b.result = fmt::format("{}'s command bunker has fallen: {} break through", b.sides[static_cast<std::size_t>(t.side)],
                             b.sides[static_cast<std::size_t>(1 - t.side)]);
      b.stage = Stage::kOver;
      return true;
    }
  }
  if (!end_of_bound) return false;
  std::array<bool, 2> broken{};
  std::array<double, 2> share{};
  for (int s = 0; s < 2; ++s) {
    const int army = std::max(1, b.army_ap[static_cast<std::size_t>(s)]);
    share[static_cast<std::size_t>(s)] = static_cast<double>(lost_ap(b, s)) / army;
    broken[static_cast<std::size_t>(s)] = lost_ap(b, s) * 100 >= b.rules.break_percent * army;
  }
  if (broken[0] || broken[1]) {
    b.stage = Stage::kOver;
    if (broken[0] && broken[1]) {
      b.winner.reset();
      b.result = "both armies have lost half their strength: a draw";
    } else {
      const int loser = broken[0] ? 0 : 1;
      b.winner = 1 - loser;
      b.result = fmt::format("{} have lost {} of {} AP and give up the fight", b.sides[static_cast<std::size_t>(loser)], lost_ap(b, loser),
                             b.army_ap[static_cast<std::size_t>(loser)]);
    }
    return true;
  }
  if (b.bound >= 2 * b.rules.bound_limit) {
    b.stage = Stage::kOver;
    if (b.rules.fewer_losses_win_at_limit && share[0] != share[1]) {
      b.winner = share[0] < share[1] ? 0 : 1;
      b.result = fmt::format("time is up after {} bounds: {} have lost the smaller share of their army", b.bound,
                             b.sides[static_cast<std::size_t>(*b.winner)]);
    } else {
      b.winner.reset();
      b.result = fmt::format("time is up after {} bounds: a draw", b.bound);
    }
    return true;
  }
  return false;
}

void end_bound(Battle& b) {
  for (Troop& t : b.troops) {
    if (t.side != b.active || !t.present()) continue;
    // Barbed Wire: sturmtruppe cut the wire they reached this bound.
    if (t.element == Element::kSturmtruppe && t.at_wire && t.moved) {
      const int wire = wire_touched(b, t.base(), t.side);
      if (wire >= 0) {
        b.terrain[static_cast<std::size_t>(wire)].cut = true;
        note(b, [&] { return fmt::format("{} cut the wire", t.name); });
      }
      t.at_wire = false;
    }
    if (t.element == Element::kGas && --t.gas_bounds <= 0) {
      t.gone = true;
      note(b, [&] { return fmt::format("{} disperses", t.name); });
    }
    if (t.remounted_in >= 0 && t.remounted_in < b.bound) t.remounted_in = -1;
  }
  if (decided(b, true)) return;
  b.active = 1 - b.active;
  ++b.bound;
  begin_bound(b);
}

void begin_combat(Battle& b) {
  b.stage = Stage::kCombat;
  b.fights = close_combats(b);
  if (b.fights.empty()) end_bound(b);
}

// Distant Shooting: shots at one target are one fight, the first shooter's, the next two aiding.
void merge_shots(Battle& b) {
  std::vector<Fight> merged;
  for (const Fight& shot : b.fights) {
    auto at = std::find_if(merged.begin(), merged.end(), [&](const Fight& f) { return f.defender == shot.defender; });
    if (at == merged.end()) {
      merged.push_back(shot);
    } else if (at->aiding.size() < 2) {
      at->aiding.push_back(shot.attacker);
    }
  }
  b.fights = std::move(merged);
}

// Takes every shooter with one target; stops at one with a choice.
void settle_shooting(Battle& b) {
  while (!b.shooters.empty()) {
    const Shooter& s = b.shooters.front();
    if (s.targets.size() > 1) return;
    b.fights.push_back({Mode::kShooting, s.troop, s.targets.front(), {}});
    b.shooters.erase(b.shooters.begin());
  }
  merge_shots(b);
  if (b.fights.empty()) begin_combat(b);
}

bool still_fighting(const Battle& b, const Fight& f) {
  const Troop& a = b.troop(f.attacker);
  const Troop& d = b.troop(f.defender);
  if (!a.present() || !d.present()) return false;
  if (f.mode == Mode::kShooting) return true;
  return front_against(a.base(), d.base()) || front_against(d.base(), a.base());
}

void resolve_fight(Battle& b, const std::vector<int>& faces) {
  const Fight f = b.fights.front();
  b.fights.erase(b.fights.begin());
  const Situation s = situation(b, f);
  const Factors factor = factors(s, b.rules.combat);
  const int a_total = faces[0] + factor.attacker.total();
  const int d_total = faces[1] + factor.defender.total();
  const Outcome o = resolve(s, a_total, d_total, b.rules.combat);
  if (s.observed_fire) {
    for (int j = 0; j < b.count(); ++j) {
      const Troop& t = b.troop(j);
      if (t.side == b.troop(f.attacker).side && t.present() && (t.element == Element::kBalloon || t.element == Element::kForwardObserver) &&
          std::find(b.observers_used.begin(), b.observers_used.end(), j) == b.observers_used.end()) {
        b.observers_used.push_back(j);
        break;
      }
    }
  }
  note(b, [&] { return fmt::format("{} {} {} ({} to {}): {}", b.troop(f.attacker).name, f.mode == Mode::kShooting ? "shoots at" : "fights",
                              b.troop(f.defender).name, a_total, d_total, outcome_label(b, f, o)); });
  apply_outcome(b, f, o);
  if (decided(b, false)) return;
  std::erase_if(b.fights, [&](const Fight& next) { return !still_fighting(b, next); });
  if (!b.fights.empty()) return;
  if (b.stage == Stage::kShooting) {
    begin_combat(b);
  } else {
    end_bound(b);
  }
}

}  // namespace

core::ExactOutcomes fight_odds(const Battle& b, const Fight& f) {
  core::ExactOutcomes out;
  for (const OutcomeOdds& row : combat_odds(situation(b, f), b.rules.combat)) out.add(outcome_label(b, f, row.outcome), core::Rational(row.pairs, 36));
  return out;
}

std::optional<int> dice_needed(const Battle& b) {
  switch (b.stage) {
    case Stage::kOver: return std::nullopt;
    case Stage::kTerrain:
    case Stage::kMoves: return 0;
    case Stage::kShooting: return b.shooters.empty() ? 2 : 0;  // a target to choose, else a fight's dice
    case Stage::kPips:
    case Stage::kGasDice: return 1;
    case Stage::kDefenderDice:
    case Stage::kTerrainDice:
    case Stage::kCombat: return 2;
  }
  return std::nullopt;
}

namespace {

std::string orders_prompt(const Battle& b) {
  const std::string& side = b.sides[static_cast<std::size_t>(b.active)];
  switch (b.stage) {
    case Stage::kTerrain:
      return fmt::format("Terrain: {} may place a piece{}", side, b.terrain_step < kOpeningTerrainPlacings ? " or pass" : " or end the terrain");
    case Stage::kMoves: return fmt::format("Bound {}, {}: {} PIP{} to spend", b.bound, side, b.pips, b.pips == 1 ? "" : "s");
    default: return fmt::format("Bound {}, shooting: {} chooses its target", b.bound, b.troop(b.shooters.front().troop).name);
  }
}

RollNeeded roll_needed(const Battle& b, int dice) {
  const std::string& side = b.sides[static_cast<std::size_t>(b.active)];
  switch (b.stage) {
    case Stage::kDefenderDice:
      return {-1, dice, fmt::format("who defends: a die for {}, then one for {}; the lower defends", b.sides[0], b.sides[1]), {}};
    case Stage::kTerrainDice:
      return {-1, dice, fmt::format("terrain: a die for {}, then one for {}; the higher places another piece or ends", b.sides[0], b.sides[1]), {}};
    case Stage::kPips: return {b.active, dice, fmt::format("bound {}: {}'s PIP die", b.bound, side), {}};
    case Stage::kGasDice: return {b.active, dice, fmt::format("how many bounds {} lingers", b.troop(b.gas_waiting).name), {}};
    default: {
      const Fight& f = b.fights.front();
      const Factors factor = factors(situation(b, f), b.rules.combat);
      return {-1, dice,
              fmt::format("{} {} {}: a die for {} (+{}), then for {} (+{})", b.troop(f.attacker).name,
                          f.mode == Mode::kShooting ? "shoots at" : "fights", b.troop(f.defender).name, b.troop(f.attacker).name,
                          factor.attacker.total(), b.troop(f.defender).name, factor.defender.total()),
              fight_odds(b, f)};
    }
  }
}

}  // namespace

Need need(const Battle& b) {
  const std::optional<int> dice = dice_needed(b);
  if (!dice) return BattleOver{b.winner, b.result};
  if (*dice == 0) return OrdersNeeded{b.active, orders_prompt(b)};
  return roll_needed(b, *dice);
}

void start(Battle& b) {
  if (b.defender < 0) {
    b.stage = Stage::kDefenderDice;
    return;
  }
  if (terrain_waiting(b)) {
    begin_terrain(b);
    return;
  }
  b.terrain_step = -1;
  b.active = b.defender;
  begin_bound(b);
}

void apply_roll(Battle& b, const std::vector<int>& faces) {
  switch (b.stage) {
    case Stage::kDefenderDice:
      if (faces[0] == faces[1]) {
        note(b, [] { return "the dice tie: roll again"; });
        return;
      }
      b.defender = faces[0] < faces[1] ? 0 : 1;
      note(b, [&] { return fmt::format("{} defend and take the first bound", b.sides[static_cast<std::size_t>(b.defender)]); });
      start(b);
      return;
    case Stage::kTerrainDice: apply_terrain_dice(b, faces); return;
    case Stage::kPips:
      b.pips = faces[0];
      b.stage = Stage::kMoves;
      return;
    case Stage::kGasDice:
      b.troop(b.gas_waiting).gas_bounds = faces[0] + 1;  // the bound it comes down in does not count
      b.gas_waiting = -1;
      b.stage = Stage::kMoves;
      return;
    case Stage::kShooting:
    case Stage::kCombat:
      if (b.fights.empty() || (b.stage == Stage::kShooting && !b.shooters.empty())) break;
      resolve_fight(b, faces);
      return;
    default: break;
  }
  throw RuleError("no roll is due now");
}

void end_moves(Battle& b) {
  b.stage = Stage::kShooting;
  b.fights.clear();
  b.shooters.clear();
  ShootingPass pass(b);
  for (int i = 0; i < b.count(); ++i) {
    if (b.troop(i).side != b.active) continue;
    std::vector<int> targets = shooting_targets(b, i, pass);
    if (!targets.empty()) b.shooters.push_back({i, std::move(targets)});
  }
  settle_shooting(b);
}

void choose_target(Battle& b, int target) {
  b.fights.push_back({Mode::kShooting, b.shooters.front().troop, target, {}});
  b.shooters.erase(b.shooters.begin());
  settle_shooting(b);
}

}  // namespace sandtable::rules::hitt
