// What a rule set declares, and the registry that is the program's one list of them.
//
// A rule set declares its rulings (typed, with defaults, ranges and the rule section each
// interprets), its calculators (typed input -> JSON result), what its scenarios may name,
// and how to start a game; optionally its AI and a fast simulator. Every front end (the
// command line, the JSON API, the web app, the server) reads these declarations and never
// hard-codes a rule set.
#pragma once

#include <functional>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "core/random.hpp"
#include "engine/calculator_dice.hpp"
#include "engine/request.hpp"
#include "engine/scenario.hpp"
#include "engine/spec.hpp"
#include "sim/run.hpp"

namespace sandtable::engine {

class Game;

// A table-side calculator: for a validated input, a JSON result (its exact distributions
// and the factors behind them), and optionally that result as text for people.
struct Calculator {
  std::string name;         // e.g. "fire"; called as RULESET.NAME
  std::string description;  // one line
  InputSpec input;
  std::function<Json(const Json& input)> compute;
  // Text for the table (40 columns where it can); without it front ends show the JSON.
  std::function<std::string(const Json& input, const Json& result)> text = {};
  // Valid inputs, the text's own worked examples where it has them: the conformance suite
  // runs each, and front ends offer them. At least one.
  std::vector<Json> examples = {};
  // Optional: makes the roll the result gives the odds of, with dice asked for one request at
  // a time (the reason of each says what the die decides). A calculator with a roll also
  // takes the engine's dice fields (seed, dice, roll): given one of them, run() makes the roll
  // (calculator_dice.hpp). Its input has the dice fields; typed_dice(input) tells the two
  // kinds of dice apart.
  RollFn roll = {};

  // The declared input and, for a calculator with a roll, the engine's dice fields.
  InputSpec fields() const;
  // Validates `given` against fields() (BadInput names the field), then computes, and makes
  // the roll when the dice fields ask for it.
  Json run(const Json& given) const;
  Json describe() const;
};

// What a rule set's scenarios may name, for front ends that build or edit them. The engine
// checks the members declared here (RuleSet::checked_scenario); the rule set checks the
// meaning of the rest itself, with file:line:column.
struct ScenarioSchema {
  std::string distance_unit = "cm";
  std::vector<std::string> unit_types;
  std::vector<std::string> formations;
  std::vector<std::string> terrain_kinds;
  // The members a unit may have besides name, type, x, y and facing (say strength).
  InputSpec unit_fields = {};
  // The scenario-wide settings under `setup:` (say a game mode).
  InputSpec setup = {};
  // True when every unit stands on the table: a table and each unit's x and y are required.
  bool units_placed = true;
  // The members a command may have besides name, level, commander, units and commands (say a
  // battalion's transport); none unless declared.
  InputSpec command_fields = {};
  Json to_json() const;
};

// A named style of a rule set's AI ("cautious", "bold"), besides its standard one.
struct AiStyle {
  std::string name;
  std::string about;  // one line: how it plays differently
  std::function<Action(const Game&, const Decision&, core::Rng&)> choose;
};

struct RuleSet {
  std::string id;    // e.g. "mininap"
  std::string name;  // e.g. "Mini-Nap 2"
  // Creates a game (empty while a rule set has only its calculators). The rulings it is handed have been checked against `rulings` and carry
  // every declared ruling (defaults filled in). Throws BadInput (or std::invalid_argument)
  // for a scenario it cannot play.
  std::function<std::unique_ptr<Game>(const Scenario&, const Rulings&)> new_game;
  // Optional: the rule set's own AI, choosing for a side in solo play and in simulations.
  // Without it a built-in policy chooses (play/policy.hpp).
  std::function<Action(const Game&, const Decision&, core::Rng&)> choose = {};
  // Optional: other styles of that AI a player may pick by name, each with its own chooser.
  std::vector<AiStyle> ai_styles = {};
  // Optional: reads the scenario once and returns what plays one whole battle with the rule
  // set's AI and the dice of its Rng, much faster than a Game driven through requests.
  // Without it `simulate` plays Games through.
  std::function<sim::BattleFn(const Scenario&, const Rulings&)> battle_simulator = {};
  // What sandtable does for this rule set, a sentence or two for a home page.
  std::string about = {};
  // Every ruling: its type, default, range, one-line description and section.
  InputSpec rulings = {};
  std::vector<Calculator> calculators = {};
  ScenarioSchema scenario = {};
  // The victory terms its scenarios may give under `victory:`, typed like the rulings; any
  // other term is refused. None: the rules and rulings alone decide victory.
  InputSpec victory_terms = {};

  // `given` checked against the declared rulings, with every default filled in. Throws
  // BadInput naming the ruling and what it allows.
  Rulings checked_rulings(const Rulings& given) const;
  // Throws BadInput, saying file:line:column, for a victory term of `victory_scenario` that
  // is not declared or not as declared.
  void check_victory(const Scenario& victory_scenario) const;
  // `given` with its units' members and setup checked against `scenario` (defaults filled
  // in) and its victory terms checked. Throws InputError listing every problem as
  // "file:line:column: path: what".
  Scenario checked_scenario(const Scenario& given) const;
  // A new game of `scenario` under `given` rulings (checked_scenario and the rulings first).
  std::unique_ptr<Game> start(const Scenario& game_scenario, const Rulings& given) const;
  // The calculator called `name`; BadInput listing the calculators if there is none.
  const Calculator& calculator(std::string_view name) const;
  // Everything the rule set declares, as JSON (for `sandtable rules ID --json`).
  Json describe() const;
};

// No rule set has the id asked for.
class UnknownRuleSet : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// The rule sets a program knows, by id.
class Registry {
 public:
  // Adds a rule set; throws std::invalid_argument if its id is empty or already taken.
  void add(RuleSet rule_set);
  // The rule set with this id; UnknownRuleSet (listing the known ids) if there is none.
  const RuleSet& find(std::string_view id) const;
  const std::vector<RuleSet>& all() const { return rule_sets_; }

 private:
  std::vector<RuleSet> rule_sets_;
};

}  // namespace sandtable::engine
