// The Hun at the Gates: the app's tables for rolls other than attacks, read from
// data/tables.json (embedded at build time; docs/hun/tables.md explains them).
#pragma once

#include <array>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "rules/hun/types.hpp"

namespace sandtable::rules::hun {

using QualityTable = std::array<int, 5>;  // indexed by Quality

struct MovementTables {
  std::map<std::string, std::array<int, 2>> base_inches;            // action -> {foot, mounted}
  std::map<std::string, std::array<int, 2>> transport_base_inches;  // action -> {foot, mounted}
  QualityTable quality_bonus{};
  int wounded_divisor = 2;  // X is divided by this for wounded figures
  // Each inch in rough terrain costs this many inches of the move.
  int rough_divisor_foot = 2, rough_divisor_mounted = 4, rough_divisor_transport = 4;
  int linear_obstacle_inches = 1, road_multiplier = 2;
  struct VehicleSpeed {
    bool mounted = false;  // moves as transport advancing mounted (else on foot)
    int times = 1;
  };
  std::map<std::string, VehicleSpeed> vehicle_speeds;
  double train_change_fraction = 0.5;
  int train_change_min_inches = 3;
  int boarding_inches = 1;
};

struct MoraleTables {
  QualityTable pass_on_2d6{};
  int general = 0, musician = 0, colours = 0, half_strength = 0;
  int rally_harder_by = 0;
  int always_fails = 2, always_passes = 12;
  int general_inches = 6, colours_inches = 3, musician_inches = 3;
};

struct CommandTables {
  int radius_inches = 18;
  int musician_radius_inches = 24;
  QualityTable pass_on_d6{};
  int harder_per_inches_beyond = 12;
};

struct ArtilleryBracket {
  std::string name;
  std::optional<int> up_to_inches;  // none: every longer range
  int on_target_d6 = 4;
  int deviation_d6 = 1;
};

struct FireTables {
  std::vector<ArtilleryBracket> brackets;
  int blast_inches = 3, heavy_blast_inches = 6, overhead_min_inches = 6, min_crew = 2;
  int bomb_max_inches = 6, bomb_blast_inches = 2, bomb_deviation_d3 = 1;
  QualityTable bomb_on_target_d6{};
  int support_arrives_on_2d6 = 9, support_lost_on_2d6 = 2, registration_per_turn = 1;
};

struct Tables {
  MovementTables movement;
  MoraleTables morale;
  CommandTables command;
  QualityTable heal_pass_on_d6{};
  int heal_move_inches = 6;
  FireTables fire;
  double veteran_fraction_of_charge = 0.5;
  int elite_defensive_range_inches = 0;
};

// Reads the tables from JSON text; throws std::invalid_argument on a missing or nonsensical figure.
Tables parse_tables(std::string_view json_text);

const Tables& builtin_tables();

inline int at(const QualityTable& t, Quality q) { return t[static_cast<std::size_t>(q)]; }

// Throws engine::BadInput on `field` unless `inches` is a distance from 0 to kMostInches.
void require_distance(double inches, const char* field);

}  // namespace sandtable::rules::hun
