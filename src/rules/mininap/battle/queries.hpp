// Questions about a battle's table that every phase asks: stands, distances, contacts, command.
#pragma once

#include <array>
#include <limits>
#include <optional>
#include <vector>

#include "core/bits.hpp"
#include "rules/mininap/battle/battle.hpp"
#include "rules/mininap/battle/stands.hpp"

namespace sandtable::rules::mininap {

// "infantry", "cavalry", "artillery", "command".
std::string_view arm_id(Category arm);

// The unit's stands where it stands now; the reference holds until the unit moves or reforms.
inline const Stands& unit_stands(const BattleUnit& u) { return u.placed.at(u.unit.type, u.unit.formation, u.pose); }
// The unit's stands in `formation` at `pose`: the remembered ones when that is how and where it
// stands now (where most moves and charges begin), else placed there.
inline Stands stands_at(const BattleUnit& u, Formation formation, const core::Pose& pose) {
  const auto same = [](double a, double b) { return core::bits_of(a) == core::bits_of(b); };
  if (formation == u.unit.formation && same(pose.position.x, u.pose.position.x) && same(pose.position.y, u.pose.position.y) &&
      same(pose.facing_deg, u.pose.facing_deg)) {
    return unit_stands(u);
  }
  return stands(u.unit.type, formation, pose);
}
inline constexpr double kPlainlyApartCm = 1e-6;  // far beyond the overlap tests' own tolerance

// True when the stand's circle lies more than `hair` outside the strip `length` deep straight
// ahead of the face: beside it, behind the face's front or beyond (core::in_zone_ahead's first
// test, which spares a hair of 1e-6).
inline bool plainly_off_strip(const core::Base& face, double length, const core::Base& s, double hair) {
  const core::Vec2 d = s.centre() - face.front_left();
  const double across = d.dot(face.right());
  const double ahead = d.dot(face.forward());
  const double r = s.radius() + hair;
  return across < -r || across > face.width() + r || ahead < -r || ahead > length + r;
}
// True when the two units are certainly more than `cm` apart (their poses alone show it).
bool farther_than(const BattleUnit& a, const BattleUnit& b, double cm);
bool on_table(const Battle& b, int unit);
double unit_distance(const Battle& b, int a, int c);
// True when units a and c are at most `cm` apart (unit_distance <= cm), measured cheaply.
bool units_within(const Battle& b, int a, int c, double cm);
bool touching(const Battle& b, int a, int c);
// The enemy units in base contact with this one.
std::vector<int> enemies_in_contact(const Battle& b, int unit);
bool in_contact(const Battle& b, int unit);
// Which arms a nearest-enemy search counts, indexed by Category.
using Arms = std::array<bool, 4>;
inline constexpr Arms kAnyArm{true, true, true, true};
inline constexpr Arms kCavalryOrCommand{false, true, false, true};
inline constexpr Arms kCavalryOnly{false, true, false, false};
struct NearestEnemy {
  int unit = -1;
  double cm = 0;
};
// The nearest enemy unit of those arms still on the table, the first in scenario order on a
// tie, if any is left within `most` cm. `me` is one of b's units, or one of them moved.
std::optional<NearestEnemy> nearest_enemy(const Battle& b, const BattleUnit& me, const Arms& arms = kAnyArm,
                                          double most = std::numeric_limits<double>::infinity());
// The nearest enemy of any arm to one of b's units as it stands, remembered until a unit of
// either side moves or leaves: the AI's decision and the unit's trial moves ask for it again.
std::optional<NearestEnemy> nearest_enemy_of(const Battle& b, int unit);
// Its distance from the unit (any arm, or only cavalry and commanders).
std::optional<double> nearest_enemy_cm(const Battle& b, int unit, bool cavalry_or_command_only = false);
// Distances to the unit's own commanders still on the table.
CommandReach command_reach(const Battle& b, int unit);
CommandStatus unit_command_status(const Battle& b, int unit);
// Infantry, cavalry and artillery units (not commanders) of a side: all, and those removed.
int fighting_units(const Battle& b, int side);
int fighting_units_lost(const Battle& b, int side);
// The units of each group (all ranks below it too), commanders not counted: all, and those lost.
struct GroupUnits {
  int all = 0;
  int lost = 0;
};
std::vector<GroupUnits> group_units(const Battle& b);
// Indices of the units of `side` still on the table.
std::vector<int> units_of(const Battle& b, int side);

}  // namespace sandtable::rules::mininap
