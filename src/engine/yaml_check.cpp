#include "engine/yaml_check.hpp"

#include <cmath>
#include <fmt/format.h>

namespace sandtable::engine {

namespace {

std::string join_lines(const std::vector<std::string>& lines) {
  std::string out;
  for (const std::string& line : lines) out += (out.empty() ? "" : "\n") + line;
  return out;
}

std::string shown(const YAML::Node& node) {
  if (node.IsScalar()) return fmt::format("'{}'", node.Scalar());
  if (node.IsMap()) return "a map";
  if (node.IsSequence()) return "a list";
  return "nothing";
}

}  // namespace

InputError::InputError(std::vector<std::string> problems)
    : std::runtime_error(join_lines(problems)), problems_(std::move(problems)) {}

std::string YamlChecker::where(const YAML::Node& at) const {
  const YAML::Mark mark = at.Mark();
  return mark.is_null() ? source_ : fmt::format("{}:{}:{}", source_, mark.line + 1, mark.column + 1);
}

void YamlChecker::fail(const YAML::Node& at, std::string_view path, std::string_view message) {
  problems_.push_back(fmt::format("{}: {}: {}", where(at), path, message));
}

void YamlChecker::throw_if_failed() const {
  if (!problems_.empty()) throw InputError(problems_);
}

bool YamlChecker::map(const YAML::Node& node, std::string_view path, std::initializer_list<std::string_view> keys) {
  if (!node.IsMap()) {
    fail(node, path, fmt::format("expected a map, got {}", shown(node)));
    return false;
  }
  if (keys.size() == 0) return true;
  for (const auto& entry : node) {
    const std::string key = entry.first.Scalar();
    bool known = false;
    for (std::string_view k : keys) known = known || k == key;
    if (!known) {
      std::string expected;
      for (std::string_view k : keys) expected += fmt::format("{}{}", expected.empty() ? "" : ", ", k);
      fail(entry.first, path, fmt::format("unknown key '{}' (expected one of: {})", key, expected));
    }
  }
  return true;
}

bool YamlChecker::sequence(const YAML::Node& node, std::string_view path, std::size_t min_size) {
  if (!node.IsSequence()) {
    fail(node, path, fmt::format("expected a list, got {}", shown(node)));
    return false;
  }
  if (node.size() < min_size) {
    fail(node, path, fmt::format("expected at least {} items, got {}", min_size, node.size()));
    return false;
  }
  return true;
}

std::optional<YAML::Node> YamlChecker::member(const YAML::Node& map, std::string_view path, const std::string& key,
                                              bool required) {
  // A missing key gives an invalid node that throws on any use but IsDefined().
  const YAML::Node node = map[key];
  if (node.IsDefined()) return node;
  if (required) fail(map, path, fmt::format("missing required key '{}'", key));
  return std::nullopt;
}

std::optional<std::string> YamlChecker::text(const YAML::Node& node, std::string_view path,
                                             std::initializer_list<std::string_view> allowed) {
  if (!node.IsScalar() || node.Scalar().empty()) {
    fail(node, path, fmt::format("expected a non-empty text, got {}", shown(node)));
    return std::nullopt;
  }
  if (allowed.size() == 0) return node.Scalar();
  std::string expected;
  for (std::string_view a : allowed) {
    if (a == node.Scalar()) return node.Scalar();
    expected += fmt::format("{}{}", expected.empty() ? "" : ", ", a);
  }
  fail(node, path, fmt::format("'{}' is not allowed (expected one of: {})", node.Scalar(), expected));
  return std::nullopt;
}

std::optional<double> YamlChecker::number(const YAML::Node& node, std::string_view path, double lo, double hi) {
  double value = 0;
  if (!node.IsScalar() || !YAML::convert<double>::decode(node, value) || !std::isfinite(value)) {
    fail(node, path, fmt::format("expected a number, got {}", shown(node)));
    return std::nullopt;
  }
  if (value < lo || value > hi) {
    fail(node, path, fmt::format("{} is out of range ({} to {})", node.Scalar(), lo, hi));
    return std::nullopt;
  }
  return value;
}

std::optional<int> YamlChecker::integer(const YAML::Node& node, std::string_view path, int lo, int hi) {
  long long value = 0;
  if (!node.IsScalar() || !YAML::convert<long long>::decode(node, value)) {
    fail(node, path, fmt::format("expected a whole number, got {}", shown(node)));
    return std::nullopt;
  }
  if (value < lo || value > hi) {
    fail(node, path, fmt::format("{} is out of range ({} to {})", node.Scalar(), lo, hi));
    return std::nullopt;
  }
  return static_cast<int>(value);
}

namespace {

nlohmann::json to_json_within(const YAML::Node& node, std::size_t& budget) {
  if (budget == 0) throw std::length_error("too many values");
  --budget;
  if (node.IsMap()) {
    nlohmann::json out = nlohmann::json::object();
    for (const auto& entry : node) out[entry.first.Scalar()] = to_json_within(entry.second, budget);
    return out;
  }
  if (node.IsSequence()) {
    nlohmann::json out = nlohmann::json::array();
    for (const auto& item : node) out.push_back(to_json_within(item, budget));
    return out;
  }
  if (!node.IsScalar()) return nullptr;
  if (node.Tag() == "!") return node.Scalar();  // quoted: a string whatever it looks like
  long long i = 0;
  double d = 0;
  bool b = false;
  if (YAML::convert<long long>::decode(node, i)) return i;
  if (YAML::convert<double>::decode(node, d) && std::isfinite(d)) return d;
  if (node.Scalar() == "true" || node.Scalar() == "false") {
    YAML::convert<bool>::decode(node, b);
    return b;
  }
  return node.Scalar();
}

}  // namespace

nlohmann::json yaml_to_json(const YAML::Node& node, std::size_t max_values) {
  std::size_t budget = max_values;
  try {
    return to_json_within(node, budget);
  } catch (const std::length_error&) {
    throw std::length_error(fmt::format("more than {} values", max_values));
  }
}

}  // namespace sandtable::engine
