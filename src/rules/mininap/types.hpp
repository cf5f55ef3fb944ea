// Mini-Nap 2 unit types, formations and commanders: ids, parsing and who may form what.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "rules/mininap/errors.hpp"

namespace sandtable::rules::mininap {

enum class UnitType {
  kLineInfantry,
  kLightInfantry,
  kLightCavalry,
  kMediumCavalry,
  kHeavyCavalry,
  kLightFootArtillery,
  kMediumFootArtillery,
  kHeavyFootArtillery,
  kLightHorseArtillery,
  kMediumHorseArtillery,
  kCommand,
};

enum class Category { kInfantry, kCavalry, kArtillery, kCommand };

enum class Calibre { kLight, kMedium, kHeavy };

// "column" is the attack column; the bent forms are lines bent about their middle.
enum class Formation { kLine, kColumn, kSquare, kSkirmish, kBentLine, kBentSkirmish };

enum class CommanderRank { kBrigade, kDivision, kCorps };

// A unit as the resolvers see it: what it is and how it stands.
struct Unit {
  UnitType type = UnitType::kLineInfantry;
  Formation formation = Formation::kLine;
  bool lancer = false;  // light cavalry only: lancers may not skirmish
};

// Inline: every phase and every trial of the AI asks them.
constexpr Category category(UnitType type) {
  switch (type) {
    case UnitType::kLineInfantry:
    case UnitType::kLightInfantry:
      return Category::kInfantry;
    case UnitType::kLightCavalry:
    case UnitType::kMediumCavalry:
    case UnitType::kHeavyCavalry:
      return Category::kCavalry;
    case UnitType::kCommand:
      return Category::kCommand;
    default:
      return Category::kArtillery;
  }
}
constexpr bool is_infantry(UnitType type) { return category(type) == Category::kInfantry; }
constexpr bool is_cavalry(UnitType type) { return category(type) == Category::kCavalry; }
constexpr bool is_artillery(UnitType type) { return category(type) == Category::kArtillery; }
bool is_horse_artillery(UnitType type);
// The calibre of an artillery type; throws ImpossibleSituation for any other type.
Calibre calibre(UnitType type);

// Kebab-case ids ("line-infantry", "bent-skirmish", "division").
std::string_view id(UnitType type);
std::string_view id(Formation formation);
std::string_view id(CommanderRank rank);
std::string_view id(Calibre calibre);
// Words for people ("attack column", "bent skirmish line").
std::string_view describe(Formation formation);

// Parsing from ids; UnknownName lists the accepted ids.
UnitType parse_unit_type(std::string_view text);
Formation parse_formation(std::string_view text);
CommanderRank parse_commander_rank(std::string_view text);
// Every id, for the choices of an input field.
std::vector<std::string> unit_type_ids();
std::vector<std::string> formation_ids();
std::vector<std::string> commander_rank_ids();

const std::vector<UnitType>& all_unit_types();
const std::vector<Formation>& all_formations();

bool is_skirmish(Formation formation);
bool is_bent(Formation formation);

// Whether a unit of this type may stand in this formation (lancers may not skirmish).
bool may_form(UnitType type, Formation formation, bool lancer = false);
// The formations open to the type, in a fixed order.
std::vector<Formation> formations_for(UnitType type, bool lancer = false);
// Line for infantry and cavalry; skirmish line for artillery and commanders (their only one).
Formation default_formation(UnitType type);
// Throws ImpossibleSituation saying why, if the unit may not stand as it is given.
void check_formation(const Unit& unit, std::string_view role);

}  // namespace sandtable::rules::mininap
