#include "table/going.hpp"

namespace sandtable::table {

core::Box path_box(const std::vector<core::Pose>& poses, double reach) {
  core::Box path;
  for (const core::Pose& p : poses) path.add(p.position);
  return path.grown(reach);
}

}  // namespace sandtable::table
