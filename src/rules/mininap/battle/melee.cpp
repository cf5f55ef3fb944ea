#include "rules/mininap/battle/melee.hpp"

#include "rules/mininap/battle/queries.hpp"
#include "rules/mininap/battle/stands.hpp"
#include "rules/mininap/battle/terrain_effects.hpp"
#include "rules/mininap/battle/unit_grid.hpp"
#include "rules/mininap/hold_back.hpp"

namespace sandtable::rules::mininap {

namespace {


bool may_join(const BattleUnit& u) {
  return (u.arm() == Category::kInfantry || u.arm() == Category::kCavalry) && u.unit.formation != Formation::kSquare &&
         !is_bent(u.unit.formation) && u.sp() > 1;
}

// The attack as the resolver sees it, all but the attacker's command distances.
MeleeSituation attack_situation(const Battle& b, const Battle::Attack& attack) {
  const BattleUnit& a = b.unit(attack.attacker);
  MeleeSituation s;
  s.attacker = a.unit;
  s.strength_points = attack.sp;
  s.target = b.unit(attack.target).unit;
  s.outflanking = attack.outflanking;
  s.terrain_cv = -defence_cv(b, attack.attacker, attack.target);
  s.rethrow_used = a.rethrow_used;
  s.exact = false;
  s.explain = false;
  return s;
}

}  // namespace

std::optional<Advance> join_in_move(const Battle& b, int unit) {
  const BattleUnit& u = b.unit(unit);
  if (u.removed || !may_join(u) || in_contact(b, unit)) return std::nullopt;
  for (const int e : enemies_near(b, u.side, u.pose.position, kJoinInDistanceCm + 2 * kUnitReachCm)) {
    if (!in_contact(b, e) || !units_within(b, unit, e, kJoinInDistanceCm)) continue;
    const Advance a = advance_until(b, unit, u.pose, e, kJoinInDistanceCm);
    if (a.contact) return a;
  }
  return std::nullopt;
}

bool outflanks(const Battle& b, int attacker, int target) {
  const BattleUnit& t = b.unit(target);
  if (t.unit.formation == Formation::kSquare || t.arm() == Category::kCommand) return false;
  return table::front_touches_rear(unit_stands(b.unit(attacker)), unit_stands(t));
}

MeleeResult attack_result(const Battle& b, const Battle::Attack& attack) {
  MeleeSituation s = attack_situation(b, attack);
  s.command = command_reach(b, attack.attacker);
  return resolve_melee(s, b.rulings);
}

double mean_attack_hits(const Battle& b, const Battle::Attack& attack) {
  return mean_melee_hits(attack_situation(b, attack), b.rulings);
}

}  // namespace sandtable::rules::mininap
