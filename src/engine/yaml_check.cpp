#include "engine/yaml_check.hpp"

#include <cmath>
#include <fmt/format.h>

#include "engine/spec.hpp"

namespace sandtable::engine {

namespace {

constexpr std::size_t kMaxProblems = 20;  // listed; the rest are counted
constexpr const char* kTooMany = "more than {} values (do aliases repeat a large part?)";
constexpr const char* kTooDeep = "nested deeper than {} levels (does an alias contain itself?)";

std::string join_lines(const std::vector<std::string>& lines) {
  std::string out;
  for (const std::string& line : lines) out += (out.empty() ? "" : "\n") + line;
  return out;
}

std::string shown(const YAML::Node& node) {
  if (node.IsScalar()) return engine::quoted(node.Scalar());
  if (node.IsMap()) return "a map";
  if (node.IsSequence()) return "a list";
  return "nothing";
}

// UTF-8 characters, counting any stray byte as one.
std::size_t characters(const std::string& text) {
  std::size_t n = 0;
  for (const char c : text) n += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
  return n;
}

}  // namespace

InputError::InputError(std::vector<std::string> problems)
    : std::runtime_error(join_lines(problems)), problems_(std::move(problems)) {}

std::string YamlChecker::where(const YAML::Node& at) const {
  const YAML::Mark mark = at.Mark();
  return mark.is_null() ? source_ : fmt::format("{}:{}:{}", source_, mark.line + 1, mark.column + 1);
}

void YamlChecker::fail(const YAML::Node& at, std::string_view path, std::string_view message) {
  fail_at(where(at), path, message);
}

void YamlChecker::fail_at(std::string_view where, std::string_view path, std::string_view message) {
  problems_.push_back(fmt::format("{}: {}: {}", where, path, message));
}

void YamlChecker::throw_if_failed() const {
  if (problems_.size() <= kMaxProblems) {
    if (!problems_.empty()) throw InputError(problems_);
    return;
  }
  std::vector<std::string> first(problems_.begin(), problems_.begin() + kMaxProblems);
  first.push_back(fmt::format("{}: and {} more problems", source_, problems_.size() - kMaxProblems));
  throw InputError(std::move(first));
}

bool YamlChecker::structure(const YAML::Node& root, std::string_view root_path) {
  root_path_ = root_path;
  std::size_t budget = kMaxYamlValues;
  return walk(root, "", 0, budget) == Walk::kOn;
}

YamlChecker::Walk YamlChecker::walk(const YAML::Node& node, const std::string& path, int depth, std::size_t& budget) {
  if (budget == 0) return Walk::kTooMany;
  --budget;
  if (depth > kMaxYamlDepth) {
    fail(node, path.substr(0, path.find_first_of(".[")), fmt::format(kTooDeep, kMaxYamlDepth));
    return Walk::kTooDeep;
  }
  // Running out of values is reported at the top-level member it happened in.
  const auto inner = [&](const YAML::Node& item, const std::string& item_path) {
    const Walk w = walk(item, item_path, depth + 1, budget);
    if (w == Walk::kTooMany && depth == 0) fail(item, item_path, fmt::format(kTooMany, kMaxYamlValues));
    return w;
  };
  if (node.IsSequence()) {
    std::size_t i = 0;
    for (const YAML::Node& item : node) {
      if (const Walk w = inner(item, fmt::format("{}[{}]", path, i++)); w != Walk::kOn) return w;
    }
  }
  if (node.IsMap()) {
    std::map<std::string, int> first_lines;
    for (const auto& entry : node) {
      check_key(entry.first, path.empty() ? root_path_ : path, first_lines);
      const std::string key = entry.first.IsScalar() ? entry.first.Scalar() : "?";
      if (const Walk w = inner(entry.second, path.empty() ? key : path + "." + key); w != Walk::kOn) return w;
    }
  }
  return Walk::kOn;
}

void YamlChecker::check_key(const YAML::Node& key, std::string_view path, std::map<std::string, int>& first_lines) {
  if (!key.IsScalar()) {
    fail(key, path, fmt::format("a key must be a name, not {}", shown(key)));
    return;
  }
  if (!checked_text(key, path, kMaxNameLength, false)) return;
  const auto [first, inserted] = first_lines.emplace(key.Scalar(), key.Mark().line + 1);
  if (!inserted) fail(key, path, fmt::format("key {} repeats the one at line {}", engine::quoted(key.Scalar()), first->second));
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
      fail(entry.first, path, fmt::format("unknown key {} (expected one of: {})", engine::quoted(key), expected));
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

std::optional<std::string> YamlChecker::checked_text(const YAML::Node& node, std::string_view path,
                                                     std::size_t max_length, bool lines) {
  if (!node.IsScalar() || node.Scalar().empty()) {
    fail(node, path, fmt::format("expected a non-empty text, got {}", shown(node)));
    return std::nullopt;
  }
  const std::string& value = node.Scalar();
  if (const std::size_t length = characters(value); length > max_length) {
    fail(node, path, fmt::format("{} is {} characters long (at most {})", engine::quoted(value), length, max_length));
    return std::nullopt;
  }
  if (!printable(value, lines)) {
    fail(node, path, fmt::format("{} is not printable text (no control, bidi or zero-width characters{})", engine::quoted(value),
                                 lines ? "" : ", nor line breaks"));
    return std::nullopt;
  }
  return value;
}

std::optional<std::string> YamlChecker::text(const YAML::Node& node, std::string_view path,
                                             std::initializer_list<std::string_view> allowed) {
  std::optional<std::string> value = checked_text(node, path, kMaxNameLength, false);
  if (!value || allowed.size() == 0) return value;
  std::string expected;
  for (std::string_view a : allowed) {
    if (a == *value) return value;
    expected += fmt::format("{}{}", expected.empty() ? "" : ", ", a);
  }
  fail(node, path, fmt::format("{} is not allowed (expected one of: {})", engine::quoted(*value), expected));
  return std::nullopt;
}

std::optional<std::string> YamlChecker::prose(const YAML::Node& node, std::string_view path) {
  return checked_text(node, path, kMaxProseLength, true);
}

std::optional<double> YamlChecker::number(const YAML::Node& node, std::string_view path, double lo, double hi) {
  double value = 0;
  if (!node.IsScalar() || !YAML::convert<double>::decode(node, value) || !std::isfinite(value)) {
    fail(node, path, fmt::format("expected a number, got {}", shown(node)));
    return std::nullopt;
  }
  if (value < lo || value > hi) {
    fail(node, path, fmt::format("{} is out of range ({} to {})", value, lo, hi));
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
    fail(node, path, fmt::format("{} is out of range ({} to {})", value, lo, hi));
    return std::nullopt;
  }
  return static_cast<int>(value);
}

namespace {

// yaml_to_json's walk, within its limits.
struct JsonWalk {
  std::size_t max_values;
  int max_depth;
  std::size_t budget = max_values;

  nlohmann::json operator()(const YAML::Node& node, int depth) {
    if (budget == 0) throw std::length_error(fmt::format(kTooMany, max_values));
    if (depth > max_depth) throw std::length_error(fmt::format(kTooDeep, max_depth));
    --budget;
    if (node.IsMap()) {
      nlohmann::json out = nlohmann::json::object();
      for (const auto& entry : node) out[entry.first.Scalar()] = (*this)(entry.second, depth + 1);
      return out;
    }
    if (node.IsSequence()) {
      nlohmann::json out = nlohmann::json::array();
      for (const auto& item : node) out.push_back((*this)(item, depth + 1));
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
};

}  // namespace

nlohmann::json yaml_to_json(const YAML::Node& node, std::size_t max_values, int max_depth) {
  return JsonWalk{max_values, max_depth}(node, 0);
}

}  // namespace sandtable::engine
