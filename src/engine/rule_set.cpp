#include "engine/rule_set.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "engine/game.hpp"
#include "engine/scenario_members.hpp"

namespace sandtable::engine {

InputSpec Calculator::fields() const {
  if (!roll) return input;
  std::vector<Field> all = input.fields();
  all.insert(all.end(), dice_fields().begin(), dice_fields().end());
  return InputSpec(std::move(all));
}

Json Calculator::run(const Json& given) const {
  if (!roll) return compute(input.validate(given));
  const Json all = fields().validate(given);
  Json declared = all;
  for (const Field& f : dice_fields()) declared.erase(f.name);
  const Json result = compute(declared);
  return asks_for_dice(all) ? make_roll(roll, all, result) : result;
}

Json Calculator::describe() const {
  return {{"name", name},         {"description", description}, {"input", fields().to_json()},
          {"examples", examples}, {"text", static_cast<bool>(text)}, {"roll", static_cast<bool>(roll)}};
}

Json ScenarioSchema::to_json() const {
  return {{"distance_unit", distance_unit}, {"unit_types", unit_types},     {"formations", formations},
          {"terrain_kinds", terrain_kinds}, {"unit_fields", unit_fields.to_json()}, {"setup", setup.to_json()},
          {"units_placed", units_placed}, {"command_fields", command_fields.to_json()}};
}

Rulings RuleSet::checked_rulings(const Rulings& given) const {
  Json object = Json::object();
  for (const auto& [ruling, value] : given) object[ruling] = value;
  Json checked;
  try {
    checked = rulings.validate(object);
  } catch (const BadInput& e) {
    if (rulings.find(e.field()) == nullptr) {
      std::vector<std::string> known;
      for (const Field& f : rulings.fields()) known.push_back(f.name);
      const std::string detail = fmt::format("unknown ruling {} of {} (known: {})", quoted(e.field()), name,
                                             known.empty() ? "none" : fmt::format("{}", fmt::join(known, ", ")));
      throw BadInput(e.field(), detail, detail);
    }
    const std::string detail = fmt::format("ruling {} of {} {}", quoted(e.field()), name, e.detail());
    throw BadInput(e.field(), detail, detail);
  }
  Rulings out;
  for (const auto& [key, value] : checked.items()) out[key] = value;
  return out;
}

void RuleSet::check_victory(const Scenario& victory_scenario) const {
  try {
    victory_terms.validate(victory_scenario.victory);
  } catch (const BadInput& e) {
    const auto at = victory_scenario.victory_where.find(e.field());
    const std::string where = at == victory_scenario.victory_where.end() ? victory_scenario.source_name : at->second;
    const std::string detail = fmt::format("victory term of {}: {}", name, e.detail());
    throw BadInput(e.field(), detail, fmt::format("{}: victory.{}: {}", where, e.field(), detail));
  }
}

Scenario RuleSet::checked_scenario(const Scenario& given) const {
  Scenario checked = given;
  check_scenario_members(checked, scenario, name);
  check_victory(checked);
  return checked;
}

std::unique_ptr<Game> RuleSet::start(const Scenario& game_scenario, const Rulings& given) const {
  if (!new_game) throw BadInput("ruleset", fmt::format("{} has no tracked game yet, only its calculators", name));
  return new_game(checked_scenario(game_scenario), checked_rulings(given));
}

const Calculator& RuleSet::calculator(std::string_view wanted) const {
  std::vector<std::string> known;
  for (const Calculator& c : calculators) {
    if (c.name == wanted) return c;
    known.push_back(c.name);
  }
  throw BadInput("call", fmt::format("{} has no calculator {} (it has: {})", id, quoted(std::string(wanted)),
                                     known.empty() ? "none" : fmt::format("{}", fmt::join(known, ", "))));
}

Json RuleSet::describe() const {
  Json calcs = Json::array();
  for (const Calculator& c : calculators) calcs.push_back(c.describe());
  Json styles = Json::array();
  for (const AiStyle& s : ai_styles) styles.push_back({{"name", s.name}, {"about", s.about}});
  return {{"id", id},
          {"name", name},
          {"about", about},
          {"rulings", rulings.to_json()},
          {"calculators", std::move(calcs)},
          {"scenario", scenario.to_json()},
          {"victory_terms", victory_terms.to_json()},
          {"game", static_cast<bool>(new_game)},
          {"ai", static_cast<bool>(choose)},
          {"ai_styles", std::move(styles)},
          {"fast_simulator", static_cast<bool>(battle_simulator)}};
}

void Registry::add(RuleSet rule_set) {
  if (rule_set.id.empty()) throw std::invalid_argument("a rule set needs an id");
  for (const RuleSet& r : rule_sets_) {
    if (r.id == rule_set.id) throw std::invalid_argument(fmt::format("rule set id '{}' is registered twice", r.id));
  }
  for (const Calculator& c : rule_set.calculators) {
    if (c.name.empty() || !c.compute) {
      throw std::invalid_argument(fmt::format("rule set '{}' has a calculator without a name or compute", rule_set.id));
    }
    for (const Field& f : dice_fields()) {
      if (c.roll && c.input.find(f.name) != nullptr) {
        throw std::invalid_argument(fmt::format("{}.{} declares '{}', a field the engine adds to a calculator with a roll",
                                                rule_set.id, c.name, f.name));
      }
    }
  }
  rule_sets_.push_back(std::move(rule_set));
}

const RuleSet& Registry::find(std::string_view id) const {
  std::string known;
  for (const RuleSet& r : rule_sets_) {
    if (r.id == id) return r;
    known += (known.empty() ? "" : ", ") + r.id;
  }
  throw UnknownRuleSet(fmt::format("no rule set {} (known: {})", quoted(std::string(id)), known.empty() ? "none" : known));
}

}  // namespace sandtable::engine
