#include "rules/mininap/types.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "rules/mininap/names.hpp"

namespace sandtable::rules::mininap {

namespace {

constexpr IdTable<UnitType, 11> kUnitTypeIds{{
    {UnitType::kLineInfantry, "line-infantry"},
    {UnitType::kLightInfantry, "light-infantry"},
    {UnitType::kLightCavalry, "light-cavalry"},
    {UnitType::kMediumCavalry, "medium-cavalry"},
    {UnitType::kHeavyCavalry, "heavy-cavalry"},
    {UnitType::kLightFootArtillery, "light-foot-artillery"},
    {UnitType::kMediumFootArtillery, "medium-foot-artillery"},
    {UnitType::kHeavyFootArtillery, "heavy-foot-artillery"},
    {UnitType::kLightHorseArtillery, "light-horse-artillery"},
    {UnitType::kMediumHorseArtillery, "medium-horse-artillery"},
    {UnitType::kCommand, "command"},
}};

constexpr IdTable<Formation, 6> kFormationIds{{
    {Formation::kLine, "line"},
    {Formation::kColumn, "column"},
    {Formation::kSquare, "square"},
    {Formation::kSkirmish, "skirmish"},
    {Formation::kBentLine, "bent-line"},
    {Formation::kBentSkirmish, "bent-skirmish"},
}};

constexpr IdTable<CommanderRank, 3> kRankIds{{
    {CommanderRank::kBrigade, "brigade"},
    {CommanderRank::kDivision, "division"},
    {CommanderRank::kCorps, "corps"},
}};

constexpr IdTable<Calibre, 3> kCalibreIds{{
    {Calibre::kLight, "light"},
    {Calibre::kMedium, "medium"},
    {Calibre::kHeavy, "heavy"},
}};

constexpr IdTable<Formation, 6> kFormationWords{{
    {Formation::kLine, "line"},
    {Formation::kColumn, "attack column"},
    {Formation::kSquare, "square"},
    {Formation::kSkirmish, "skirmish line"},
    {Formation::kBentLine, "bent line"},
    {Formation::kBentSkirmish, "bent skirmish line"},
}};

}  // namespace

bool is_horse_artillery(UnitType type) {
  return type == UnitType::kLightHorseArtillery || type == UnitType::kMediumHorseArtillery;
}

Calibre calibre(UnitType type) {
  switch (type) {
    case UnitType::kLightFootArtillery:
    case UnitType::kLightHorseArtillery:
      return Calibre::kLight;
    case UnitType::kMediumFootArtillery:
    case UnitType::kMediumHorseArtillery:
      return Calibre::kMedium;
    case UnitType::kHeavyFootArtillery:
      return Calibre::kHeavy;
    default:
      throw ImpossibleSituation(fmt::format("{} is not artillery and has no calibre", id(type)));
  }
}

std::string_view id(UnitType type) { return id_of(kUnitTypeIds, type); }
std::string_view id(Formation formation) { return id_of(kFormationIds, formation); }
std::string_view id(CommanderRank rank) { return id_of(kRankIds, rank); }

std::string_view id(Calibre value) { return id_of(kCalibreIds, value); }
std::string_view describe(Formation formation) { return id_of(kFormationWords, formation); }

UnitType parse_unit_type(std::string_view text) { return parse_id(kUnitTypeIds, text, "unit type"); }
Formation parse_formation(std::string_view text) { return parse_id(kFormationIds, text, "formation"); }
CommanderRank parse_commander_rank(std::string_view text) { return parse_id(kRankIds, text, "commander rank"); }

std::vector<std::string> unit_type_ids() { return ids_of(kUnitTypeIds); }
std::vector<std::string> formation_ids() { return ids_of(kFormationIds); }
std::vector<std::string> commander_rank_ids() { return ids_of(kRankIds); }

const std::vector<UnitType>& all_unit_types() {
  static const std::vector<UnitType> types = [] {
    std::vector<UnitType> out;
    for (const auto& [type, name] : kUnitTypeIds) out.push_back(type);
    return out;
  }();
  return types;
}

const std::vector<Formation>& all_formations() {
  static const std::vector<Formation> formations = [] {
    std::vector<Formation> out;
    for (const auto& [formation, name] : kFormationIds) out.push_back(formation);
    return out;
  }();
  return formations;
}

bool is_skirmish(Formation formation) {
  return formation == Formation::kSkirmish || formation == Formation::kBentSkirmish;
}

bool is_bent(Formation formation) { return formation == Formation::kBentLine || formation == Formation::kBentSkirmish; }

bool may_form(UnitType type, Formation formation, bool lancer) {
  switch (category(type)) {
    case Category::kArtillery:
    case Category::kCommand:
      // One stand, always deemed a skirmish line; a single stand cannot bend.
      return formation == Formation::kSkirmish;
    case Category::kInfantry:
      if (is_skirmish(formation)) return type == UnitType::kLightInfantry;
      return true;
    case Category::kCavalry:
      if (formation == Formation::kSquare) return false;
      if (is_skirmish(formation)) return type == UnitType::kLightCavalry && !lancer;
      return true;
  }
  return false;
}

std::vector<Formation> formations_for(UnitType type, bool lancer) {
  std::vector<Formation> out;
  for (Formation f : all_formations()) {
    if (may_form(type, f, lancer)) out.push_back(f);
  }
  return out;
}

Formation default_formation(UnitType type) {
  return is_infantry(type) || is_cavalry(type) ? Formation::kLine : Formation::kSkirmish;
}

void check_formation(const Unit& unit, std::string_view role) {
  if (unit.lancer && unit.type != UnitType::kLightCavalry) {
    throw ImpossibleSituation(fmt::format("the {} is {}: only light cavalry are rated lancers", role, id(unit.type)));
  }
  if (may_form(unit.type, unit.formation, unit.lancer)) return;
  if (category(unit.type) == Category::kArtillery || category(unit.type) == Category::kCommand) {
    throw ImpossibleSituation(fmt::format("the {} ({}) cannot stand in {}: a battery or commander is one stand and always "
                                          "counts as in skirmish line (give skirmish, or no formation)",
                                          role, id(unit.type), describe(unit.formation)));
  }
  std::vector<std::string_view> open;
  for (Formation f : formations_for(unit.type, unit.lancer)) open.push_back(id(f));
  throw ImpossibleSituation(fmt::format("the {} ({}{}) cannot stand in {} (it may form: {})", role, id(unit.type),
                                        unit.lancer ? ", lancers" : "", describe(unit.formation),
                                        fmt::join(open, ", ")));
}

}  // namespace sandtable::rules::mininap
