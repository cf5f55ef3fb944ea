#include "rules/hitt/battle/fingerprint.hpp"

#include "engine/hash.hpp"

namespace sandtable::rules::hitt {

std::uint64_t fingerprint(const Battle& b) {
  engine::Hasher h;
  h << b.sides[0] << b.sides[1] << b.width << b.depth << b.rules.break_percent << b.rules.bound_limit
    << b.rules.fewer_losses_win_at_limit << b.rules.zones_of_control << b.rules.push_backs << b.rules.combat.trench_fire_penalty
    << b.rules.combat.air_ace_factor << b.rules.combat.beaten_foot_recoil_in_bad_going << b.rules.combat.gas_removed_when_doubled
    << b.army_ap[0] << b.army_ap[1] << b.defender << b.bound << b.active << b.pips << b.stage << b.gas_waiting;
  for (const Troop& t : b.troops) {
    h << t.name << t.side << t.element << t.pose.position.x << t.pose.position.y << t.pose.facing_deg << t.general << t.on_table
      << t.lost << t.gone << t.suppressed << t.moved << t.moved_into_contact << t.at_wire << t.remounted_in << t.gas_bounds;
  }
  h << static_cast<int>(b.terrain.size()) << b.terrain_step << b.terrain_chooser;
  for (const Piece& p : b.terrain) h << p.cut;
  for (const BoxedPiece& p : b.terrain_box) h << p.placed << p.offset.x << p.offset.y;
  h << static_cast<int>(b.shooters.size());
  for (const Shooter& s : b.shooters) h << s.troop;
  h << static_cast<int>(b.fights.size());
  for (const Fight& f : b.fights) {
    h << f.mode << f.attacker << f.defender << f.side_to_side << static_cast<int>(f.aiding.size());
    for (const int a : f.aiding) h << a;
  }
  h << static_cast<int>(b.observers_used.size());
  for (const int o : b.observers_used) h << o;
  h << b.winner.value_or(-1) << b.result << static_cast<int>(b.log.size());
  for (const std::string& line : b.log) h << line;
  return h.value();
}

}  // namespace sandtable::rules::hitt
