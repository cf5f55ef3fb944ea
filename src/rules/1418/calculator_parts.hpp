// What 1418's calculators share: chances and factors as JSON, a unit type or raw numbers from
// the input, a volley rolled with dice.
#pragma once

#include <string>

#include "core/rational.hpp"
#include "engine/calculator_dice.hpp"
#include "engine/spec.hpp"
#include "rules/1418/dice.hpp"
#include "rules/1418/units.hpp"

namespace sandtable::rules::gw1418 {

using engine::Json;

// A flag of a validated input (so present, with its default).
bool flag_of(const Json& in, const std::string& name);
// {"probability": 0.25, "exact": "9/36"} (over `denominator` when it is a multiple of p's).
Json chance_json(const core::Rational& p, const core::BigInt& denominator = 0);
// {"what": ..., "value": ...}
Json factor_json(const std::string& what, int value);
Json unit_json(const UnitType& t);
// "A2(+1)"
std::string arming_text(const Arming& a);

// The unit type the input names under `field`, or none.
const UnitType* type_named(const Json& in, const std::string& field);
// A whole number the input gives under `field`, the type's own where it gives none; BadInput
// naming `field` when it gives both or neither.
int from_type_or_field(const Json& in, const std::string& field, const UnitType* type, int type_value,
                       const std::string& type_field);
// The Resilience of the target under `type_field` (or given raw under `field`): the table's,
// or for an "as parent" type the parent's, which the input must give.
int resilience_from(const Json& in, const std::string& field, const UnitType* type, const std::string& type_field);

// A made roll for the table, in 40 columns: whose dice (yours, or the seed), the faces in the
// order rolled, and what they decided (the roll's "words").
std::string made_roll_text(const Json& made);

// Rolls the volley die by die (the bonus die first), then re-rolls each hit where it must be;
// the hits that stand. `whose` names the dice in each request's reason.
int roll_volley(engine::DiceSource& dice, const Volley& v, const std::string& whose);

}  // namespace sandtable::rules::gw1418
