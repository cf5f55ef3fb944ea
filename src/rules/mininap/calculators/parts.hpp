// What Mini-Nap 2's calculators share: the fields that describe a unit and its command
// distances, and a throw of hit dice as JSON and as text.
#pragma once

#include <string>
#include <vector>

#include "core/dist.hpp"
#include "engine/spec.hpp"
#include "rules/mininap/command.hpp"
#include "rules/mininap/factors.hpp"
#include "rules/mininap/types.hpp"

namespace sandtable::rules::mininap::calculators {

using engine::Json;

// The names of the three fields that describe one unit of a calculator's input.
struct UnitFields {
  std::string type;       // e.g. "firer"
  std::string formation;  // e.g. "formation"
  std::string lancer;     // e.g. "lancer"
  std::string role;       // for help texts: "the firer"
};

// The names two or more calculators share.
inline const UnitFields kTargetFields{"target", "target_formation", "target_lancer", "the target"};
inline const UnitFields kUnitFields{"type", "formation", "lancer", "the unit"};

// A unit's type (with `type_default`, or required when that is empty), formation and lance.
std::vector<engine::Field> unit_fields(const UnitFields& names, const std::string& type_default = "");
// The unit a validated input describes; the formation defaults by type.
Unit unit_from(const Json& input, const UnitFields& names);
// "line-infantry in attack column", "heavy-foot-artillery".
std::string unit_text(const Unit& unit);

// A distance on the table in cm, from 0 to kMostCm.
engine::Field distance_field(const char* name, const char* help);

// Distances to the unit's brigade, division and corps commanders.
std::vector<engine::Field> command_reach_fields();
CommandReach command_reach_from(const Json& input);

// The field that asks for exact fractions beside the chances.
engine::Field exact_field();

// A throw of `dice` hit dice: dice, hit_on, factors and the distribution of hits.
Json hits_json(int dice, int hit_on, const core::Dist& hits, const core::ExactDist& exact, const Factors& factors,
               bool with_exact);
// The factors one a line, then the distribution of hits, from hits_json's result.
std::string hits_text(const Json& result);
std::string factors_text(const Json& factors);
// 6^dice, the number of ways `dice` dice can fall.
core::BigInt six_to_the(int dice);

// A field list made of several.
std::vector<engine::Field> joined(std::initializer_list<std::vector<engine::Field>> parts);

// The largest distance a calculator takes, cm: well past any table.
inline constexpr double kMostCm = 1000;
// The most dice an agreed terrain adjustment may add or take away.
inline constexpr int kMostTerrainDice = 12;

}  // namespace sandtable::rules::mininap::calculators
