// A small facility for checking YAML input against what a loader expects, collecting every
// problem as "file:line:column: path: what is wrong" (lines and columns from 1).
#pragma once

#include <yaml-cpp/yaml.h>

#include <initializer_list>
#include <nlohmann/json.hpp>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace sandtable::engine {

// The input has problems; what() lists them one a line, problems() one by one.
class InputError : public std::runtime_error {
 public:
  explicit InputError(std::vector<std::string> problems);
  const std::vector<std::string>& problems() const { return problems_; }

 private:
  std::vector<std::string> problems_;
};

class YamlChecker {
 public:
  explicit YamlChecker(std::string source) : source_(std::move(source)) {}

  // "file:line:column" of the node (or just the file when the node has no position).
  std::string where(const YAML::Node& at) const;
  // Records a problem at the node's position in the file.
  void fail(const YAML::Node& at, std::string_view path, std::string_view message);
  // Throws InputError if any problem was recorded.
  void throw_if_failed() const;

  // True if `node` is a map whose keys are all in `keys` (each unknown key is reported);
  // an empty `keys` allows any key.
  bool map(const YAML::Node& node, std::string_view path, std::initializer_list<std::string_view> keys);
  // True if `node` is a sequence of at least `min_size` items.
  bool sequence(const YAML::Node& node, std::string_view path, std::size_t min_size);
  // The member `key` of a map, if present; if `required` and missing, reports it at the map.
  std::optional<YAML::Node> member(const YAML::Node& map, std::string_view path, const std::string& key, bool required);

  // A non-empty string; with `allowed`, one of them.
  std::optional<std::string> text(const YAML::Node& node, std::string_view path,
                                  std::initializer_list<std::string_view> allowed = {});
  // A number in [lo, hi].
  std::optional<double> number(const YAML::Node& node, std::string_view path, double lo, double hi);
  // A whole number in [lo, hi].
  std::optional<int> integer(const YAML::Node& node, std::string_view path, int lo, int hi);

 private:
  std::string source_;
  std::vector<std::string> problems_;
};

// A YAML scalar as JSON: true/false, an integer, a number, or else a string (quoted
// scalars stay strings). Maps and sequences convert member by member. Throws
// std::length_error past `max_values` values, so aliases cannot blow a small file up.
nlohmann::json yaml_to_json(const YAML::Node& node, std::size_t max_values = 100'000);

}  // namespace sandtable::engine
