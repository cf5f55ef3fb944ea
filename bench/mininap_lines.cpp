#include "mininap_lines.hpp"

#include <fmt/format.h>

namespace sandtable::bench {

namespace {

constexpr double kSpacingCm = 8;
constexpr double kMarginCm = 20;
constexpr double kDepthCm = 140;
constexpr double kFrontCm = 40;  // side 0's front line; side 1's mirrors it
constexpr int kDivisionSize = 10;

// Positions are given for side 0, facing +y; side 1 stands mirrored across the table.
struct Placer {
  int side = 0;

  engine::UnitSpec unit(std::string name, std::string type, int strength, std::string formation, double x,
                        double y) const {
    engine::UnitSpec u;
    u.name = std::move(name);
    u.type = std::move(type);
    u.placed = true;
    u.pose = {{x, side == 0 ? y : kDepthCm - y}, side == 0 ? 90.0 : -90.0};
    u.fields = {{"strength", strength}};
    if (!formation.empty()) u.fields["formation"] = std::move(formation);
    return u;
  }
  engine::UnitSpec commander(const std::string& name, double x, double y) const {
    return unit(name, "command", 2, "", x, y);
  }
};

double slot_x(int slot) { return kMarginCm + slot * kSpacingCm; }

// The brigade of four infantry from `first`, cut short at `units_a_side`.
engine::Command brigade(const Placer& p, int first, int units_a_side) {
  engine::Command c{fmt::format("brigade {}.{}", p.side, first), "brigade",
                    p.commander(fmt::format("GB {}.{}", p.side, first), slot_x(first + 1) + kSpacingCm / 2, kFrontCm - 4),
                    {}, {}};
  for (int k = first; k < first + 4 && k < units_a_side; ++k) {
    const bool light = k == first + 3;
    c.units.push_back(p.unit(fmt::format("infantry {}.{}", p.side, k), light ? "light-infantry" : "line-infantry",
                             light ? 4 : 5, light ? "skirmish" : "column", slot_x(k), kFrontCm));
  }
  return c;
}

engine::Command division(const Placer& p, int first, int units_a_side) {
  const int battery = first + 8;
  engine::Command c{fmt::format("division {}.{}", p.side, first), "division",
                    p.commander(fmt::format("GD {}.{}", p.side, first), slot_x(battery), kFrontCm - 8), {}, {}};
  for (const int b : {first, first + 4}) {
    if (b < units_a_side) c.commands.push_back(brigade(p, b, units_a_side));
  }
  if (battery < units_a_side) {
    c.units.push_back(p.unit(fmt::format("battery {}.{}", p.side, battery), "medium-foot-artillery", 3, "unlimbered",
                             slot_x(battery), kFrontCm));
  }
  if (battery + 1 < units_a_side) {
    c.units.push_back(p.unit(fmt::format("cavalry {}.{}", p.side, battery + 1), "light-cavalry", 4, "column",
                             slot_x(battery + 1), kFrontCm));
  }
  return c;
}

}  // namespace

engine::Scenario lines_scenario(int units_a_side) {
  engine::Scenario s;
  s.source_name = fmt::format("lines of {} units a side", units_a_side);
  s.ruleset = "mininap";
  s.name = s.source_name;
  s.table = {true, 2 * kMarginCm + (units_a_side - 1) * kSpacingCm, kDepthCm, "cm"};
  for (int side = 0; side < 2; ++side) {
    const Placer p{side};
    engine::Command corps{fmt::format("corps {}", side), "corps",
                          p.commander(fmt::format("corps commander {}", side), s.table.width_cm / 2, kFrontCm - 16), {}, {}};
    for (int first = 0; first < units_a_side; first += kDivisionSize) corps.commands.push_back(division(p, first, units_a_side));
    s.sides.push_back({side == 0 ? "Blue" : "Red", corps});
  }
  return s;
}

}  // namespace sandtable::bench
