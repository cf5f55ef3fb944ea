#include "table/measure.hpp"

namespace sandtable::table {

namespace {

core::Base shrunk(const core::Base& b) {
  return {std::max(0.0, b.width() - 2 * kOverlapMargin), std::max(0.0, b.depth() - 2 * kOverlapMargin),
          {b.pose().position - b.forward() * kOverlapMargin, b.pose().facing_deg}, b.forward()};
}

}  // namespace

bool bases_overlap(const core::Base& a, const core::Base& b) { return core::overlaps(shrunk(a), shrunk(b)); }

bool on_table(const core::Base& base, double width, double depth) {
  for (const core::Vec2 c : base.corners()) {
    if (c.x < 0 || c.y < 0 || c.x > width || c.y > depth) return false;
  }
  return true;
}

}  // namespace sandtable::table
