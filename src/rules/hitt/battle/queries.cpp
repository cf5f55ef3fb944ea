#include "rules/hitt/battle/queries.hpp"

#include <algorithm>

#include "rules/hitt/battle/ground.hpp"

namespace sandtable::rules::hitt {

double circle_reach_from_pose() {
  // The centre lies half the base's depth behind, and the radius is less than half its width
  // and half its depth together: the deepest base reaches furthest.
  static const double reach = [] {
    int deepest = 0;
    for (const ElementInfo& row : element_table()) deepest = std::max(deepest, row.base_depth_mm);
    return kBaseWidth / 2 + deepest * kPacesPerMm;
  }();
  return reach;
}

PlainlyFar::PlainlyFar(const core::Base& mine, double gap) : centre_(mine.centre()) {
  const double from_pose = circle_reach_from_pose();
  // A thousandth of a pace to spare, so rounding never makes far what plainly_apart calls near.
  const double reach = mine.radius() + gap + from_pose + 1e-3;
  reach_squared_ = reach * reach;
}

int general_of(const Battle& b, int side) {
  for (int i = 0; i < b.count(); ++i) {
    const Troop& t = b.troop(i);
    if (t.side == side && t.general && t.present()) return i;
  }
  return -1;
}

namespace {

// The elements of the battle, in its order (their indices): what a pass over the table asks.
class EveryElement {
 public:
  explicit EveryElement(const Battle& b) : count_(b.count()) {}
  struct Index {
    int i;
    int operator*() const { return i; }
    Index& operator++() {
      ++i;
      return *this;
    }
    bool operator!=(const Index& other) const { return i != other.i; }
  };
  Index begin() const { return {0}; }
  Index end() const { return {count_}; }

 private:
  int count_;
};

template <class Elements>
std::vector<int> fronts_on(const Battle& b, int troop, Edge e, const Elements& among) {
  std::vector<int> out;
  const Troop& t = b.troop(troop);
  if (!t.present()) return out;
  const core::Base mine = t.base();
  const PlainlyFar far(mine, kTouch);
  for (const int j : among) {
    const Troop& o = b.troop(j);
    if (o.side == t.side || far(o) || !o.present()) continue;
    const std::optional<Edge> against = front_against(o.base(), mine);
    if (against == e) out.push_back(j);
  }
  return out;
}

}  // namespace

std::vector<int> enemy_fronts_on(const Battle& b, int troop, Edge e) { return fronts_on(b, troop, e, EveryElement(b)); }

std::vector<int> enemy_fronts_on(const Battle& b, int troop, Edge e, std::span<const int> near) { return fronts_on(b, troop, e, near); }

std::vector<int> enemies_beside(const Battle& b, int troop, Edge e) {
  std::vector<int> out;
  const Troop& t = b.troop(troop);
  if (!t.present() || is_aerial(t.element)) return out;
  const core::Base mine = t.base();
  const PlainlyFar far(mine, kTouch);
  for (int j = 0; j < b.count(); ++j) {
    const Troop& o = b.troop(j);
    if (o.side == t.side || far(o) || !o.present() || is_aerial(o.element) || side_against(mine, o.base()) != e) continue;
    if (in_trench(b, mine) && in_trench(b, o.base())) out.push_back(j);
  }
  return out;
}

std::vector<std::vector<int>> enemies_within_touch(const Battle& b) {
  std::vector<std::vector<int>> out(static_cast<std::size_t>(b.count()));
  // Each pair once, side 0's element against side 1's (plainly_apart is symmetric, bit for
  // bit): the lists of both fill in the battle's order.
  std::vector<int> side1;
  side1.reserve(static_cast<std::size_t>(b.count()));
  for (int j = 0; j < b.count(); ++j) {
    if (b.troop(j).side == 1 && b.troop(j).present()) side1.push_back(j);
  }
  for (int i = 0; i < b.count(); ++i) {
    const Troop& t = b.troop(i);
    if (t.side != 0 || !t.present()) continue;
    const core::Base& mine = t.base();
    const PlainlyFar far(mine, kTouch);
    for (const int j : side1) {
      const Troop& o = b.troop(j);
      if (far(o) || plainly_apart(mine, o.base(), kTouch)) continue;
      out[static_cast<std::size_t>(i)].push_back(j);
      out[static_cast<std::size_t>(j)].push_back(i);
    }
  }
  return out;
}

namespace {

// Whether an enemy's front edge is against an edge of the element that `counts`, or an enemy is
// side to side with it inside a trench (Trench Combat).
template <class Counts, class Elements>
bool enemy_in_contact(const Battle& b, int troop, Counts counts, const Elements& among) {
  const Troop& t = b.troop(troop);
  if (!t.present()) return false;
  const core::Base& mine = t.base();
  const PlainlyFar far(mine, kTouch);
  for (const int j : among) {
    const Troop& o = b.troop(j);
    if (o.side == t.side || far(o) || !o.present()) continue;
    const core::Base& theirs = o.base();
    if (plainly_apart(mine, theirs, kTouch)) continue;
    if (const std::optional<Edge> against = front_against(theirs, mine); against && counts(*against)) return true;
    if (is_aerial(t.element) || is_aerial(o.element) || !side_against(mine, theirs)) continue;
    if (in_trench(b, mine) && in_trench(b, theirs)) return true;
  }
  return false;
}

bool is_front(Edge e) { return e == Edge::kFront; }

}  // namespace

bool in_front_contact(const Battle& b, int troop) { return enemy_in_contact(b, troop, is_front, EveryElement(b)); }

bool in_front_contact(const Battle& b, int troop, std::span<const int> near) { return enemy_in_contact(b, troop, is_front, near); }

bool in_any_contact(const Battle& b, int troop) {
  return enemy_in_contact(b, troop, [](Edge) { return true; }, EveryElement(b));
}

std::array<int, 4> enemy_fronts_by_edge(const Battle& b, int troop, int except) {
  std::array<int, 4> count{};
  const Troop& t = b.troop(troop);
  if (!t.present()) return count;
  const core::Base& mine = t.base();
  const PlainlyFar far(mine, kTouch);
  for (int j = 0; j < b.count(); ++j) {
    const Troop& o = b.troop(j);
    if (j == except || o.side == t.side || far(o) || !o.present()) continue;
    if (const std::optional<Edge> against = front_against(o.base(), mine)) ++count[static_cast<std::size_t>(*against)];
  }
  return count;
}

int rear_supporter(const Battle& b, int troop, std::optional<Edge> far_side) {
  const Troop& t = b.troop(troop);
  if (!is_rifles(t.element) && t.element != Element::kSturmtruppe) return -1;
  const core::Base mine = t.base();
  const PlainlyFar far(mine, kTouch);
  for (int j = 0; j < b.count(); ++j) {
    const Troop& f = b.troop(j);
    if (j == troop || f.side != t.side || far(f) || !f.present()) continue;
    if (f.element != t.element && !(is_rifles(f.element) && is_rifles(t.element))) continue;
    const core::Base& theirs = f.base();
    // Behind or beside it, a friend's base touches it.
    if (plainly_apart(mine, theirs, kTouch)) continue;
    const bool behind = far_side ? side_against(mine, theirs) == far_side && in_trench(b, theirs)
                                 : edges_meet(edge(theirs, Edge::kFront), edge(mine, Edge::kRear), kBaseWidth - 2 * kTouch);
    if (behind) return j;
  }
  return -1;
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
