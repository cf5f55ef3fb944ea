// Typed specifications of input: the fields of a calculator and the rulings of a rule set.
// A front end builds a form or a command line from a specification alone; validate() is the
// one place input is checked, so every caller refuses the same things with the same words.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <vector>

namespace sandtable::engine {

using Json = nlohmann::json;

// Input that cannot be carried out as given: the field it is about (empty when none) and
// what is wrong with it. what() is "field: detail".
class BadInput : public std::invalid_argument {
 public:
  BadInput(std::string field, const std::string& detail);
  // The same with the whole message worded by the caller (say, naming a command's option).
  BadInput(std::string field, const std::string& detail, const std::string& message);
  const std::string& field() const { return field_; }
  const std::string& detail() const { return detail_; }

 private:
  std::string field_;
  std::string detail_;
};

enum class FieldType { kFlag, kWhole, kNumber, kChoice, kText, kObject };

// One field of an input: its name (snake_case; `--kebab-case` on the command line), type,
// limits, default and help.
struct Field {
  std::string name;
  FieldType type = FieldType::kText;
  std::string help;
  std::string unit;     // "cm", "inches", "SP", ... when the value is a quantity
  std::string section;  // the rule section the field (or ruling) interprets
  bool required = false;
  bool positional = false;  // given without its flag on the command line
  bool may_be_off = false;  // also accepts false, meaning "none" (a ruling that can be switched off)
  Json default_value;       // null: no default, and an absent field stays absent
  double min = 0;           // kWhole, kNumber: the stated range, both ends included
  double max = 0;
  std::vector<std::string> choices;  // kChoice: the accepted names (matched in any case)
  std::size_t max_length = 200;      // kText: the most bytes accepted; kObject: the most members
  bool multiline = false;            // kText: may hold line breaks and tabs (a YAML file)

  Field with_default(Json value) const;
  Field with_unit(std::string text) const;
  Field with_section(std::string text) const;
  Field as_required() const;
  Field as_positional() const;
  Field or_off() const;

  Json to_json() const;
};

// A yes/no field, false unless given.
Field flag(std::string name, std::string help);
// A whole number from lo to hi.
Field whole(std::string name, std::int64_t lo, std::int64_t hi, std::string help);
// A finite number from lo to hi.
Field number(std::string name, double lo, double hi, std::string help);
// One of `choices` (kebab-case names).
Field choice(std::string name, std::vector<std::string> choices, std::string help);
// Printable text that may run over several lines (a scenario's YAML), of at most `max_length` bytes.
Field text_block(std::string name, std::string help, std::size_t max_length);
// A seed for digital dice: a whole number from 0 to 2^64 - 1.
Field seed(std::string name, std::string help);
// An object of named values (rulings, say) that the callee checks itself; at most
// `max_members` members.
Field object(std::string name, std::string help, std::size_t max_members = 100);
// Printable text of at most `max_length` bytes.
Field text(std::string name, std::string help, std::size_t max_length = 200);

class InputSpec {
 public:
  InputSpec() = default;
  InputSpec(std::initializer_list<Field> fields);
  explicit InputSpec(std::vector<Field> fields);

  const std::vector<Field>& fields() const { return fields_; }
  const Field* find(const std::string& name) const;
  Json to_json() const;

  // Checks `input` (a JSON object) field by field and returns it with defaults filled in
  // and choices in their canonical case. Throws BadInput naming the first field that is
  // unknown, missing, of the wrong type or out of range.
  Json validate(const Json& input) const;

 private:
  std::vector<Field> fields_;
};

// The value as a short quotation for messages: at most ~40 characters, with "..." after,
// control and invisible characters escaped.
std::string quoted(const std::string& value);

// True if `text` is valid UTF-8 with no control characters and none of the invisible ones
// that can disguise text (bidi embeddings, overrides, isolates and marks; zero-width spaces
// and joiners); with `lines`, line breaks and tabs are allowed.
bool printable(const std::string& text, bool lines = false);

}  // namespace sandtable::engine
