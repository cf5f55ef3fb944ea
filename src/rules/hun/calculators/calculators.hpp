// The Hun at the Gates' table-side calculators, declared for the engine: every front end (the
// command line, the JSON API, the web app) builds its form and its call from these.
#pragma once

#include <vector>

#include "engine/rule_set.hpp"

namespace sandtable::rules::hun::calculators {

engine::Calculator chart_calculator();
engine::Calculator attack_calculator();
engine::Calculator move_calculator();
engine::Calculator morale_calculator();
engine::Calculator rally_calculator();
engine::Calculator command_calculator();
engine::Calculator heal_calculator();
engine::Calculator fire_mg_calculator();
engine::Calculator fire_artillery_calculator();
engine::Calculator throw_bomb_calculator();
engine::Calculator support_calculator();
engine::Calculator charge_calculator();
engine::Calculator counter_charge_calculator();
engine::Calculator vehicle_calculator();
engine::Calculator train_calculator();
engine::Calculator initiative_calculator();
engine::Calculator patrol_score_calculator();

// All of them, in the order of the rule book.
inline std::vector<engine::Calculator> all() {
  return {initiative_calculator(),     command_calculator(),     move_calculator(),
          chart_calculator(),          attack_calculator(),      heal_calculator(),
          fire_mg_calculator(),        fire_artillery_calculator(), throw_bomb_calculator(),
          support_calculator(),        charge_calculator(),      counter_charge_calculator(),
          morale_calculator(),         rally_calculator(),       vehicle_calculator(),
          train_calculator(),          patrol_score_calculator()};
}

}  // namespace sandtable::rules::hun::calculators
