#include "rules/1418/battle/fingerprint.hpp"

#include "engine/hash.hpp"

namespace sandtable::rules::gw1418 {

namespace {

void add(engine::Hasher& h, const std::optional<core::Vec2>& p) {
  h << p.has_value();
  if (p) h << p->x << p->y;
}

void add(engine::Hasher& h, const std::vector<int>& v) {
  h << static_cast<int>(v.size());
  for (const int i : v) h << i;
}

void add(engine::Hasher& h, const HighOrder& o) {
  h << o.command;
  add(h, o.circle);
}

void add(engine::Hasher& h, const SideOrders& o) {
  h << o.sealed << static_cast<int>(o.high.size());
  for (const auto& [battalion, high] : o.high) {
    h << battalion;
    add(h, high);
  }
  h << static_cast<int>(o.low.size());
  for (const auto& [company, low] : o.low) {
    h << company << low.act;
    add(h, low.to);
    add(h, low.except);
    h << low.second_rank.has_value();
    if (low.second_rank) add(h, *low.second_rank);
  }
  h << static_cast<int>(o.fire.size());
  for (const auto& [company, fire] : o.fire) h << company << fire.target.value_or(-1) << fire.prepared;
  h << static_cast<int>(o.sheet.size());
  for (const auto& [battalion, bounds] : o.sheet) {
    h << battalion << static_cast<int>(bounds.size());
    for (const auto& [bound, high] : bounds) {
      h << bound;
      add(h, high);
    }
  }
  h << static_cast<int>(o.from_sheet.size());
  for (const int b : o.from_sheet) h << b;
}

}  // namespace

// The ground, the order of battle and the rules come from the scenario and never change in a
// battle, so only what a bound can change is hashed.
std::uint64_t fingerprint(const Battle& b, const std::vector<std::vector<int>>& faces) {
  engine::Hasher h;
  h << b.sides[0] << b.sides[1] << b.facing_deg[0] << b.facing_deg[1] << b.bound << b.sides_by_dice << b.over << b.winner.value_or(-1) << b.result;
  h << static_cast<int>(b.platoons.size());
  for (const Platoon& p : b.platoons) {
    h << p.side << p.company << p.at.x << p.at.y << p.dug_in << p.injured << p.removed << p.under_fire << p.half_speed
      << p.ever_moved << p.moved_last_bound << p.injured_by.has_value();
    if (p.injured_by) h << p.injured_by->platoon << p.injured_by->battalion;
  }
  for (const SideOrders& o : b.orders) add(h, o);
  h << static_cast<int>(b.last_bound.size());
  for (const std::string& line : b.last_bound) h << line;
  h << static_cast<int>(faces.size());
  for (const std::vector<int>& roll : faces) add(h, roll);
  return h.value();
}

}  // namespace sandtable::rules::gw1418
