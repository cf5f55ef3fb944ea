// Layouts several table tests share.
#pragma once

#include "table/footprint.hpp"

namespace sandtable::table::testing {

// Two bases 2.5 across and 2 deep side by side (x from -2.5 to 2.5, y from -2 to 0 facing up
// the table), the pose at the middle of their shared front edge.
inline const Layout<2> kTwoBasesInLine{2.5, 2, {Slot{{-1.25, 0}}, Slot{{1.25, 0}}}};
// The same bases one behind the other: y from -4 to 0.
inline const Layout<2> kTwoBasesInColumn{2.5, 2, {Slot{{0, 0}}, Slot{{0, -2}}}};

}  // namespace sandtable::table::testing
