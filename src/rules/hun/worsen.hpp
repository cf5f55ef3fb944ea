// The Hun at the Gates, IV.B: the one-step changes to an attack that must never help the
// attacker (more cover, longer range, a running or prone target, moving fire, a wounded
// firer, worse quality, ...). The model and its charts are checked against every one.
#pragma once

#include <string_view>
#include <vector>

#include "rules/hun/attack.hpp"

namespace sandtable::rules::hun {

struct Worsening {
  std::string_view name;
  // Makes the change to `s`; false (and `s` unusable) when it does not apply.
  bool (*apply)(AttackSituation& s, const Model& model);
};

const std::vector<Worsening>& worsenings();

}  // namespace sandtable::rules::hun
