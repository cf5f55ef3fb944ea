#include "engine/spec.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <limits>
#include <optional>
#include <string_view>

#include "engine/range_text.hpp"

namespace sandtable::engine {

namespace {

std::string lower(std::string text) {
  std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return std::tolower(c); });
  return text;
}

const char* type_name(FieldType type) {
  switch (type) {
    case FieldType::kFlag: return "flag";
    case FieldType::kWhole: return "whole";
    case FieldType::kNumber: return "number";
    case FieldType::kChoice: return "choice";
    case FieldType::kText: return "text";
    case FieldType::kObject: return "object";
  }
  return "text";
}

std::string value_text(const Json& value) {
  return value.is_string() ? quoted(value.get<std::string>()) : quoted(value.dump());
}

Json check_whole(const Field& f, const Json& value) {
  const auto refuse = [&] {
    throw BadInput(f.name, fmt::format("must be a whole number from {}, not {}", range_text(f), value_text(value)));
  };
  constexpr auto kMostSigned = static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max());
  if (value.is_number_unsigned()) {
    const std::uint64_t v = value.get<std::uint64_t>();
    if (static_cast<double>(v) > f.max || static_cast<double>(v) < f.min) refuse();
    // Only a field whose range reaches past the signed numbers (a seed) keeps them unsigned.
    if (f.max > static_cast<double>(kMostSigned)) return v;
    if (v > kMostSigned) refuse();
    return static_cast<std::int64_t>(v);
  }
  if (value.is_number_integer()) {
    const std::int64_t v = value.get<std::int64_t>();
    if (static_cast<double>(v) < f.min || static_cast<double>(v) > f.max) refuse();
    return v;
  }
  if (value.is_number_float()) {
    const double v = value.get<double>();
    if (!std::isfinite(v) || v != std::floor(v) || v < f.min || v > f.max) refuse();
    return static_cast<std::int64_t>(v);
  }
  refuse();
  return nullptr;
}

Json check_number(const Field& f, const Json& value) {
  if (!value.is_number() || !std::isfinite(value.get<double>()) || value.get<double>() < f.min ||
      value.get<double>() > f.max) {
    throw BadInput(f.name, fmt::format("must be a number from {}{}, not {}", range_text(f),
                                       f.unit.empty() ? "" : " " + f.unit, value_text(value)));
  }
  return value;
}

Json check_choice(const Field& f, const Json& value) {
  if (value.is_string()) {
    const std::string wanted = lower(value.get<std::string>());
    for (const std::string& c : f.choices) {
      if (lower(c) == wanted) return c;
    }
  }
  throw BadInput(f.name, fmt::format("must be one of {}, not {}", fmt::join(f.choices, ", "), value_text(value)));
}

Json check_text(const Field& f, const Json& value) {
  if (!value.is_string()) throw BadInput(f.name, fmt::format("must be text, not {}", value_text(value)));
  const std::string& s = value.get_ref<const std::string&>();
  if (s.size() > f.max_length) {
    throw BadInput(f.name, fmt::format("is {} characters long; at most {} are accepted", s.size(), f.max_length));
  }
  // A file's text (a text block) may begin with one byte-order mark, as some editors save
  // it; the mark is dropped. Anywhere else it is an invisible character like any other.
  constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";
  const bool marked = f.multiline && s.starts_with(kByteOrderMark);
  std::string unmarked = marked ? s.substr(kByteOrderMark.size()) : std::string();
  if (!printable(marked ? unmarked : s, f.multiline)) {
    throw BadInput(f.name, "must be printable text (no control characters, valid UTF-8)");
  }
  return marked ? Json(std::move(unmarked)) : value;
}

Json check_object(const Field& f, const Json& value) {
  if (!value.is_object()) throw BadInput(f.name, fmt::format("must be an object of named values, not {}", value_text(value)));
  if (value.size() > f.max_length) throw BadInput(f.name, fmt::format("has {} members; at most {} are accepted", value.size(), f.max_length));
  for (const auto& [key, member] : value.items()) {
    if (key.empty() || key.size() > 80 || !printable(key)) throw BadInput(f.name, fmt::format("has a bad name {}", quoted(key)));
  }
  return value;
}

