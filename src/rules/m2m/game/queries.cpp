#include "rules/m2m/game/queries.hpp"

#include <algorithm>
#include <cmath>

#include "engine/spec.hpp"
#include "rules/m2m/game/wire_gaps.hpp"

namespace sandtable::rules::m2m {

namespace {

bool on_feature(const Feature& f, core::Vec2 p) {
  if (f.area) return f.area->contains(p);
  return f.line && f.line->distance(p) <= f.line->width() / 2;
}

double sight_of(const State& s, const Unit& target) {
  return in_cover(s, target) ? s.setup.sight_into_cover : s.setup.sight;
}

constexpr double kSpotterReach = 18;  // 6 Firing: a spotter within 18 inches of the gun

bool is_mover(OrderKind k) { return k == OrderKind::kAttack || k == OrderKind::kMarch; }

// Ruling 26: a column, and skirmishers, count only their front rank: half, rounded up.
int front_figures(const Unit& u) {
  if (u.arm == Arm::kInfantry && u.formation != Formation::kLine) return (u.figures + 1) / 2;
  return u.figures;
}

// 6 Firing: an LMG reaches 20 inches, an MG 30.
constexpr double kLmgReach = 20;
constexpr double kMgReach = 30;
constexpr double kOnFootReach = 20;  // 6 Firing: other infantry, and cavalry on foot

struct Range {
  double least = 0;
  double most = 0;
};

Range range_of(const Unit& u) {
  switch (u.arm) {
    case Arm::kMg: return {0, u.lmg ? kLmgReach : kMgReach};
    case Arm::kTank: return {0, 12};  // Appendix 1: its MG and gun reach 12 inches
    case Arm::kArtillery:
      if (u.gun == Gun::kHeavy) return {24, 96};
      if (u.gun == Gun::kTrenchMortar) return {6, 24};
      return {12, 60};
    case Arm::kInfantry: return {0, u.rating == Rating::kElite || u.rating == Rating::kGood ? 24.0 : 20.0};
    case Arm::kCavalry: return {0, u.dismounted ? kOnFootReach : 0};  // mounted: no fire
    case Arm::kSpotter: return {0, 0};  // ruling 49: he watches, he does not fire
  }
  return {};
}

Firer firer_of(const Unit& u) {
  switch (u.arm) {
    case Arm::kMg: return u.lmg ? Firer::kLmg : Firer::kMg;
    case Arm::kTank: return Firer::kMg;  // ruling 45: a tank fires as an MG, a die a crewman up to 3
    case Arm::kArtillery: return Firer::kArtillery;
    case Arm::kCavalry: return Firer::kAverage;  // ruling 51: on foot, with the "others"
    default: break;
  }
  switch (u.rating) {
    case Rating::kElite: return Firer::kElite;
    case Rating::kGood: return Firer::kGood;
    case Rating::kAverage: return Firer::kAverage;
    case Rating::kPoor: return Firer::kPoor;
  }
  return Firer::kAverage;
}

}  // namespace

bool on_ground(const State& s, core::Vec2 p, Ground g) {
  return std::any_of(s.terrain.begin(), s.terrain.end(), [&](const Feature& f) { return f.ground == g && on_feature(f, p); });
}
// Ruling 47: a concrete position is a trench work with a roof: as trenches for going, morale
// and firing from it, and hit only by heavy artillery's 6s.
bool in_concrete(const State& s, const Unit& u) { return !u.off_table && on_ground(s, u.at, Ground::kConcrete); }
bool in_trenches(const State& s, const Unit& u) {
  return !u.off_table && (on_ground(s, u.at, Ground::kTrenches) || (s.setup.concrete_as_trenches && in_concrete(s, u)));
}
bool in_cover(const State& s, const Unit& u) {
  return in_trenches(s, u) || on_ground(s, u.at, Ground::kWoods) || on_ground(s, u.at, Ground::kTown) || u.dug_in >= 2;
}
namespace {

double distance_to_edge(const core::Polygon& area, core::Vec2 p) {
  std::vector<core::Vec2> edge = area.outline();
  edge.push_back(edge.front());
  return core::Polyline(std::move(edge), 0).distance(p);
}

core::Vec2 middle(const core::Polygon& area) {
  core::Vec2 sum{0, 0};
  for (const core::Vec2 p : area.outline()) sum = sum + p;
  return sum * (1.0 / static_cast<double>(area.outline().size()));
}

}  // namespace

bool may_dig_in(const State& s, const Unit& u) {
  if (u.arm != Arm::kInfantry || u.off_table || in_trenches(s, u) || u.dug_in >= 2) return false;
  if (!s.setup.dig_in_needs_line) return true;
  constexpr double kOnTheLine = 1.0;  // inches
  return std::any_of(s.terrain.begin(), s.terrain.end(), [&](const Feature& f) {
    if (f.ground == Ground::kRoad && f.line) return f.line->distance(u.at) <= kOnTheLine;
    return f.ground == Ground::kWoods && f.area && distance_to_edge(*f.area, u.at) <= kOnTheLine;
  });
}
bool alive(const Unit& u) { return !u.gone(); }
bool on_foot(const Unit& u) { return u.arm == Arm::kCavalry && u.dismounted; }

namespace {

bool in_cloud(const State& s, const Unit& u, bool gas) {
  return !u.off_table && std::any_of(s.clouds.begin(), s.clouds.end(), [&](const Cloud& c) { return c.gas == gas && c.area.contains(u.at); });
}

}  // namespace

bool in_gas(const State& s, const Unit& u) { return in_cloud(s, u, true); }
bool in_smoke(const State& s, const Unit& u) { return in_cloud(s, u, false); }

bool through_smoke(const State& s, const Unit& firer, const Unit& target) {
  // An off-table gun's fire comes down from above: only smoke over the target counts.
  const core::Vec2 from = firer.off_table ? target.at : firer.at;
  return std::any_of(s.clouds.begin(), s.clouds.end(), [&](const Cloud& c) { return !c.gas && c.area.touches(from, target.at); });
}
double distance(const Unit& a, const Unit& b) { return core::distance(a.at, b.at); }

bool side_sees(const State& s, int side, const Unit& target) {
  if (target.off_table || target.gone()) return false;
  const double sight = sight_of(s, target);
  for (const Unit& u : s.units) {
    if (u.side == side && alive(u) && !u.off_table && distance(u, target) <= sight) return true;
  }
  for (const Commander& c : s.commanders) {
    if (c.side == side && !c.off_table && core::distance(c.at, target.at) <= sight) return true;
  }
  return false;
}

int nearest_enemy(const State& s, const Unit& u) {
  int best = -1;
  double best_d = 0;
  for (std::size_t i = 0; i < s.units.size(); ++i) {
    const Unit& e = s.units[i];
    if (e.side == u.side || e.gone() || e.off_table) continue;
    const double d = distance(u, e);
    if (best < 0 || d < best_d) best = static_cast<int>(i), best_d = d;
  }
  return best;
}

bool hq_attached(const State& s, const Unit& u) {
  return std::any_of(s.commanders.begin(), s.commanders.end(), [&](const Commander& c) {
    return c.side == u.side && c.level == Level::kFrontLine && core::distance(c.at, u.at) <= kContact;
  });
}

Target target_state(const State& s, const Unit& t) {
  if (t.arm == Arm::kTank) return Target::kTank;  // ruling 22
  if (in_concrete(s, t)) return Target::kConcrete;
  if (in_trenches(s, t)) return Target::kTrench;
  if (t.dug_in >= 2) return Target::kFieldDefences;
  if (passing_friends(s, t)) return Target::kEasy;  // ruling 53
  if (t.arm == Arm::kArtillery && t.deployed) return Target::kDifficult;
  if (t.arm == Arm::kInfantry && t.formation == Formation::kColumn) return Target::kEasy;
  if (t.arm == Arm::kInfantry && t.formation == Formation::kSkirmish) return Target::kDifficult;
  return Target::kOpen;
}

FireSituation fire_situation(const State& s, int firer, int target, bool indirect) {
  const Unit& u = s.unit(firer);
  const Unit& t = s.unit(target);
  FireSituation f;
  f.firer = firer_of(u);
  f.gun = u.gun;
  f.figures = front_figures(u) + (s.setup.attached_mg_own_dice ? 0 : u.mg_crew);  // ruling 39
  f.from_defences = (u.arm == Arm::kInfantry || on_foot(u)) && (in_trenches(s, u) || u.dug_in >= 2);
  f.skirmishers = u.arm == Arm::kInfantry && u.formation == Formation::kSkirmish;
  f.pinned = u.pinned;
  // Elite and good infantry on the move fire at half effect and then move half (6 Firing).
  const bool elite_or_good = f.firer == Firer::kElite || f.firer == Firer::kGood;
  f.moved = u.arm == Arm::kTank ? false  // ruling 45: a tank fires on the move
            : u.arm == Arm::kMg ? u.moved_last_turn
                                : elite_or_good && !f.skirmishers &&
                                      (u.moved || (is_mover(u.order.kind) && !u.halted && !passing_friends(s, u)));  // u.moved: ruling 57
  f.indirect = indirect;
  f.ranging_shots = indirect && !u.ranged;
  f.target = target_state(s, t);
  f.target_pinned = t.pinned && t.arm == Arm::kInfantry;
  f.target_mg_attached = t.mg_crew > 0;
  f.smoke = through_smoke(s, u, t);
  f.gas = in_gas(s, u);
  return f;
}

std::optional<FireSituation> attached_mg_situation(const State& s, int firer, int target) {
  const Unit& u = s.unit(firer);
  if (u.mg_crew <= 0 || !s.setup.attached_mg_own_dice) return std::nullopt;
  if (distance(u, s.unit(target)) > (u.lmg ? kLmgReach : kMgReach)) return std::nullopt;  // ruling 48
  FireSituation f = fire_situation(s, firer, target, false);
  f.firer = u.lmg ? Firer::kLmg : Firer::kMg;
  f.figures = u.mg_crew;
  f.from_defences = f.skirmishers = false;
  f.moved = u.moved_last_turn;  // 5 Movement: an MG that moved the turn before
  return f;
}

std::vector<int> fire_targets(const State& s, int firer) {
  const Unit& u = s.unit(firer);
  std::vector<int> out;
  if (u.gone() || u.off_table || u.fired || u.melee_with >= 0 || u.retreating || (u.arm == Arm::kCavalry && !u.dismounted) || u.arm == Arm::kSpotter) return out;
  if (taking_prisoners(s, u)) return out;
  if (u.arm == Arm::kArtillery && (!u.deployed || u.bombard_turns > 0)) return out;
  const Range r = range_of(u);
  for (std::size_t i = 0; i < s.units.size(); ++i) {
    const Unit& t = s.units[i];
    if (t.side == u.side || t.gone() || t.off_table || t.arm == Arm::kSpotter) continue;  // ruling 49: spotters are no target
    const double d = distance(u, t);
    if (d < r.least || d > r.most || d > sight_of(s, t)) continue;
    try {
      // Ruling 54: a fire with no die to roll, not even a spare die, is no fire.
      int spares = 0;
      if (fire_plan(fire_situation(s, firer, static_cast<int>(i), false), s.rulings).hit_on &&
          (whole_fire_dice(s, firer, static_cast<int>(i), &spares) > 0 || spares > 0)) {
        out.push_back(static_cast<int>(i));
      }
    } catch (const engine::BadInput&) {
      // the rules refuse this fire (say average infantry that moved): not listed
    }
  }
  return out;
}

int whole_fire_dice(const State& s, int firer, int target, int* spares) {
  const FirePlan plan = fire_plan(fire_situation(s, firer, target, false), s.rulings);
  int dice = plan.hit_on ? plan.dice : 0;
  if (spares) *spares = plan.hit_on ? plan.spares : 0;
  if (const std::optional<FireSituation> mg = attached_mg_situation(s, firer, target)) {
    const FirePlan mg_plan = fire_plan(*mg, s.rulings);
    if (mg_plan.hit_on) dice += mg_plan.dice;
  }
  return dice;
}

int bombardment_target(const State& s, const Unit& gun) {
  if (gun.order.kind != OrderKind::kBombard || gun.order.objective < 0) return -1;
  const core::Vec2 where = s.objectives[static_cast<std::size_t>(gun.order.objective)].at;
  int best = -1;
  double best_d = 4.0;
  for (std::size_t i = 0; i < s.units.size(); ++i) {
    const Unit& t = s.units[i];
    if (t.side == gun.side || t.gone() || t.off_table || t.arm == Arm::kSpotter) continue;
    const double d = core::distance(t.at, where);
    if (d <= best_d) best = static_cast<int>(i), best_d = d;
  }
  return best;
}

// Ruling 49 (6 Firing): a spotter of the gun's side, on the table, within 18 inches of the gun
// (of its side's edge for a gun behind the table) who sees the enemy unit the bombardment of
// `objective` would fall on.
bool spotted(const State& s, const Unit& gun, int objective) {
  if (!s.setup.spotters) return true;
  Unit aimed = gun;
  aimed.order = {OrderKind::kBombard, objective};
  const int target = bombardment_target(s, aimed);
  if (target < 0) return false;
  const double edge = s.home_y[static_cast<std::size_t>(gun.side)];
  return std::any_of(s.units.begin(), s.units.end(), [&](const Unit& u) {
    if (u.arm != Arm::kSpotter || u.side != gun.side || u.gone() || u.off_table) return false;
    const double from_gun = gun.off_table ? std::abs(u.at.y - edge) : distance(u, gun);
    return from_gun <= kSpotterReach && distance(u, s.unit(target)) <= sight_of(s, s.unit(target));
  });
}

bool taking_prisoners(const State& s, const Unit& u) { return u.arm == Arm::kInfantry && u.rally_turn == s.turn; }
bool passing_friends(const State& s, const Unit& u) { return u.through_turn == s.turn; }

bool tests_morale(const Unit& u) { return (u.arm == Arm::kInfantry || u.arm == Arm::kCavalry) && alive(u) && !u.routed; }

MoraleSituation morale_situation(const State& s, const Unit& u) {
  MoraleSituation m;
  m.unit = u.arm == Arm::kCavalry ? Tester::kCavalry : u.sub_unit ? Tester::kSubUnit : Tester::kInfantry;
  m.rating = u.arm == Arm::kCavalry && u.rating == Rating::kPoor ? Rating::kAverage : u.rating;
  m.losses = u.losses();
  m.in_trenches = in_trenches(s, u);
  m.hq_attached = hq_attached(s, u);
  m.retreating = u.retreating;
  m.gas = in_gas(s, u);
  return m;
}

std::optional<UnitMove> unit_move(const State& s, const Unit& u, bool retreat) {
  MoveSituation m;
  m.mover = u.arm == Arm::kInfantry ? Mover::kInfantry
            : u.arm == Arm::kMg     ? Mover::kMg
            : on_foot(u)             ? Mover::kInfantry  // ruling 51
            : u.arm == Arm::kCavalry ? Mover::kCavalry
            : u.arm == Arm::kSpotter ? Mover::kInfantry  // ruling 49: a man on foot
            : u.arm == Arm::kTank    ? Mover::kTank
                                     : Mover::kArtillery;
  const bool column = u.arm == Arm::kInfantry && u.formation == Formation::kColumn;
  if (on_ground(s, u.at, Ground::kWoods) || on_ground(s, u.at, Ground::kTown) || in_trenches(s, u)) {
    m.going = Going::kBadGoing;
  } else if (on_ground(s, u.at, Ground::kNoMansLand)) {
    m.going = Going::kNoMansLand;
    m.elite = u.rating == Rating::kElite && s.setup.trench_warfare;
  } else if (on_ground(s, u.at, Ground::kRoad) && (column || (u.arm != Arm::kInfantry && !on_foot(u)))) {
    m.going = Going::kRoad;
  } else {
    m.going = column ? Going::kColumn : Going::kOpen;
  }
  m.in_line = !retreat && u.formation == Formation::kLine && (u.arm == Arm::kInfantry || u.arm == Arm::kCavalry) &&
              m.going != Going::kColumn && m.going != Going::kRoad;
  m.limbering = u.arm == Arm::kArtillery && u.deployed;
  m.gas = in_gas(s, u);
  try {
    const MoveRule rule = move_rule(m);
    return UnitMove{rule, rule.die ? (m.in_line ? 2 : 1) : 0};
  } catch (const engine::BadInput&) {
    return std::nullopt;  // the table gives no move (artillery in bad going)
  }
}

bool falls_back_to_cover(const Unit& u) { return u.arm == Arm::kCavalry && u.retreating && !u.routed; }

std::optional<core::Vec2> cover_behind(const State& s, const Unit& u) {
  const double home = s.home_y[static_cast<std::size_t>(u.side)];
  std::optional<core::Vec2> best;
  double best_d = 0;
  for (const Feature& f : s.terrain) {
    if ((f.ground != Ground::kWoods && f.ground != Ground::kTown) || !f.area) continue;
    const core::Vec2 c = middle(*f.area);
    if (std::abs(c.y - home) > std::abs(u.at.y - home)) continue;  // toward the enemy: not back
    const double d = f.area->contains(u.at) ? 0 : distance_to_edge(*f.area, u.at);
    if (!best || d < best_d) best = c, best_d = d;
  }
  return best;
}

core::Vec2 heading(const State& s, const Unit& u, bool retreat) {
  if (retreat && falls_back_to_cover(u)) {
    if (const std::optional<core::Vec2> cover = cover_behind(s, u)) return *cover;
  }
  if (retreat) return {u.at.x, s.home_y[static_cast<std::size_t>(u.side)]};
  return s.objectives[static_cast<std::size_t>(u.order.objective)].at;
}

bool evades(const Unit& u) { return u.arm == Arm::kInfantry && u.formation == Formation::kSkirmish && !u.sub_unit; }

void move_toward(State& s, int unit, core::Vec2 to, double inches, int evading) {
  Unit& u = s.unit(unit);
  // A pursuit stops short; so does a tank, and any attack on one (ruling 45: no hand to hand).
  const bool attacking = u.order.kind == OrderKind::kAttack && !u.retreating && u.pursuing < 0 && u.arm != Arm::kTank;
  const bool crossing = u.at_wire;
  const bool to_cover = falls_back_to_cover(u) && cover_behind(s, u).has_value();  // ruling 56: halt once in it
  // Ruling 53: infantry advancing stop when they reach pinned-down friends other than those
  // they have already gone through.
  const bool advancing = u.arm == Arm::kInfantry && !u.retreating && evading < 0;
  u.at_wire = false;
  constexpr double kStep = 0.25;
  double left = inches;
  while (left > 1e-9) {
    const double gap = core::distance(u.at, to);
    if (gap < 1e-9) break;
    const double step = std::min({kStep, left, gap});
    const core::Vec2 next = u.at + (to - u.at) * (step / gap);
    const auto wire = std::find_if(s.terrain.begin(), s.terrain.end(), [&](const Feature& f) {
      return f.ground == Ground::kWire && f.line && !f.line->touches(u.at, u.at) && f.line->touches(u.at, next);
    });
    if (wire != s.terrain.end()) {
      const int belt = static_cast<int>(wire - s.terrain.begin());
      if (u.arm == Arm::kTank) {  // tanks crush wire (Appendix 1), leaving a gap (ruling 46)
        if (s.setup.tank_gaps) crush_gap(s, unit, belt, to);
      } else if (!crossing && !through_gap(s, belt, u.at, to)) {
        u.at_wire = true;
        break;
      }
    }
    bool blocked = false;
    for (std::size_t i = 0; i < s.units.size(); ++i) {
      const Unit& e = s.units[i];
      if (e.side == u.side || e.gone() || e.off_table || e.arm == Arm::kSpotter || static_cast<int>(i) == evading ||
          core::distance(next, e.at) > kContact) {
        continue;  // ruling 49: a spotter neither blocks nor is attacked
      }
      if (attacking && e.arm != Arm::kTank) {
        u.at = next;
        u.melee_with = static_cast<int>(i);
        return;
      }
      blocked = true;
    }
    if (blocked) break;
    if (advancing) {
      for (int i = 0; i < static_cast<int>(s.units.size()); ++i) {
        const Unit& f = s.unit(i);
        if (i == unit || i == u.through_friends || f.side != u.side || f.arm != Arm::kInfantry || !f.pinned || !alive(f) || f.off_table ||
            core::distance(next, f.at) > kContact) {
          continue;
        }
        u.at = next;
        u.through_friends = i;
        u.through_turn = s.turn + 1;
        return;
      }
    }
    if (next.y < 0 || next.y > s.depth) {
      if (u.routed) u.figures = 0;  // a rout off the table: the unit is gone
      break;
    }
    u.at = next;
    left -= step;
    if (to_cover && in_cover(s, u)) break;
  }
}

MeleeSituation melee_situation(const State& s, int attacker, int defender) {
  const Unit& a = s.unit(attacker);
  const Unit& d = s.unit(defender);
  MeleeSituation m;
  m.attacker.figures = std::max(1, front_figures(a));
  m.defender.figures = std::max(1, front_figures(d));
  m.attacker.better = a.rating < d.rating;
  m.defender.better = d.rating < a.rating;
  m.attacker.cavalry_vs_infantry_in_open = a.arm == Arm::kCavalry && !a.dismounted && d.arm == Arm::kInfantry && !in_cover(s, d);
  m.attacker.pinned = a.pinned;
  m.defender.pinned = d.pinned;
  m.attacker.gas = in_gas(s, a);
  m.defender.gas = in_gas(s, d);
  return m;
}

}  // namespace sandtable::rules::m2m
