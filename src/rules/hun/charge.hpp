// The Hun at the Gates, IX and XI: charge reactions, counter-charges and vehicle armour.
#pragma once

#include <string>
#include <vector>

#include "engine/names.hpp"
#include "rules/hun/tables.hpp"

namespace sandtable::rules::hun {

// IX: the range at which a charged figure's defensive fire is resolved.
struct DefensiveFire {
  double range_inches = 0;
  std::string why;
};
DefensiveFire defensive_fire_range(Quality defender, double start_distance_inches, double charge_move_inches,
                                   const Tables& t = builtin_tables());

// IX: where a charge and a counter-charge meet.
struct CounterCharge {
  double charger_moves = 0;
  double counter_charger_moves = 0;
};
// Throws engine::BadInput (on cavalry, wavering or open) unless the counter-chargers are
// un-wavering cavalry in the open.
CounterCharge counter_charge(double distance_inches, bool cavalry, bool wavering, bool in_open);

// XI: vehicle armour as cover: stout or 3mm is soft, 6mm hard, 10mm+ a fortification.
enum class Armour { kNone, kLight, kArmoured, kHeavy };
inline constexpr engine::NameTable<Armour, 4> kArmourNames{
    {{Armour::kNone, "none"}, {Armour::kLight, "light"}, {Armour::kArmoured, "armoured"}, {Armour::kHeavy, "heavy"}}};
// The cover a passenger or crewman has: armour and other cover together rise one category,
// never above fortification.
Cover vehicle_cover(Armour armour, Cover other);

}  // namespace sandtable::rules::hun
