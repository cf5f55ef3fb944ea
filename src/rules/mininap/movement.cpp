#include "rules/mininap/movement.hpp"

#include <fmt/format.h>

#include <array>

namespace sandtable::rules::mininap {

namespace {

constexpr std::optional<int> kCannot = std::nullopt;

constexpr std::array kTable{
    MovementRow{MovementRowId::kInfantryLine, "infantry in line", 4, 8, 5},
    MovementRow{MovementRowId::kInfantryColumn, "infantry in attack column", 5, 10, 6},
    MovementRow{MovementRowId::kInfantrySkirmish, "infantry in skirmish line", 6, 12, 7},
    MovementRow{MovementRowId::kInfantryStepBack, "infantry stepping back", 2, 4, kCannot},
    MovementRow{MovementRowId::kInfantrySideStep, "infantry side-stepping", 2, 4, kCannot},
    MovementRow{MovementRowId::kSquare, "infantry in square", 2, kCannot, kCannot},
    MovementRow{MovementRowId::kLightCavalry, "light cavalry", 18, 36, 14},
    MovementRow{MovementRowId::kMediumCavalry, "medium cavalry", 18, 36, 18},
    MovementRow{MovementRowId::kHeavyCavalry, "heavy cavalry", 15, 30, 22},
    MovementRow{MovementRowId::kProlongArtillery, "artillery prolonging", 1, kCannot, kCannot},
    MovementRow{MovementRowId::kLimberedFootArtillery, "limbered foot artillery", 6, kCannot, kCannot},
    MovementRow{MovementRowId::kLimberedHorseArtillery, "limbered horse artillery", 8, kCannot, kCannot},
    MovementRow{MovementRowId::kCommander, "commander", 22, 44, kCannot},
};

MovementRowId infantry_row(Formation formation) {
  switch (formation) {
    case Formation::kLine:
      return MovementRowId::kInfantryLine;
    case Formation::kColumn:
      return MovementRowId::kInfantryColumn;
    case Formation::kSkirmish:
      return MovementRowId::kInfantrySkirmish;
    default:
      return MovementRowId::kSquare;
  }
}

MovementRowId cavalry_row(UnitType type) {
  if (type == UnitType::kLightCavalry) return MovementRowId::kLightCavalry;
  return type == UnitType::kMediumCavalry ? MovementRowId::kMediumCavalry : MovementRowId::kHeavyCavalry;
}

}  // namespace

std::span<const MovementRow> movement_table() { return kTable; }

const MovementRow& movement_row(MovementRowId row) {
  for (const MovementRow& r : kTable) {
    if (r.row == row) return r;
  }
  throw std::logic_error("a movement row missing from the table");
}

const MovementRow& movement_row_for(const Unit& unit, bool limbered) {
  check_formation(unit, "moving unit");
  if (is_bent(unit.formation)) {
    throw ImpossibleSituation(fmt::format("a unit in a {} may not move: it must first change formation",
                                          describe(unit.formation)));
  }
  if (limbered && !is_artillery(unit.type)) {
    throw ImpossibleSituation(fmt::format("only artillery limbers, not {}", id(unit.type)));
  }
  switch (category(unit.type)) {
    case Category::kInfantry:
      return movement_row(infantry_row(unit.formation));
    case Category::kCavalry:
      return movement_row(cavalry_row(unit.type));
    case Category::kCommand:
      return movement_row(MovementRowId::kCommander);
    case Category::kArtillery:
      if (!limbered) return movement_row(MovementRowId::kProlongArtillery);
      return movement_row(is_horse_artillery(unit.type) ? MovementRowId::kLimberedHorseArtillery
                                                        : MovementRowId::kLimberedFootArtillery);
  }
  throw std::logic_error("a unit category without a movement row");
}

}  // namespace sandtable::rules::mininap
