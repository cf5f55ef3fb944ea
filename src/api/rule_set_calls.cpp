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
    Json styles = Json::array();
    for (const engine::AiStyle& s : r.ai_styles) styles.push_back({{"name", s.name}, {"about", s.about}});
    all.push_back({{"id", r.id}, {"name", r.name}, {"about", r.about}, {"calculators", std::move(calculators)},
                   {"rulings", r.rulings.fields().size()}, {"ai", static_cast<bool>(r.choose)}, {"ai_styles", std::move(styles)}});
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
