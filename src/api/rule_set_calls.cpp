// rules: what the rule sets declare.
#include "api/call.hpp"

namespace sandtable::api {

namespace {

Json rules(CallContext& context, const Json& args) {
  if (args.contains("ruleset")) return context.registry.find(args["ruleset"].get<std::string>()).describe();
  Json all = Json::array();
  for (const engine::RuleSet& r : context.registry.all()) {
    Json calculators = Json::array();
    for (const engine::Calculator& c : r.calculators) calculators.push_back(c.name);
    all.push_back({{"id", r.id}, {"name", r.name}, {"about", r.about}, {"calculators", std::move(calculators)},
                   {"rulings", r.rulings.fields().size()}});
  }
  return {{"rule_sets", std::move(all)}};
}

}  // namespace

std::vector<Call> rule_set_calls() {
  return {
      {"rules", "the rule sets; with ruleset, everything one declares (rulings, calculators, scenario schema)",
       {engine::text("ruleset", "a rule set's id, e.g. mininap", 40)}, rules},
  };
}

}  // namespace sandtable::api
