// 1418's unit types: the characteristics table (back page, the complete one) as data, with
// each type's kebab-case id and what the rules elsewhere say of its kind.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace sandtable::rules::gw1418 {

// The movement classes of "Actual distances moved".
enum class Speed { kSlowInfantry, kMediumInfantry, kFastInfantry, kSlowCavalry, kMediumCavalry, kFastCavalry };

// What the rules treat a type as beyond its numbers: who strikes when in melee, who re-rolls
// against vehicles, who may ride transport.
enum class Kind {
  kInfantry,     // foot that fights as infantry
  kHeavyWeapon,  // machine guns, mortars and command platoons ("Guns and Heavy Weapons")
  kCavalry,
  kTank,         // a vehicle that works as infantry ("Armoured Fighting Vehicles")
                 // (armoured cars are cavalry and self-propelled guns guns, each `armoured`)
  kGun,          // field guns and howitzers: artillery
};

// An Arming value as printed, A#(+#): dice rolled and the bonus added to one of them. The
// table puts each "+" where it counts: on the grenadiers' melee, on everyone else's shooting.
struct Arming {
  int dice = 0;
  int bonus = 0;
};

// A printed range ("300", "300/100", "Unlimited"), kept in the text's own unstated unit.
struct Range {
  int value = 0;                       // the first figure; 0 cannot shoot
  std::optional<int> mounted;          // the second figure of "300/100" (RULINGS.md 2)
  bool unlimited = false;
};

struct UnitType {
  std::string_view id;       // kebab case: "line-infantry"
  std::string_view printed;  // the row's name in the table: "Line/good inf"
  Speed speed;
  Kind kind;
  Arming melee;
  Arming ranged;
  std::optional<int> resilience;  // none: "as parent", the Resilience of the unit it belongs to
  Range range;
  bool armoured = false;  // an armoured car or self-propelled gun made of a printed row (RULINGS.md 43)
};

// The printed table, row by row.
std::span<const UnitType> unit_table();
// The printed rows and the armoured cars and self-propelled guns the text makes of them.
std::span<const UnitType> all_unit_types();
// The type with this id; std::invalid_argument listing the ids for an unknown one.
const UnitType& unit_type(std::string_view id);
std::vector<std::string> unit_ids();

bool is_vehicle(const UnitType& type);
// Infantry and their heavy weapons: the only ones motorised or mechanised transport carries.
bool rides_transport(const UnitType& type);

std::string_view id(Speed s);
std::string_view id(Kind k);
std::vector<std::string> speed_ids();
Speed parse_speed(std::string_view text, const std::string& field);
// The move of a class in open ground, in cm.
int standard_move_cm(Speed s);
bool is_cavalry(Speed s);

}  // namespace sandtable::rules::gw1418
