// save_fuzzer: a save file damaged from outside. The input's lines become rows of a save of
// the built-in scenario: `[seq, kind, side, payload, unix_ms]` (events), `redo TEXT`,
// `seed TEXT` (its notes) and `snapshot [seq, fingerprint, state]`, each value stored as
// given, of whatever type. Loading it, replaying, undoing and redoing must answer cleanly.
#pragma once

#include <sqlite3.h>
#include <unistd.h>

#include <filesystem>
#include <sstream>
#include <string>
#include <string_view>

#include "answer_check.hpp"
#include "api/default_scenario.hpp"

namespace sandtable::fuzz {

namespace save_rows {

inline void bind(sqlite3_stmt* statement, int index, const nlohmann::json& value) {
  if (value.is_number_integer()) {
    sqlite3_bind_int64(statement, index, value.get<std::int64_t>());
  } else if (value.is_null()) {
    sqlite3_bind_null(statement, index);
  } else {
    const std::string text = value.is_string() ? value.get<std::string>() : value.dump();
    sqlite3_bind_text(statement, index, text.c_str(), static_cast<int>(text.size()), SQLITE_TRANSIENT);
  }
}

// Runs `sql` with the members of `values` bound in order; a statement SQLite refuses (a
// row it will not take) is as good as no row.
inline void put(sqlite3* db, const char* sql, const nlohmann::json& values) {
  sqlite3_stmt* statement = nullptr;
  if (sqlite3_prepare_v2(db, sql, -1, &statement, nullptr) != SQLITE_OK) return;
  int index = 1;
  for (const nlohmann::json& v : values) bind(statement, index++, v);
  sqlite3_step(statement);
  sqlite3_finalize(statement);
}

inline void write_rows(const std::string& path, std::string_view text) {
  sqlite3* db = nullptr;
  if (sqlite3_open(path.c_str(), &db) != SQLITE_OK) {
    sqlite3_close(db);
    return;
  }
  sqlite3_exec(db, "DELETE FROM events", nullptr, nullptr, nullptr);
  std::istringstream in{std::string(text)};
  for (std::string line; std::getline(in, line);) {
    const auto rest = [&](std::size_t skip) { return line.substr(std::min(skip, line.size())); };
    if (line.rfind("redo ", 0) == 0) {
      put(db, "INSERT OR REPLACE INTO metadata VALUES ('note:redo', ?)", nlohmann::json::array({rest(5)}));
    } else if (line.rfind("seed ", 0) == 0) {
      put(db, "INSERT OR REPLACE INTO metadata VALUES ('note:dice_seed', ?)", nlohmann::json::array({rest(5)}));
    } else {
      const bool snapshot = line.rfind("snapshot ", 0) == 0;
      const nlohmann::json row = nlohmann::json::parse(snapshot ? rest(9) : line, nullptr, false);
      if (!row.is_array()) continue;
      put(db, snapshot ? "INSERT OR REPLACE INTO snapshots VALUES (?, ?, ?)" : "INSERT OR REPLACE INTO events VALUES (?, ?, ?, ?, ?)",
          row);
    }
  }
  sqlite3_close(db);
}

}  // namespace save_rows

// Removes a save and the files SQLite keeps beside it.
inline void remove_save(const std::string& path) {
  for (const char* suffix : {"", "-wal", "-shm", "-journal"}) std::filesystem::remove(path + suffix);
}

// A new save of the built-in scenario, written once; each input starts from a byte copy of
// it rather than a new game (which parses and starts the scenario). Removed at exit.
class PreparedSave {
 public:
  PreparedSave(api::Api& api, std::string path) : path_(std::move(path)) {
    remove_save(path_);
    const Called made =
        call(api, "game.new", {{"save", path_}, {"seed", 1}, {"scenario_text", std::string(api::kDefaultScenarioText)}});
    if (!made.ok()) problem_ = "the built-in scenario did not start: " + made.answer.dump();
  }
  ~PreparedSave() { remove_save(path_); }
  PreparedSave(const PreparedSave&) = delete;
  PreparedSave& operator=(const PreparedSave&) = delete;

  const std::string& path() const { return path_; }
  const std::string& problem() const { return problem_; }

 private:
  std::string path_;
  std::string problem_;
};

inline std::string check_save_input(std::string_view text) {
  static api::Api api(rules::rule_sets(), api::Options{.files = true, .max_open_games = 4, .max_battles = 1});
  const std::filesystem::path dir = std::filesystem::exists("/dev/shm") ? "/dev/shm" : std::filesystem::temp_directory_path();
  const std::string stem = (dir / ("sandtable-save-fuzz-" + std::to_string(::getpid()))).string();
  static const PreparedSave prepared(api, stem + "-prepared.sqlite");
  if (!prepared.problem().empty()) return prepared.problem();
  const std::string path = stem + ".sqlite";
  remove_save(path);
  std::filesystem::copy_file(prepared.path(), path);
  save_rows::write_rows(path, text);
  const Called loaded = call(api, "game.load", {{"save", path}});
  std::string problem = loaded.problem;
  if (loaded.ok()) {
    const nlohmann::json game = loaded.result()["game"];
    for (const char* verb : {"game.replay", "game.redo", "game.undo", "game.next"}) {
      if (problem.empty()) problem = call(api, verb, {{"game", game}}).problem;
    }
    call(api, "game.close", {{"game", game}});
  }
  remove_save(path);
  return problem;
}

}  // namespace sandtable::fuzz
