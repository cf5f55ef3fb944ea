#include "rules/hitt/battle/shooting_pass.hpp"

#include <cassert>

#include "core/box.hpp"
#include "rules/hitt/battle/contact.hpp"
#include "rules/hitt/battle/queries.hpp"

namespace sandtable::rules::hitt {

std::span<const ShootingPass::Placed> ShootingPass::present() {
  if (!listed_) {
    present_.reserve(static_cast<std::size_t>(b_.count()));
    for (int j = 0; j < b_.count(); ++j) {
      const Troop& o = b_.troop(j);
      if (o.present()) present_.push_back({o.pose.position, j, o.side, !is_aerial(o.element) && o.element != Element::kGas});
    }
    listed_ = true;
  }
  return present_;
}

bool ShootingPass::element_between(int shooter, int target) {
  const core::Vec2 from = b_.troop(shooter).pose.position;
  const core::Vec2 to = b_.troop(target).base().centre();
  // No base whose pose lies beyond this box (a thousandth of a pace to spare) reaches the line.
  core::Box line;
  line.add(from);
  line.add(to);
  const core::Box reached = line.grown(circle_reach_from_pose() + 1e-3);
  for (const Placed& o : present()) {
    if (!reached.overlaps({o.at, o.at}) || !o.blocks || o.troop == shooter || o.troop == target) continue;
    if (line_crosses(b_.troop(o.troop).base(), from, to)) return true;
  }
  return false;
}

bool ShootingPass::in_front_contact(int troop) {
  if (front_contact_.empty()) front_contact_.assign(static_cast<std::size_t>(b_.count()), -1);
  signed char& known = front_contact_[static_cast<std::size_t>(troop)];
  if (known < 0) known = hitt::in_front_contact(b_, troop) ? 1 : 0;
  assert(known == hitt::in_front_contact(b_, troop));
  return known == 1;
}

}  // namespace sandtable::rules::hitt
