// The Hun at the Gates, IX: what a charge played in order starts from, read from a scenario
// (setup `mode: charge`): the charging unit (the first side's one unit), the charged unit (the
// second side's), the distance between them and whether the ground is open.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "engine/scenario.hpp"
#include "engine/spec.hpp"
#include "rules/hun/types.hpp"

namespace sandtable::rules::hun {

// The most figures a unit of a charge may have: a large company's worth.
inline constexpr int kMostChargeFigures = 50;

struct ChargeUnit {
  std::string name;
  Quality quality = Quality::kSoldier;
  int figures = 1;                // at the start
  int wounded = 0;                // of them, wounded at the start
  bool mounted = false;
  std::optional<Attack> firearm;  // the charged unit's defensive fire; none: it cannot fire
  Attack melee_weapon = Attack::kBayonet;
  Cover cover = Cover::kNone;     // the charged unit's; chargers get none (IX)
  bool wavering = false;
  bool acted = false;             // has used its action this turn: the charged cannot react
  bool general = false;           // X's morale helps
  bool musician = false;
  bool colours = false;
};

struct ChargeSetup {
  std::array<std::string, 2> sides{"Chargers", "Charged"};
  ChargeUnit chargers;
  ChargeUnit charged;
  double distance_inches = 0;  // between the two when the charge is declared
  bool open = true;            // open terrain between them: cavalry may counter-charge
};

// What a charge's units and setup may say, for the rule set's scenario schema.
std::vector<engine::Field> charge_unit_fields();
std::vector<engine::Field> charge_setup_fields();

// The charge of a checked scenario. Throws engine::BadInput saying file:line:column and what
// is wrong: not one unit a side, more wounded than figures, a lance on foot, chargers that
// are Wavering, have acted or claim cover, no distance.
ChargeSetup read_charge_setup(const engine::Scenario& scenario);

// What is wrong with a unit in itself, if anything: the member and why (figures out of
// range, more wounded than figures, a lance on foot).
struct UnitProblem {
  std::string member;
  std::string detail;
};
std::optional<UnitProblem> unit_problem(const ChargeUnit& unit);

// A firearm by its field name (none, pistol, carbine, rifle), a melee weapon by its (sword,
// lance, bayonet, dagger); engine::BadInput on `field` for any other.
std::optional<Attack> firearm_named(const std::string& name, const std::string& field = "firearm");
Attack melee_weapon_named(const std::string& name, const std::string& field = "melee_weapon");

// The scenario text of `setup` (for `hun charge-sequence` and the web app's form).
std::string charge_scenario_text(const ChargeSetup& setup);

}  // namespace sandtable::rules::hun
