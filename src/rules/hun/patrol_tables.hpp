// The Hun at the Gates, XII and XIII: the tables the app uses to generate enemy units,
// read from data/patrol.json (embedded at build time; docs/hun/patrol-mode.md explains them).
#pragma once

#include <array>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "rules/hun/types.hpp"

namespace sandtable::rules::hun {

enum class Mode { kPatrol, kDefense };
Mode parse_mode(std::string_view text);
std::string_view name(Mode m);

struct DistanceDice {
  int dice = 4;
  int plus_inches = 6;
};

struct Scoring {
  double survived = 1, half_strength = 1, unscathed = 1, supply_captured = 2, headquarters_member = 2,
         driven_off = 1, per_foot_crossed = 2.5;
};

struct PatrolTables {
  std::array<int, 2> spotted_on_d6{6, 5};         // by Mode
  int max_enemy_units = 40;
  std::array<std::string, 13> unit_type_2d6;      // index 2..12
  std::array<Quality, 7> quality_d6{};            // index 1..6
  Quality supply_quality = Quality::kConscript;
  int supply_attendants_d3_times = 2;
  std::map<std::string, DistanceDice> distance;   // by unit type
  std::vector<std::string> directions;
  int units_per_general = 3;
  Quality general_quality = Quality::kElite;
  Scoring scoring;
};

// Reads the tables; throws std::invalid_argument on a gap (a 2D6 total with no type, a type with no
// distance, ...).
PatrolTables parse_patrol_tables(std::string_view json_text);
const PatrolTables& builtin_patrol_tables();

inline constexpr std::string_view kSupplyTransport = "supply-transport";
inline constexpr std::string_view kGeneral = "general";
inline constexpr std::string_view kHeadquarters = "headquarters";

}  // namespace sandtable::rules::hun
