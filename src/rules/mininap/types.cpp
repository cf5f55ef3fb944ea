#include "rules/mininap/types.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <array>
#include <utility>

namespace sandtable::rules::mininap {

namespace {

constexpr std::array kUnitTypeIds{
    std::pair{UnitType::kLineInfantry, std::string_view{"line-infantry"}},
    std::pair{UnitType::kLightInfantry, std::string_view{"light-infantry"}},
    std::pair{UnitType::kLightCavalry, std::string_view{"light-cavalry"}},
    std::pair{UnitType::kMediumCavalry, std::string_view{"medium-cavalry"}},
    std::pair{UnitType::kHeavyCavalry, std::string_view{"heavy-cavalry"}},
    std::pair{UnitType::kLightFootArtillery, std::string_view{"light-foot-artillery"}},
    std::pair{UnitType::kMediumFootArtillery, std::string_view{"medium-foot-artillery"}},
    std::pair{UnitType::kHeavyFootArtillery, std::string_view{"heavy-foot-artillery"}},
    std::pair{UnitType::kLightHorseArtillery, std::string_view{"light-horse-artillery"}},
    std::pair{UnitType::kMediumHorseArtillery, std::string_view{"medium-horse-artillery"}},
    std::pair{UnitType::kCommand, std::string_view{"command"}},
};

constexpr std::array kFormationIds{
    std::pair{Formation::kLine, std::string_view{"line"}},
    std::pair{Formation::kColumn, std::string_view{"column"}},
    std::pair{Formation::kSquare, std::string_view{"square"}},
    std::pair{Formation::kSkirmish, std::string_view{"skirmish"}},
    std::pair{Formation::kBentLine, std::string_view{"bent-line"}},
    std::pair{Formation::kBentSkirmish, std::string_view{"bent-skirmish"}},
};

constexpr std::array kRankIds{
    std::pair{CommanderRank::kBrigade, std::string_view{"brigade"}},
    std::pair{CommanderRank::kDivision, std::string_view{"division"}},
    std::pair{CommanderRank::kCorps, std::string_view{"corps"}},
};

template <class E, std::size_t N>
std::string_view id_of(const std::array<std::pair<E, std::string_view>, N>& table, E value) {
  for (const auto& [e, name] : table) {
    if (e == value) return name;
  }
  throw std::logic_error("an enumerator without an id");
}

template <class E, std::size_t N>
E parse_id(const std::array<std::pair<E, std::string_view>, N>& table, std::string_view text, std::string_view what) {
  std::vector<std::string_view> known;
  for (const auto& [e, name] : table) {
    if (name == text) return e;
    known.push_back(name);
  }
  throw UnknownName(fmt::format("unknown {} '{}' (expected one of: {})", what, text, fmt::join(known, ", ")));
}

}  // namespace

Category category(UnitType type) {
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

bool is_infantry(UnitType type) { return category(type) == Category::kInfantry; }
bool is_cavalry(UnitType type) { return category(type) == Category::kCavalry; }
bool is_artillery(UnitType type) { return category(type) == Category::kArtillery; }
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

std::string_view id(Calibre value) {
  switch (value) {
    case Calibre::kLight:
      return "light";
    case Calibre::kMedium:
      return "medium";
    case Calibre::kHeavy:
      return "heavy";
  }
  throw std::logic_error("a calibre without an id");
}

std::string_view describe(Formation formation) {
  switch (formation) {
    case Formation::kLine:
      return "line";
    case Formation::kColumn:
      return "attack column";
    case Formation::kSquare:
      return "square";
    case Formation::kSkirmish:
      return "skirmish line";
    case Formation::kBentLine:
      return "bent line";
    case Formation::kBentSkirmish:
      return "bent skirmish line";
  }
  throw std::logic_error("a formation without a description");
}

UnitType parse_unit_type(std::string_view text) { return parse_id(kUnitTypeIds, text, "unit type"); }
Formation parse_formation(std::string_view text) { return parse_id(kFormationIds, text, "formation"); }
CommanderRank parse_commander_rank(std::string_view text) { return parse_id(kRankIds, text, "commander rank"); }

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
  std::vector<std::string_view> open;
  for (Formation f : formations_for(unit.type, unit.lancer)) open.push_back(id(f));
  throw ImpossibleSituation(fmt::format("the {} ({}{}) cannot stand in {} (it may form: {})", role, id(unit.type),
                                        unit.lancer ? ", lancers" : "", describe(unit.formation),
                                        fmt::join(open, ", ")));
}

}  // namespace sandtable::rules::mininap
