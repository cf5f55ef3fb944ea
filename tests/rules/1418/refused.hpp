// The field a calculator's BadInput names for an input, or "accepted".
#pragma once

#include <string>

#include "engine/rule_set.hpp"

namespace sandtable::rules::gw1418 {

inline std::string refused_field(const engine::Calculator& c, const engine::Json& in) {
  try {
    c.run(in);
  } catch (const engine::BadInput& e) {
    return e.field();
  }
  return "accepted";
}

}  // namespace sandtable::rules::gw1418
