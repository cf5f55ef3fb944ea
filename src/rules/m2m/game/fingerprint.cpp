#include "rules/m2m/game/fingerprint.hpp"

#include "engine/hash.hpp"

namespace sandtable::rules::m2m {

namespace {

void add(engine::Hasher& h, const Order& o) { h << o.kind << o.objective; }

}  // namespace

// Fields added after saves were made are hashed only when they differ from their defaults, so
// a save made before them still loads (its snapshots' fingerprints still match).
std::uint64_t fingerprint(const State& s) {
  engine::Hasher h;
  const Setup& set = s.setup;
  h << s.sides[0] << s.sides[1] << set.attacker << set.turn_limit << set.actions << set.message_roll << set.trench_warfare
    << set.bombardment << set.wire_bonus << set.hold_to_win << set.sight << set.sight_into_cover << set.wire_share
    << set.orders_follow_received << s.rulings.half_effect << s.rulings.field_defences_stop_mgs << s.rulings.melee_half_rounds_up
    << s.rulings.melee_counts_combats_lost << s.rulings.retreat_on_natural_total << s.rulings.one_die_rerolls
    << s.rulings.sub_unit_retreats_on_natural_one;
  if (!set.attached_mg_own_dice) h << set.attached_mg_own_dice;
  if (!set.spotters) h << set.spotters;
  if (!set.tank_gaps) h << set.tank_gaps;
  if (!set.concrete_as_trenches) h << set.concrete_as_trenches;
  if (!set.prisoner_guard) h << set.prisoner_guard;
  if (!set.gas_shells) h << set.gas_shells;
  if (!set.dig_in_needs_line) h << set.dig_in_needs_line;
  for (const Unit& u : s.units) {
    h << u.name << u.side << u.arm << u.rating << u.formation << u.gun << u.sub_unit << u.off_table << u.figures << u.start_figures
      << u.at.x << u.at.y << u.commander << u.bombard_turns << u.ranged << u.deployed << u.dug_in << u.pinned << u.retreating
      << u.routed << u.melee_with << u.prisoners_taken << u.hits << u.under_fire << u.fired << u.moved << u.moved_last_turn
      << u.halted << u.at_wire;
    if (u.start_mg_crew != 0) h << u.mg_crew << u.start_mg_crew;
    if (u.lmg) h << u.lmg;
    if (u.dismounted) h << u.dismounted;
    if (u.rally_turn != 0 || u.pursuing != -1) h << u.rally_turn << u.pursuing;
    if (u.prisoners_to_escort != 0 || u.guards != 0) h << u.prisoners_to_escort << u.guards;
    if (u.through_friends != -1 || u.through_turn != 0) h << u.through_friends << u.through_turn;
    add(h, u.order);
  }
  for (const Commander& c : s.commanders) {
    h << c.name << c.side << c.level << c.off_table << c.at.x << c.at.y << c.superior << c.actions_used << c.orders_sent;
    add(h, c.holding);
  }
  h << static_cast<int>(s.messages.size());
  for (const Message& m : s.messages) {
    h << m.side << m.from << m.to << m.written << m.status << m.arrived;
    add(h, m.order);
  }
  if (!s.clouds.empty()) {
    h << static_cast<int>(s.clouds.size());
    for (const Cloud& c : s.clouds) {
      h << c.gas << c.name;
      for (const core::Vec2 p : c.area.outline()) h << p.x << p.y;
    }
  }
  if (!s.gaps.empty()) {
    h << static_cast<int>(s.gaps.size());
    for (const WireGap& g : s.gaps) h << g.wire << g.from.x << g.from.y << g.to.x << g.to.y;
  }
  h << s.turn << s.clock_minutes << s.stage << s.acting << s.cavalry_choice << s.winner.value_or(-1) << s.result;
  h << static_cast<int>(s.rolls.size());
  for (const Roll& r : s.rolls) {
    h << r.kind << r.side << r.count << r.reason << r.unit << r.target << r.number << r.confirmations << r.retreat << r.audience
      << static_cast<int>(r.faces.size());
    if (r.split_sixes || r.sixes || r.after_win || r.evade) h << r.split_sixes << r.sixes << r.after_win << r.evade;
    if (r.fire_after) h << r.fire_after;
    for (const int f : r.faces) h << f;
  }
  h << static_cast<int>(s.audience.size());
  for (const int a : s.audience) h << a;
  h << static_cast<int>(s.log.size());
  for (const std::string& line : s.log) h << line;
  return h.value();
}

}  // namespace sandtable::rules::m2m
