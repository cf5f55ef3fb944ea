// The Hun at the Gates: the probability model's figures, read from data/model.json
// (embedded in the binary at build time; docs/hun/probability-model.md explains each one).
#pragma once

#include <array>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

#include "rules/hun/types.hpp"

namespace sandtable::rules::hun {

enum class WeaponKind { kFire, kMg, kBlast, kMelee };

// One attack's figures: where the base chance to hit comes from and what a hit does.
struct WeaponModel {
  WeaponKind kind = WeaponKind::kFire;
  std::optional<int> max_range;                   // inches; none for "no practical maximum"
  std::vector<std::pair<int, double>> range_hit;  // (inches, chance to hit) points, fire and MG
  double hit = 0;                                 // fixed base chance to hit, blast and melee
  double charging = 1;                            // melee: multiplier when the attacker charges
  bool mounted_only = false;                      // the lance
  double kill = 0;                                // chance a hit kills
  double wound = 0;                               // chance a hit wounds
};

struct Model {
  double hit_cap = 0;  // no situation hits more often than this
  bool vital_roll_optional = false;  // charts leave out the vital roll (VIII: "in most cases")
  bool save_second_die = true;       // the save's cuts may split a face, read with a second die
  std::array<double, 5> actor_quality{};
  std::array<double, 5> target_quality{};
  std::array<double, 4> fire_cover{};
  std::array<double, 4> melee_cover{};
  std::array<double, 4> blast_cover{};
  std::array<double, 3> posture{};
  // Multipliers on the chance to hit, each for one field of the app.
  double sharpshooter = 1, firer_moving = 1, firer_wounded = 1, target_wounded = 1, target_mounted = 1;
  double actor_mounted_fire = 1, melee_mounted_vs_foot = 1, melee_foot_vs_mounted = 1, transport_target = 1;
  std::array<WeaponModel, kAttacks.size()> weapons;

  const WeaponModel& weapon(Attack a) const { return weapons[static_cast<std::size_t>(a)]; }
};

// Reads a model from JSON text and checks that its figures keep the model monotone
// (cover, range and posture never help the attacker, quality never hurts him); throws
// std::invalid_argument naming the first figure that does not.
Model parse_model(std::string_view json_text);

// The model built into the binary.
const Model& builtin_model();

// The base chance to hit at a whole number of inches, interpolated between the points.
double range_hit(const WeaponModel& weapon, int inches);

}  // namespace sandtable::rules::hun
