// Saved games in SQLite: the rule set, the scenario text and the rulings, then every event
// appended in its own transaction (WAL, synchronous=FULL), so a killed process loses no
// event it reported applied and never leaves a damaged file. Loading re-reads the scenario
// and replays the events; stored snapshots check that the replay still gives the same state.
#pragma once

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "engine/log.hpp"
#include "engine/rule_set.hpp"
#include "engine/save_lock.hpp"
#include "engine/sqlite.hpp"

namespace sandtable::engine {

// The file is missing, damaged, not a save, from another format version, or its events
// no longer replay. The message starts with the file's path.
class StoreError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

inline constexpr int kSaveFormatVersion = 1;

// The path that keeps a save in memory instead of a file (a game in the browser, or one
// an API client saves later with copy_to).
inline constexpr const char* kInMemory = ":memory:";

struct SaveHeader {
  std::string ruleset;
  std::string scenario_name;
  std::string scenario_text;
  Rulings rulings;
};

// The state after event `seq` as it was when saved.
struct Snapshot {
  std::uint64_t seq = 0;
  std::uint64_t fingerprint = 0;
  Json state;
};

// One save file. Keeps itself in step with a Session as its LogListener.
class SaveFile : public LogListener {
 public:
  // Creates a new save (in memory for kInMemory); throws StoreError if the file already exists.
  static std::unique_ptr<SaveFile> create(const std::string& path, const SaveHeader& header);
  // Opens an existing save, checking that it is one and of a version this program reads.
  // Holds it from other processes until closed (SaveLock), waiting up to `wait` for one
  // that holds it now; StoreError if it still does.
  static std::unique_ptr<SaveFile> open(const std::string& path,
                                        std::chrono::milliseconds wait = std::chrono::seconds(30));

  const SaveHeader& header() const { return header_; }
  const std::string& path() const { return path_; }

  void appended(const Event& event) override;
  void truncated(std::uint64_t size) override;
  // In one transaction: a killed process leaves the old log or the new one, never half.
  void rewritten(std::uint64_t kept, const std::vector<Event>& after) override;
  void put_snapshot(const Snapshot& snapshot);

  // Small named values kept with the save by the programs that drive it (a dice seed, a
  // redo list); other programs ignore them. The value under `key`, if set.
  std::optional<std::string> note(const std::string& key) const;
  // Sets (or, with nullopt, removes) the value under `key`, on disk before it returns.
  void set_note(const std::string& key, const std::optional<std::string>& value);

  std::vector<Event> events() const;
  std::vector<Snapshot> snapshots() const;
  // Writes a copy of the whole save to a new file at `path`; StoreError if it exists.
  void copy_to(const std::string& path) const;
  // A copy of the whole save kept in memory (kInMemory), for a copy of its game.
  std::unique_ptr<SaveFile> copy_in_memory() const;
  // The bytes of the save as a file: what a browser keeps and exports, and the command line opens.
  std::string to_bytes() const;
  // A save handed over as the bytes of a file, kept in memory; StoreError, its message
  // starting with kInMemory, if they are not a save this program reads.
  static std::unique_ptr<SaveFile> from_bytes(std::string_view bytes);
  // SQLite's own consistency check: "ok" or the problems it found.
  std::string integrity_check() const;

 private:
  SaveFile(std::string path, Database::Mode mode, std::optional<SaveLock> lock);
  void read_header();
  void write_header(const SaveHeader& header);
  void make_durable();
  [[noreturn]] void fail(const std::string& what) const;
  void insert_event(const Event& event);
  void delete_events_after(std::uint64_t size);

  std::string path_;
  std::optional<SaveLock> lock_;  // let go after the database closes
  std::unique_ptr<Database> db_;
  SaveHeader header_;
};

// A game and its save file kept in step: every event is on disk before apply returns.
class SavedGame {
 public:
  // Starts a new game of `rule_set` on `scenario` and creates its save at `path`.
  static SavedGame start(const std::string& path, const RuleSet& rule_set, const Scenario& scenario,
                         const Rulings& rulings, Clock clock = {});
  // Loads a save: finds its rule set, re-reads its scenario and replays its events.
  static SavedGame load(const std::string& path, const Registry& registry, Clock clock = {});
  // The same for a save opened already (from a file, or from bytes).
  static SavedGame resume(std::unique_ptr<SaveFile> file, const Registry& registry, Clock clock = {});

  Session& session() { return *session_; }
  const Session& session() const { return *session_; }
  SaveFile& file() { return *file_; }
  const SaveFile& file() const { return *file_; }
  // Stores the current state as a snapshot, checked against the replay when loading.
  void checkpoint();
  // An independent copy of the game and its save, the save kept in memory.
  SavedGame copy() const { return SavedGame(file_->copy_in_memory(), session_->copy()); }

 private:
  SavedGame(std::unique_ptr<SaveFile> file, std::unique_ptr<Session> session);

  std::unique_ptr<SaveFile> file_;
  std::unique_ptr<Session> session_;
};

}  // namespace sandtable::engine
