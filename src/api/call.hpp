// What the Api's calls are made of, for the files that define them.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "api/api.hpp"

namespace sandtable::api {

class OpenGames;

// What a call may use besides its arguments.
struct CallContext {
  const engine::Registry& registry;
  const Options& options;
  OpenGames& games;
};

struct Call {
  std::string name;
  std::string description;
  engine::InputSpec input;
  // Handed its arguments validated against `input`, defaults filled in.
  std::function<Json(CallContext&, const Json& args)> run;
};

std::vector<Call> dice_calls();      // odds, roll
std::vector<Call> rule_set_calls();    // rules
std::vector<Call> simulation_calls();  // simulate, sweep
std::vector<Call> game_calls();      // game.new, game.do, ...

}  // namespace sandtable::api
