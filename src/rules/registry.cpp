#include "rules/registry.hpp"
#include "engine/rule_set.hpp"

#include "rules/1418/rule_set.hpp"
#include "rules/hitt/rule_set.hpp"
#include "rules/m2m/rule_set.hpp"
#include "rules/hun/rule_set.hpp"
#include "rules/mininap/game.hpp"

namespace sandtable::rules {

namespace {

engine::Registry make_registry() {
  engine::Registry registry;
  // One line per rule set.
  registry.add(mininap::rule_set());
  registry.add(hun::rule_set());
  registry.add(hitt::rule_set());
  registry.add(m2m::rule_set());
  registry.add(gw1418::rule_set());
  return registry;
}

}  // namespace

const engine::Registry& rule_sets() {
  static const engine::Registry registry = make_registry();
  return registry;
}

}  // namespace sandtable::rules
