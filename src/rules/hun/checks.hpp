// The Hun at the Gates, VI and X: morale checks, rallies, out-of-command tests and healing.
#pragma once

#include <optional>

#include "rules/hun/roll.hpp"
#include "rules/hun/tables.hpp"

namespace sandtable::rules::hun {

struct MoraleSituation {
  Quality quality = Quality::kSoldier;
  bool general = false;        // a general within 6 inches of any figure of the unit
  bool musician = false;       // a musician playing within 3 inches of the unit
  bool colours = false;        // the colours within 3 inches of the unit
  bool half_strength = false;  // half or more of the unit's original figures gone
  bool transport_attendants = false;  // the drivers and guards of transport check for it
};

// X: a morale check on 2D6; passing keeps the unit Solid.
RollResult morale_check(const MoraleSituation& s, const Tables& t = builtin_tables());

// X: a Wavering unit's rally on 2D6; failing removes the unit.
RollResult rally(const MoraleSituation& s, const Tables& t = builtin_tables());

// VI: the out-of-command test of a unit `from_general` inches from its general, on the
// quality of its leader. Within the general's radius there is no test and the result always
// passes; so too within the musician's reach of `from_musician` inches, the unit's distance
// from a musician playing on the general's order (ruling 19b).
RollResult command_test(Quality leader, double from_general, std::optional<double> from_musician = std::nullopt,
                        const Tables& t = builtin_tables());

// V: a medic's attempt to heal or bind a wounded figure's wounds.
RollResult heal(Quality medic, const Tables& t = builtin_tables());

}  // namespace sandtable::rules::hun
