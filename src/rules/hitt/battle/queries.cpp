#include "rules/hitt/battle/queries.hpp"

namespace sandtable::rules::hitt {

int general_of(const Battle& b, int side) {
  for (int i = 0; i < b.count(); ++i) {
    const Troop& t = b.troop(i);
    if (t.side == side && t.general && t.present()) return i;
  }
  return -1;
}

std::vector<int> enemy_fronts_on(const Battle& b, int troop, Edge e) {
  std::vector<int> out;
  const Troop& t = b.troop(troop);
  if (!t.present()) return out;
  const core::Base mine = t.base();
  for (int j = 0; j < b.count(); ++j) {
    const Troop& o = b.troop(j);
    if (o.side == t.side || !o.present()) continue;
    const std::optional<Edge> against = front_against(o.base(), mine);
    if (against == e) out.push_back(j);
  }
  return out;
}

bool in_front_contact(const Battle& b, int troop) { return !front_enemies(b, troop).empty(); }

int flank_contacts(const Battle& b, int troop) {
  return static_cast<int>(enemy_fronts_on(b, troop, Edge::kLeft).size() + enemy_fronts_on(b, troop, Edge::kRight).size());
}

int rear_contacts(const Battle& b, int troop) { return static_cast<int>(enemy_fronts_on(b, troop, Edge::kRear).size()); }

bool has_rear_support(const Battle& b, int troop) {
  const Troop& t = b.troop(troop);
  if (!is_rifles(t.element) && t.element != Element::kSturmtruppe) return false;
  const core::Base mine = t.base();
  for (int j = 0; j < b.count(); ++j) {
    const Troop& f = b.troop(j);
    if (j == troop || f.side != t.side || !f.present()) continue;
    const bool same_type = f.element == t.element || (is_rifles(f.element) && is_rifles(t.element));
    if (same_type && edges_meet(edge(f.base(), Edge::kFront), edge(mine, Edge::kRear), kBaseWidth - 2 * kTouch)) return true;
  }
  return false;
}

int lost_ap(const Battle& b, int side) {
  int ap = 0;
  for (const Troop& t : b.troops) {
    if (t.side == side && t.lost) ap += t.ap();
  }
  return ap;
}

int troop_named(const Battle& b, std::string_view name) {
  for (int i = 0; i < b.count(); ++i) {
    if (b.troop(i).name == name) return i;
  }
  return -1;
}

}  // namespace sandtable::rules::hitt