Json check_value(const Field& f, const Json& value) {
  if (f.may_be_off && value.is_boolean() && !value.get<bool>()) return false;
  switch (f.type) {
    case FieldType::kFlag:
      if (!value.is_boolean()) throw BadInput(f.name, fmt::format("must be true or false, not {}", value_text(value)));
      return value;
    case FieldType::kWhole: return check_whole(f, value);
    case FieldType::kNumber: return check_number(f, value);
    case FieldType::kChoice: return check_choice(f, value);
    case FieldType::kText: return check_text(f, value);
    case FieldType::kObject: return check_object(f, value);
  }
  return value;
}

}  // namespace

BadInput::BadInput(std::string field, const std::string& detail)
    : std::invalid_argument(field.empty() ? detail : field + ": " + detail), field_(std::move(field)), detail_(detail) {}

BadInput::BadInput(std::string field, const std::string& detail, const std::string& message)
    : std::invalid_argument(message), field_(std::move(field)), detail_(detail) {}

namespace {

struct CodePoint {
  std::uint32_t code = 0;
  std::size_t length = 1;  // bytes
};

// The character starting at text[i]; nothing for broken, overlong or surrogate UTF-8.
std::optional<CodePoint> decode(const std::string& text, std::size_t i) {
  const unsigned char c = static_cast<unsigned char>(text[i]);
  std::size_t extra = 0;
  std::uint32_t code = c;
  if (c >= 0x80) {
    if ((c & 0xE0) == 0xC0) {
      extra = 1, code = c & 0x1F;
    } else if ((c & 0xF0) == 0xE0) {
      extra = 2, code = c & 0x0F;
    } else if ((c & 0xF8) == 0xF0) {
      extra = 3, code = c & 0x07;
    } else {
      return std::nullopt;
    }
  }
  for (std::size_t k = 1; k <= extra; ++k) {
    if (i + k >= text.size()) return std::nullopt;
    const unsigned char d = static_cast<unsigned char>(text[i + k]);
    if ((d & 0xC0) != 0x80) return std::nullopt;
    code = (code << 6) | (d & 0x3F);
  }
  const std::uint32_t least[] = {0, 0x80, 0x800, 0x10000};
  if (code < least[extra] || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF)) return std::nullopt;
  return CodePoint{code, extra + 1};
}

bool control(std::uint32_t code) { return code < 0x20 || (code >= 0x7F && code < 0xA0); }

// What a text of several lines may hold besides printable characters (CRLF files, tabs).
bool line_break(std::uint32_t code) { return code == '\n' || code == '\r' || code == '\t'; }

// Characters that change how the text around them shows without showing themselves.
bool invisible(std::uint32_t code) {
  return code == 0x061C || (code >= 0x200B && code <= 0x200F) || (code >= 0x2028 && code <= 0x202E) ||
         (code >= 0x2060 && code <= 0x2069) || code == 0xFEFF;
}

}  // namespace

std::string quoted(const std::string& value) {
  constexpr std::size_t kShown = 40;
  std::string shown;
  std::size_t i = 0;
  while (i < value.size() && shown.size() < kShown) {
    const std::optional<CodePoint> c = decode(value, i);
    if (!c) {
      shown += fmt::format("\\x{:02x}", static_cast<unsigned char>(value[i]));
      ++i;
      continue;
    }
    if (control(c->code) || invisible(c->code)) {
      shown += c->code < 0x100 ? fmt::format("\\x{:02x}", c->code) : fmt::format("\\u{:04x}", c->code);
    } else {
      shown.append(value, i, c->length);
    }
    i += c->length;
  }
  return "'" + shown + (i < value.size() ? "...'" : "'");
}

bool printable(const std::string& text, bool lines) {
  for (std::size_t i = 0; i < text.size();) {
    const std::optional<CodePoint> c = decode(text, i);
    if (!c || invisible(c->code) || (control(c->code) && !(lines && line_break(c->code)))) return false;
    i += c->length;
  }
  return true;
}

Field Field::with_default(Json value) const {
  Field f = *this;
  f.default_value = std::move(value);
  return f;
}
Field Field::with_unit(std::string text) const {
  Field f = *this;
  f.unit = std::move(text);
  return f;
}
Field Field::with_section(std::string text) const {
  Field f = *this;
  f.section = std::move(text);
  return f;
}
Field Field::as_required() const {
  Field f = *this;
  f.required = true;
  return f;
}
Field Field::as_positional() const {
  Field f = *this;
  f.positional = true;
  return f;
}
Field Field::or_off() const {
  Field f = *this;
  f.may_be_off = true;
  return f;
}

