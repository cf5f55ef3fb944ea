// The attack fields that `hun chart` and `hun attack` share, and the situation they describe.
#pragma once

#include <CLI/CLI.hpp>
#include <optional>
#include <string>

#include "rules/hun/attack.hpp"

namespace sandtable::cli::hun {

struct SituationOptions {
  std::string action;
  std::string actor = "soldier";
  std::string target = "soldier";
  std::string cover = "none";
  std::string posture = "standing";
  std::optional<double> range;
  bool actor_mounted = false;
  bool target_mounted = false;
  bool sharpshooter = false;
  bool charging = false;
  bool transport = false;
};

void add_situation_options(CLI::App& command, SituationOptions& o);

// The app's fields as a situation. For the tests the Actor is the figure at risk.
rules::hun::AttackSituation situation(const SituationOptions& o);

// Faces from..to of a die as a chart prints them: "3", "1-2", or "-" for none.
std::string face_range(int from, int to);

}  // namespace sandtable::cli::hun
