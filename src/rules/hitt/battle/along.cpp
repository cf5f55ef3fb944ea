#include "rules/hitt/battle/along.hpp"

#include <algorithm>

#include "rules/hitt/battle/ground.hpp"
#include "rules/hitt/battle/moves.hpp"
#include "rules/hitt/battle/queries.hpp"

namespace sandtable::rules::hitt {

namespace {

bool holds(const core::Box& box, core::Vec2 p) { return box.lo.x <= p.x && p.x <= box.hi.x && box.lo.y <= p.y && p.y <= box.hi.y; }

}  // namespace

bool Along::covers(core::Vec2 from, core::Vec2 to) const { return holds(span, from) && holds(span, to); }

namespace {

Along along_without_zones(const Battle& b, int troop, core::Vec2 from, core::Vec2 to, double depth, bool zoc, bool in_trench) {
  Along a;
  a.span.add(from);
  a.span.add(to);
  a.area = a.span.grown(kBaseWidth + depth);
  a.pieces = pieces_near(b, a.area);
  // The other elements near the path (within path_reach) whose zones of control may reach
  // `area`, and those of them in `area`, which can be in its way. An element whose circle
  // grown by its zones' reach misses `area` is neither.
  const core::Box wide = path_reach(from, to);
  // An element whose pose lies outside this is neither (a thousandth of a pace to spare).
  const core::Box poses_reaching = a.area.grown(zone_reach_from_pose() + 1e-3);
  std::vector<int>& reach = a.reach;
  reach.reserve(static_cast<std::size_t>(b.count()));
  a.near.reserve(static_cast<std::size_t>(b.count()));
  for (int j = 0; j < b.count(); ++j) {
    const Troop& o = b.troop(j);
    if (j == troop || !poses_reaching.overlaps({o.pose.position, o.pose.position}) || !o.present()) continue;
    const core::Base& theirs = o.base();
    const double zone = zone_reach(theirs);
    if (!a.area.overlaps({theirs.centre() - core::Vec2{zone, zone}, theirs.centre() + core::Vec2{zone, zone}})) continue;
    const core::Box box = bounds_of(theirs);
    if (!wide.overlaps(box)) continue;
    reach.push_back(j);
    if (box.overlaps(a.area)) a.near.push_back({&o, &theirs});
  }
  a.zoc = zoc;
  a.started_in_trench = in_trench;
  a.start_going = going_at(b, b.troop(troop).base(), {&a.pieces});
  return a;
}

}  // namespace

void find_zones(const Battle& b, int troop, Along& a) {
  if (a.zones_found) return;
  a.zones_found = true;
  if (a.zoc) a.zones = zones_among(b, troop, a.reach, a.started_in_trench, a.area);
  a.holding = zone_owners(a.zones, b.troop(troop).base());
}

NearPath near_path(const std::vector<Along::Near>& near, core::Vec2 from, core::Vec2 to, double depth) {
  // The walk's base lies within its radius of its centre, half its depth behind the position.
  const double reach = depth / 2 + core::Vec2{kBaseWidth, depth}.length() / 2;
  const core::Vec2 along = to - from;
  const double length2 = along.dot(along);
  NearPath out;
  for (const Along::Near& n : near) {
    const core::Vec2 centre = n.base->centre();
    const double t = length2 > 0 ? std::clamp((centre - from).dot(along) / length2, 0.0, 1.0) : 0.0;
    const core::Vec2 off = from + along * t - centre;
    // A thousandth of a pace to spare: far beyond rounding, and plainly_apart's millionth.
    const double clear = reach + n.base->radius() + 1e-3;
    if (off.dot(off) <= clear * clear) out.push_back(n);
  }
  return out;
}

Along along(const Battle& b, int troop, core::Vec2 from, core::Vec2 to, double depth, bool zoc, bool in_trench) {
  Along a = along_without_zones(b, troop, from, to, depth, zoc, in_trench);
  find_zones(b, troop, a);
  return a;
}

Along along_to(const Battle& b, int troop, core::Vec2 to, bool zones) {
  const Troop& t = b.troop(troop);
  const core::Base& start = t.base();
  Along a = along_without_zones(b, troop, t.pose.position, to, start.depth(), heeds_zones(b, t), in_trench(b, start));
  if (zones) find_zones(b, troop, a);
  return a;
}

Along along_ahead(const Battle& b, int troop) {
  const Troop& t = b.troop(troop);
  return along_to(b, troop, t.pose.position + t.pose.forward() * move_distance(t, Going::kRoad).value_or(0));
}

}  // namespace sandtable::rules::hitt