Json Field::to_json() const {
  Json j = {{"name", name}, {"type", type_name(type)}, {"help", help}, {"required", required}};
  if (!default_value.is_null()) j["default"] = default_value;
  if (!unit.empty()) j["unit"] = unit;
  if (!section.empty()) j["section"] = section;
  if (positional) j["positional"] = true;
  if (may_be_off) j["may_be_off"] = true;
  if (type == FieldType::kWhole) {
    j["min"] = static_cast<std::int64_t>(min);
    j["max"] = max > 9.2e18 ? Json(std::numeric_limits<std::uint64_t>::max()) : Json(static_cast<std::int64_t>(max));
  }
  if (type == FieldType::kNumber) j["min"] = min, j["max"] = max;
  if (type == FieldType::kChoice) j["choices"] = choices;
  if (type == FieldType::kText) j["max_length"] = max_length;
  if (multiline) j["multiline"] = true;
  if (type == FieldType::kObject) j["max_members"] = max_length;
  return j;
}

Field flag(std::string name, std::string help) {
  Field f;
  f.name = std::move(name);
  f.type = FieldType::kFlag;
  f.help = std::move(help);
  f.default_value = false;
  return f;
}

Field whole(std::string name, std::int64_t lo, std::int64_t hi, std::string help) {
  Field f;
  f.name = std::move(name);
  f.type = FieldType::kWhole;
  f.help = std::move(help);
  f.min = static_cast<double>(lo);
  f.max = static_cast<double>(hi);
  return f;
}

Field number(std::string name, double lo, double hi, std::string help) {
  Field f;
  f.name = std::move(name);
  f.type = FieldType::kNumber;
  f.help = std::move(help);
  f.min = lo;
  f.max = hi;
  return f;
}

Field choice(std::string name, std::vector<std::string> choices, std::string help) {
  Field f;
  f.name = std::move(name);
  f.type = FieldType::kChoice;
  f.help = std::move(help);
  f.choices = std::move(choices);
  return f;
}

Field text_block(std::string name, std::string help, std::size_t max_length) {
  Field f = text(std::move(name), std::move(help), max_length);
  f.multiline = true;
  return f;
}

Field seed(std::string name, std::string help) {
  Field f = whole(std::move(name), 0, 0, std::move(help));
  f.max = static_cast<double>(std::numeric_limits<std::uint64_t>::max());
  return f;
}

Field object(std::string name, std::string help, std::size_t max_members) {
  Field f;
  f.name = std::move(name);
  f.type = FieldType::kObject;
  f.help = std::move(help);
  f.max_length = max_members;
  return f;
}

Field text(std::string name, std::string help, std::size_t max_length) {
  Field f;
  f.name = std::move(name);
  f.type = FieldType::kText;
  f.help = std::move(help);
  f.max_length = max_length;
  return f;
}

InputSpec::InputSpec(std::initializer_list<Field> fields) : fields_(fields) {}
InputSpec::InputSpec(std::vector<Field> fields) : fields_(std::move(fields)) {}

const Field* InputSpec::find(const std::string& name) const {
  for (const Field& f : fields_) {
    if (f.name == name) return &f;
  }
  return nullptr;
}

Json InputSpec::to_json() const {
  Json fields = Json::array();
  for (const Field& f : fields_) fields.push_back(f.to_json());
  return fields;
}

Json InputSpec::validate(const Json& input) const {
  if (!input.is_null() && !input.is_object()) throw BadInput("", "the input must be a JSON object of named fields");
  Json out = Json::object();
  if (input.is_object()) {
    for (const auto& [key, value] : input.items()) {
      if (find(key) != nullptr) continue;
      std::vector<std::string> known;
      for (const Field& f : fields_) known.push_back(f.name);
      throw BadInput(key, fmt::format("no such field (known: {})", known.empty() ? "none" : fmt::format("{}", fmt::join(known, ", "))));
    }
  }
  for (const Field& f : fields_) {
    const bool given = input.is_object() && input.contains(f.name) && !input[f.name].is_null();
    if (!given) {
      if (f.required) throw BadInput(f.name, "is required");
      if (!f.default_value.is_null()) out[f.name] = f.default_value;
      continue;
    }
    out[f.name] = check_value(f, input[f.name]);
  }
  return out;
}

}  // namespace sandtable::engine
