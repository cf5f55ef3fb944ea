// Reading a session file of sandtable 0.1 (format sandtable-hun-session, version 1). Every
// refusal names the member it is about by its path ("enemy[1].acted") and says what is wrong.
#include <fmt/format.h>

#include <algorithm>
#include <limits>
#include <nlohmann/json.hpp>
#include <set>

#include "engine/spec.hpp"
#include "rules/hun/patrol.hpp"

namespace sandtable::rules::hun {

namespace {

using nlohmann::json;

constexpr int kMaxEnemyId = 1'000'000;
constexpr std::size_t kMaxEnemyOnTable = 100;

// What is wrong with the file, worded for the reader.
class Damage : public std::invalid_argument {
 public:
  using std::invalid_argument::invalid_argument;
};

// One value of the file and where it sits in it.
struct Member {
  const json& value;
  std::string path;
};

Member member(const Member& object, const char* key) {
  const std::string path = object.path.empty() ? key : object.path + "." + key;
  if (!object.value.is_object()) {
    throw Damage(fmt::format("{} must be an object of named values, not {}", object.path.empty() ? "the file" : object.path,
                             engine::quoted(object.value.dump())));
  }
  if (!object.value.contains(key)) throw Damage(fmt::format("{} is missing", path));
  return {object.value.at(key), path};
}

// A whole number from `lo` to `hi` (a float or a huge number would not convert safely).
std::int64_t counted(const Member& m, std::int64_t lo, std::int64_t hi) {
  const json& v = m.value;
  const bool whole = v.is_number_integer() && !(v.is_number_unsigned() && v.get<std::uint64_t>() > static_cast<std::uint64_t>(hi));
  if (!whole || v.get<std::int64_t>() < lo || v.get<std::int64_t>() > hi) {
    throw Damage(fmt::format("{} must be a whole number from {} to {}, not {}", m.path, lo, hi, engine::quoted(v.dump())));
  }
  return v.get<std::int64_t>();
}

int small(const Member& m, int lo, int hi) { return static_cast<int>(counted(m, lo, hi)); }

std::string text(const Member& m) {
  if (!m.value.is_string()) throw Damage(fmt::format("{} must be text, not {}", m.path, engine::quoted(m.value.dump())));
  return m.value.get<std::string>();
}

bool yes_no(const Member& m) {
  if (!m.value.is_boolean()) throw Damage(fmt::format("{} must be true or false, not {}", m.path, engine::quoted(m.value.dump())));
  return m.value.get<bool>();
}

// A name the rule set knows (a quality, a mode), refused with the path and the names known.
template <class Parse>
auto named(const Member& m, Parse parse) {
  try {
    return parse(text(m));
  } catch (const engine::BadInput& e) {
    throw Damage(fmt::format("{}: {}", m.path, e.detail()));
  }
}

EnemyUnit parse_enemy(const Member& j) {
  EnemyUnit e;
  e.id = small(member(j, "id"), 1, kMaxEnemyId);
  const Member type = member(j, "type");
  e.type = text(type);
  if (builtin_patrol_tables().distance.count(e.type) == 0 && e.type != kGeneral) {
    throw Damage(fmt::format("{}: {} is not a type the tables make", type.path, engine::quoted(e.type)));
  }
  e.quality = named(member(j, "quality"), [](const std::string& q) { return parse_quality(q); });
  e.acted = yes_no(member(j, "acted"));
  e.attendants = j.value.contains("attendants") ? small(member(j, "attendants"), 0, 100) : 0;
  return e;
}

SessionFile read_session(const json& j) {
  const Member file{j, ""};
  const bool marked = j.is_object() && j.contains("format") && j["format"] == "sandtable-hun-session";
  if (!marked || !j.contains("version") || j["version"] != 1) throw Damage("not a version 1 sandtable hun session");
  SessionFile out;
  const Member seed = member(file, "seed");
  if (!seed.value.is_number_unsigned()) throw Damage("seed must be a whole number from 0 to 2^64 - 1");
  out.seed = seed.value.get<std::uint64_t>();
  Session& s = out.session;
  s.mode = named(member(file, "mode"), [](const std::string& m) { return parse_mode(m); });
  // The presses counted the old dice's streams; they have no meaning for a game.
  counted(member(file, "presses"), 0, std::numeric_limits<std::int64_t>::max());
  s.turn = small(member(file, "turn"), 1, kMaxTurn);
  const Member player = member(file, "player");
  s.player_units = small(member(player, "units"), 0, kMaxPlayerUnits);
  s.player_acted = small(member(player, "acted"), 0, s.player_units);
  const Member enemy = member(file, "enemy");
  if (!enemy.value.is_array() || enemy.value.size() > kMaxEnemyOnTable) {
    throw Damage(fmt::format("enemy must be a list of at most {} units", kMaxEnemyOnTable));
  }
  std::set<int> ids;
  for (std::size_t i = 0; i < enemy.value.size(); ++i) {
    s.enemy.push_back(parse_enemy({enemy.value[i], fmt::format("enemy[{}]", i)}));
    if (!ids.insert(s.enemy.back().id).second) {
      throw Damage(fmt::format("enemy[{}].id: two enemy units are #{}", i, s.enemy.back().id));
    }
  }
  s.next_enemy_id = small(member(file, "next_enemy_id"), 1, kMaxEnemyId);
  s.enemy_spotted = small(member(file, "enemy_spotted"), 0, kMaxEnemyId);
  return out;
}

// Where the byte at `offset` of `text` is, as "line L, column C".
std::string place(const std::string& text, std::size_t offset) {
  offset = std::min(offset, text.size());
  const std::size_t line = 1 + static_cast<std::size_t>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(offset), '\n'));
  const std::size_t line_start = offset == 0 ? 0 : text.rfind('\n', offset - 1);
  const std::size_t column = line_start == std::string::npos || offset == 0 ? offset + 1 : offset - line_start;
  return fmt::format("line {}, column {}", line, column);
}

}  // namespace

SessionFile parse_session_file(const std::string& text) {
  try {
    json j;
    try {
      j = json::parse(text);
    } catch (const json::parse_error& e) {
      // The parser counts the byte after the last it read, from 1.
      throw Damage(fmt::format("it is not JSON (the text goes wrong at {})", place(text, e.byte == 0 ? 0 : e.byte - 1)));
    } catch (const json::out_of_range&) {
      throw Damage("it holds a number too large to read (past 1e308)");
    }
    return read_session(j);
  } catch (const Damage& e) {
    throw engine::BadInput("session", std::string("the session file is damaged: ") + e.what());
  }
}

}  // namespace sandtable::rules::hun
