// A small facility for checking YAML input against what a loader expects, collecting every
// problem as "file:line:column: path: what is wrong" (lines and columns from 1).
#pragma once

#include <yaml-cpp/yaml.h>

#include <initializer_list>
#include <map>
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

// What any YAML input is held to, whatever reads it.
constexpr int kMaxYamlDepth = 32;              // maps and lists within each other
constexpr std::size_t kMaxYamlValues = 100'000;  // nodes, each alias counted as often as it is used
constexpr std::size_t kMaxNameLength = 64;     // characters of a key, a name or a term
constexpr std::size_t kMaxProseLength = 4000;  // characters of free text such as a description

class YamlChecker {
 public:
  explicit YamlChecker(std::string source) : source_(std::move(source)) {}

  // Walks the whole document once, before anything reads it, recording every key that is
  // not a short printable name or repeats one before it in its map (`root_path` names the
  // top map in messages). False, with the problem recorded, if the document nests deeper
  // than kMaxYamlDepth (an alias inside itself nests forever) or has more than
  // kMaxYamlValues values: then it must not be read at all.
  bool structure(const YAML::Node& root, std::string_view root_path);

  // "file:line:column" of the node (or just the file when the node has no position).
  std::string where(const YAML::Node& at) const;
  // Records a problem at the node's position in the file.
  void fail(const YAML::Node& at, std::string_view path, std::string_view message);
  // Records a problem at a position noted earlier ("file:line:column", or just the file).
  void fail_at(std::string_view where, std::string_view path, std::string_view message);
  // Throws InputError if any problem was recorded (listing the first 20 and counting the rest).
  void throw_if_failed() const;

  // True if `node` is a map whose keys are all in `keys` (each unknown key is reported);
  // an empty `keys` allows any key.
  bool map(const YAML::Node& node, std::string_view path, std::initializer_list<std::string_view> keys);
  // True if `node` is a sequence of at least `min_size` items.
  bool sequence(const YAML::Node& node, std::string_view path, std::size_t min_size);
  // The member `key` of a map, if present; if `required` and missing, reports it at the map.
  std::optional<YAML::Node> member(const YAML::Node& map, std::string_view path, const std::string& key, bool required);

  // A name or term: printable text of 1 to kMaxNameLength characters; with `allowed`, one of them.
  std::optional<std::string> text(const YAML::Node& node, std::string_view path,
                                  std::initializer_list<std::string_view> allowed = {});
  // Free text: printable, line breaks allowed, of 1 to kMaxProseLength characters.
  std::optional<std::string> prose(const YAML::Node& node, std::string_view path);
  // A number in [lo, hi].
  std::optional<double> number(const YAML::Node& node, std::string_view path, double lo, double hi);
  // A whole number in [lo, hi].
  std::optional<int> integer(const YAML::Node& node, std::string_view path, int lo, int hi);

 private:
  enum class Walk { kOn, kTooDeep, kTooMany };
  // structure() from `node` at `depth`, with `budget` values left.
  Walk walk(const YAML::Node& node, const std::string& path, int depth, std::size_t& budget);
  // Records a key that is not a name or repeats an earlier key of its map (`first_lines`).
  void check_key(const YAML::Node& key, std::string_view path, std::map<std::string, int>& first_lines);
  // Text of 1 to `max_length` characters, printable (with line breaks if `lines`).
  std::optional<std::string> checked_text(const YAML::Node& node, std::string_view path, std::size_t max_length, bool lines);

  std::string source_;
  std::string root_path_;
  std::vector<std::string> problems_;
};

// A YAML scalar as JSON: true/false, an integer, a number, or else a string (quoted
// scalars stay strings). Maps and sequences convert member by member. Throws
// std::length_error past `max_values` values, so aliases cannot blow a small file up, and
// past `max_depth` levels, so an alias inside itself cannot recurse forever.
nlohmann::json yaml_to_json(const YAML::Node& node, std::size_t max_values = kMaxYamlValues,
                            int max_depth = kMaxYamlDepth);

}  // namespace sandtable::engine
