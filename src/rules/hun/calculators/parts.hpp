// What The Hun at the Gates' calculators share: the fields of a quality and a distance, the
// fields that describe an attack, and a roll's odds and the roll made, as JSON and as text.
#pragma once

#include <functional>
#include <initializer_list>
#include <string>
#include <vector>

#include "engine/rule_set.hpp"
#include "rules/hun/attack.hpp"
#include "rules/hun/chart.hpp"
#include "rules/hun/roll.hpp"

namespace sandtable::rules::hun::calculators {

using engine::Json;

// A quality (III), "soldier" unless given.
engine::Field quality_field(std::string name, std::string help);
// RULINGS.md 4: charts leave out the vital roll.
engine::Field vital_roll_field();
// RULINGS.md 55: the save is one d6, no second die.
engine::Field plain_save_field();
// The model the input asks for: the built-in one, with the vital roll optional or not and
// the save a d66 or a plain d6.
const Model& model_from(const Json& input);

// A distance in inches, from 0 to `most`.
engine::Field inches_field(std::string name, std::string help, double most = kMostInches);

// The fields of an attack that `chart` and `attack` share (the action is positional).
std::vector<engine::Field> situation_fields();
// The attack they describe. For test-vs-mg and test-vs-blast the actor is the figure at risk.
AttackSituation situation_from(const Json& input);

// A roll's odds: "dice" (what to roll), "distribution", "why" and, for a pass or a fail, "chance".
Json roll_json(const RollResult& r);
// The same as text: the dice, the factors one a line, then the chance or the distribution.
std::string roll_text(const Json& odds);

// What a made roll came to: "outcome" (a name), "words" (for people) and any more members.
Json outcome(const std::string& name, const std::string& words, Json more = Json::object());
// A made roll as text: what was rolled, the dice and what each decided, then the words.
std::string made_text(const std::string& what, const Json& made);

// A calculator whose result is one roll: its odds from `odds`, the roll made by reading its
// dice and describing the value with `describe`.
engine::Calculator roll_calculator(std::string name, std::string description, std::vector<engine::Field> fields,
                                   std::function<RollResult(const Json&)> odds,
                                   std::function<Json(const Json& input, int value)> describe, std::vector<Json> examples);

// A pass (1) or fail (0) in the words of its calculator.
std::function<Json(const Json&, int)> pass_fail(std::string pass_words, std::string fail_words);

// A chart row as `hun attack` prints it: "hit on 4+ (a 6, then a second 6: killed, no save);
// save 1 killed, 2-3 wounded, 4-6 scratch".
std::string chart_row_text(const ChartShape& shape);

// A field list made of several.
std::vector<engine::Field> joined(std::initializer_list<std::vector<engine::Field>> parts);

}  // namespace sandtable::rules::hun::calculators
