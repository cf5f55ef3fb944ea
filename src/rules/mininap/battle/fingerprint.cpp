#include "rules/mininap/battle/fingerprint.hpp"

#include "engine/hash.hpp"

namespace sandtable::rules::mininap {

using engine::Hasher;

std::uint64_t fingerprint(const Battle& b) {
  Hasher h;
  h << b.sides[0] << b.sides[1] << b.width_cm << b.depth_cm << b.turn_limit << b.turn << b.phase << b.initiative
    << b.initiative_throw[0] << b.initiative_throw[1] << b.stage;
  for (const BattleUnit& u : b.units) {
    h << u.name << u.side << u.unit.type << u.unit.formation << u.unit.lancer << u.start_sp << u.hits
      << u.pose.position.x << u.pose.position.y << u.pose.facing_deg << u.limbered << u.veteran << u.command[0]
      << u.command[1] << u.command[2] << u.leads << u.removed << u.fired << u.acted << u.held << u.rethrow_used << u.phase_sp
      << u.suppressed;
  }
  h << static_cast<int>(b.queue.size());
  for (int q : b.queue) h << q;
  if (b.brought_forward) h << b.brought_forward;  // only when set: saves from before it still check
  h << static_cast<int>(b.rolls.size());
  for (const PendingRoll& r : b.rolls) h << r.kind << r.side << r.unit << r.target << r.dice << r.hit_on << r.range_cm << r.medium_roundshot;
  h << static_cast<int>(b.attacks.size());
  for (const auto& a : b.attacks) h << a.attacker << a.target << a.sp << a.outflanking;
  h << b.rethrow_hits.value_or(-1) << b.charge.has_value();
  if (b.charge) h << b.charge->charger << b.charge->target << b.charge->start_distance_cm;
  h << b.over.has_value();
  if (b.over) h << b.over->winner.value_or(-1);
  return h.value();
}

}  // namespace sandtable::rules::mininap
