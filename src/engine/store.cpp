#include "engine/store.hpp"

#include <fmt/format.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <map>

#include "engine/rule_set.hpp"
#include "engine/text_file.hpp"

namespace sandtable::engine {

namespace {

constexpr const char* kFormatName = "sandtable-save";

constexpr const char* kSchema = R"sql(
  CREATE TABLE metadata (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  CREATE TABLE events (seq INTEGER PRIMARY KEY, kind TEXT NOT NULL, side INTEGER NOT NULL,
                       payload TEXT NOT NULL, unix_ms INTEGER);
  CREATE TABLE snapshots (seq INTEGER PRIMARY KEY, fingerprint TEXT NOT NULL, state TEXT NOT NULL);
)sql";

std::string rulings_text(const Rulings& rulings) {
  Json json = Json::object();
  for (const auto& [name, value] : rulings) json[name] = value;
  return json.dump();
}

// Notes share the metadata table under their own prefix, apart from the header's keys.
std::string note_key(const std::string& key) { return "note:" + key; }

}  // namespace

SaveFile::SaveFile(std::string path, Database::Mode mode, std::optional<SaveLock> lock)
    : path_(std::move(path)), lock_(std::move(lock)) {
  try {
    db_ = std::make_unique<Database>(path_, mode);
  } catch (const SqliteError& e) {
    fail(fmt::format("cannot open as a save file: {}", e.what()));
  }
}

void SaveFile::make_durable() {
  try {
    // A reader sees only committed events; FULL syncs the WAL at every commit.
    db_->exec("PRAGMA journal_mode=WAL; PRAGMA synchronous=FULL;");
  } catch (const SqliteError& e) {
    fail(fmt::format("cannot set the save file up for safe writing: {}", e.what()));
  }
}

void SaveFile::fail(const std::string& what) const { throw StoreError(fmt::format("{}: {}", path_, what)); }

std::unique_ptr<SaveFile> SaveFile::create(const std::string& path, const SaveHeader& header) {
  if (path == kInMemory) {
    std::unique_ptr<SaveFile> file(new SaveFile(path, Database::Mode::kCreateNew, std::nullopt));
    try {
      file->write_header(header);
    } catch (const std::runtime_error& e) {
      throw StoreError(fmt::format("{}: cannot create the save: {}", path, e.what()));
    }
    return file;
  }
  if (std::filesystem::exists(path)) throw StoreError(fmt::format("{}: already exists; choose a new file name", path));
  // Written whole under another name, then linked into place (which never overwrites), so
  // a process killed meanwhile leaves no half-made save under the name asked for.
  const std::string partial = fmt::format("{}.partial-{}", path, ::getpid());
  std::filesystem::remove(partial);
  try {
    SaveFile(partial, Database::Mode::kCreateNew, std::nullopt).write_header(header);
  } catch (const std::runtime_error& e) {
    std::filesystem::remove(partial);
    throw StoreError(fmt::format("{}: cannot create the save: {}", path, e.what()));
  }
  const int linked = ::link(partial.c_str(), path.c_str());
  const int link_error = errno;
  std::filesystem::remove(partial);
  if (linked != 0) {
    if (link_error == EEXIST) throw StoreError(fmt::format("{}: already exists; choose a new file name", path));
    throw StoreError(fmt::format("{}: cannot create the save: {}", path, std::strerror(link_error)));
  }
  return open(path);
}

void SaveFile::write_header(const SaveHeader& header) {
  Transaction transaction(*db_);
  db_->exec(kSchema);
  Statement put = db_->prepare("INSERT INTO metadata (key, value) VALUES (?, ?)");
  const std::pair<const char*, std::string> rows[] = {
      {"format", kFormatName},
      {"format_version", std::to_string(kSaveFormatVersion)},
      {"ruleset", header.ruleset},
      {"scenario_name", header.scenario_name},
      {"scenario_text", header.scenario_text},
      {"rulings", rulings_text(header.rulings)},
  };
  for (const auto& [key, value] : rows) put.bind(1, std::string(key)).bind(2, value).run();
  transaction.commit();
  header_ = header;
}

std::unique_ptr<SaveFile> SaveFile::open(const std::string& path, std::chrono::milliseconds wait) {
  if (!std::filesystem::exists(path)) throw StoreError(fmt::format("{}: no such save file", path));
  // Locking opens the file, which waits forever on a pipe; a device is no save either.
  if (const auto kind = irregular_file_kind(path)) throw StoreError(fmt::format("{}: not a save file: {}", path, *kind));
  std::optional<SaveLock> lock;
  try {
    lock = SaveLock::acquire(path, wait);
  } catch (const std::system_error& e) {
    throw StoreError(fmt::format("{}: cannot open: {}", path, e.code().message()));
  }
  if (!lock) {
    throw StoreError(fmt::format("{}: in use by another command (waited {} s); try again when it has finished", path,
                                 std::chrono::duration_cast<std::chrono::seconds>(wait).count()));
  }
  std::unique_ptr<SaveFile> file(new SaveFile(path, Database::Mode::kOpenExisting, std::move(lock)));
  file->read_header();
  file->make_durable();
  return file;
}

void SaveFile::read_header() {
  std::map<std::string, std::string> meta;
  try {
    Statement rows = db_->prepare("SELECT key, value FROM metadata");
    while (rows.step()) meta[rows.column_text(0)] = rows.column_text(1);
  } catch (const SqliteError& e) {
    fail(fmt::format("cannot read the save's header: {}", e.what()));
  }
  if (meta["format"] != kFormatName) fail("not a sandtable save file (no format mark)");
  if (meta["format_version"] != std::to_string(kSaveFormatVersion)) {
    fail(fmt::format("saved in format version {}, this program reads version {}", meta["format_version"],
                     kSaveFormatVersion));
  }
  header_.ruleset = meta["ruleset"];
  header_.scenario_name = meta["scenario_name"];
  header_.scenario_text = meta["scenario_text"];
  const Json rulings = Json::parse(meta["rulings"], nullptr, false);
  if (!rulings.is_object()) fail("the saved rulings are damaged");
  for (const auto& [name, value] : rulings.items()) header_.rulings[name] = value;
}

void SaveFile::appended(const Event& event) {
  try {
    insert_event(event);
  } catch (const SqliteError& e) {
    fail(fmt::format("cannot save event {}: {}", event.seq, e.what()));
  }
}

void SaveFile::truncated(std::uint64_t size) {
  try {
    Transaction transaction(*db_);
    delete_events_after(size);
    transaction.commit();
  } catch (const SqliteError& e) {
    fail(fmt::format("cannot take back events after {}: {}", size, e.what()));
  }
}

void SaveFile::rewritten(std::uint64_t kept, const std::vector<Event>& after) {
  try {
    Transaction transaction(*db_);
    delete_events_after(kept);
    for (const Event& event : after) insert_event(event);
    transaction.commit();
  } catch (const SqliteError& e) {
    fail(fmt::format("cannot rewrite the events after {}: {}", kept, e.what()));
  }
}

void SaveFile::insert_event(const Event& event) {
  Statement insert = db_->prepare("INSERT INTO events (seq, kind, side, payload, unix_ms) VALUES (?, ?, ?, ?, ?)");
  const Json json = to_json(event);
  insert.bind(1, static_cast<std::int64_t>(event.seq)).bind(2, json["kind"].get<std::string>()).bind(3, event.side);
  insert.bind(4, event.payload.dump());
  if (event.unix_ms) {
    insert.bind(5, *event.unix_ms);
  } else {
    insert.bind_null(5);
  }
  insert.run();
}

void SaveFile::delete_events_after(std::uint64_t size) {
  db_->prepare("DELETE FROM events WHERE seq > ?").bind(1, static_cast<std::int64_t>(size)).run();
  db_->prepare("DELETE FROM snapshots WHERE seq > ?").bind(1, static_cast<std::int64_t>(size)).run();
}

void SaveFile::put_snapshot(const Snapshot& snapshot) {
  try {
    db_->prepare("INSERT OR REPLACE INTO snapshots (seq, fingerprint, state) VALUES (?, ?, ?)")
        .bind(1, static_cast<std::int64_t>(snapshot.seq))
        .bind(2, fmt::format("{:016x}", snapshot.fingerprint))
        .bind(3, snapshot.state.dump())
        .run();
  } catch (const SqliteError& e) {
    fail(fmt::format("cannot save a snapshot: {}", e.what()));
  }
}

std::optional<std::string> SaveFile::note(const std::string& key) const {
  try {
    Statement row = db_->prepare("SELECT value FROM metadata WHERE key = ?");
    row.bind(1, note_key(key));
    if (row.step()) return row.column_text(0);
  } catch (const SqliteError& e) {
    fail(fmt::format("cannot read the note '{}': {}", key, e.what()));
  }
  return std::nullopt;
}

void SaveFile::set_note(const std::string& key, const std::optional<std::string>& value) {
  try {
    if (value) {
      db_->prepare("INSERT OR REPLACE INTO metadata (key, value) VALUES (?, ?)").bind(1, note_key(key)).bind(2, *value).run();
    } else {
      db_->prepare("DELETE FROM metadata WHERE key = ?").bind(1, note_key(key)).run();
    }
  } catch (const SqliteError& e) {
    fail(fmt::format("cannot save the note '{}': {}", key, e.what()));
  }
}

std::vector<Event> SaveFile::events() const {
  std::vector<Event> events;
  try {
    Statement rows = db_->prepare("SELECT seq, kind, side, payload, unix_ms FROM events ORDER BY seq");
    while (rows.step()) {
      const std::int64_t seq = rows.column_int(0);
      const Json payload = Json::parse(rows.column_text(3), nullptr, false);
      Json json{{"seq", seq}, {"kind", rows.column_text(1)}, {"side", rows.column_int(2)}, {"payload", payload}};
      if (!rows.column_is_null(4)) json["unix_ms"] = rows.column_int(4);
      try {
        events.push_back(event_from_json(json));
      } catch (const std::invalid_argument& e) {
        fail(fmt::format("event {} is damaged: {}", seq, e.what()));
      }
    }
  } catch (const SqliteError& e) {
    fail(fmt::format("cannot read the events: {}", e.what()));
  }
  return events;
}

std::vector<Snapshot> SaveFile::snapshots() const {
  std::vector<Snapshot> out;
  try {
    Statement rows = db_->prepare("SELECT seq, fingerprint, state FROM snapshots ORDER BY seq");
    while (rows.step()) {
      const Json state = Json::parse(rows.column_text(2), nullptr, false);
      if (state.is_discarded()) fail(fmt::format("the snapshot after event {} is damaged", rows.column_int(0)));
      out.push_back(Snapshot{static_cast<std::uint64_t>(rows.column_int(0)),
                             std::stoull(rows.column_text(1), nullptr, 16), state});
    }
  } catch (const SqliteError& e) {
    fail(fmt::format("cannot read the snapshots: {}", e.what()));
  } catch (const std::logic_error&) {
    fail("a snapshot fingerprint is damaged");
  }
  return out;
}

void SaveFile::copy_to(const std::string& path) const {
  if (std::filesystem::exists(path)) throw StoreError(fmt::format("{}: already exists; choose a new file name", path));
  try {
    db_->prepare("VACUUM INTO ?").bind(1, path).run();
  } catch (const SqliteError& e) {
    throw StoreError(fmt::format("{}: cannot write the save: {}", path, e.what()));
  }
}

std::unique_ptr<SaveFile> SaveFile::copy_in_memory() const {
  std::unique_ptr<SaveFile> copy(new SaveFile(kInMemory, Database::Mode::kCreateNew, std::nullopt));
  try {
    copy->db_->copy_from(*db_);
  } catch (const SqliteError& e) {
    fail(fmt::format("cannot copy the save: {}", e.what()));
  }
  copy->header_ = header_;
  return copy;
}

std::string SaveFile::to_bytes() const {
  try {
    return db_->serialize();
  } catch (const SqliteError& e) {
    fail(e.what());
  }
}

std::unique_ptr<SaveFile> SaveFile::from_bytes(std::string_view bytes) {
  std::unique_ptr<SaveFile> file(new SaveFile(kInMemory, Database::Mode::kCreateNew, std::nullopt));
  try {
    file->db_->deserialize(bytes);
  } catch (const SqliteError& e) {
    file->fail(fmt::format("cannot read as a save file: {}", e.what()));
  }
  file->read_header();
  return file;
}

std::string SaveFile::integrity_check() const {
  std::string result;
  Statement rows = db_->prepare("PRAGMA integrity_check");
  while (rows.step()) result += (result.empty() ? "" : "; ") + rows.column_text(0);
  return result;
}

SavedGame::SavedGame(std::unique_ptr<SaveFile> file, std::unique_ptr<Session> session)
    : file_(std::move(file)), session_(std::move(session)) {
  session_->set_listener(file_.get());
}

SavedGame SavedGame::start(const std::string& path, const RuleSet& rule_set, const Scenario& scenario,
                           const Rulings& rulings, Clock clock) {
  if (scenario.source_text.empty()) {
    throw std::invalid_argument(fmt::format("{}: the scenario has no text to save (load it from a file)", path));
  }
  auto session = std::make_unique<Session>(rule_set.start(scenario, rulings), std::move(clock));
  auto file = SaveFile::create(path, SaveHeader{rule_set.id, scenario.source_name, scenario.source_text, rulings});
  return SavedGame(std::move(file), std::move(session));
}

SavedGame SavedGame::load(const std::string& path, const Registry& registry, Clock clock) {
  return resume(SaveFile::open(path), registry, std::move(clock));
}

SavedGame SavedGame::resume(std::unique_ptr<SaveFile> file, const Registry& registry, Clock clock) {
  const std::string& path = file->path();
  const SaveHeader& header = file->header();
  std::unique_ptr<Session> session;
  try {
    const RuleSet& rule_set = registry.find(header.ruleset);
    // The scenario is the copy kept in the save, not the file it came from: say so in messages.
    const Scenario scenario =
        parse_scenario(header.scenario_text, fmt::format("{} (the copy stored in the save)", header.scenario_name));
    session = std::make_unique<Session>(rule_set.start(scenario, header.rulings), std::move(clock));
  } catch (const std::exception& e) {
    throw StoreError(fmt::format("{}: cannot set the saved game up again: {}", path, e.what()));
  }
  const std::vector<Event> events = file->events();
  auto next = events.begin();
  try {
    for (const Snapshot& snapshot : file->snapshots()) {
      const auto upto = std::find_if(next, events.end(), [&](const Event& e) { return e.seq > snapshot.seq; });
      session->replay(std::vector<Event>(next, upto));
      next = upto;
      const Game& game = session->game();
      if (session->events().size() == snapshot.seq && game.fingerprint() != snapshot.fingerprint &&
          game.json_fingerprint() != snapshot.fingerprint) {
        throw StoreError(fmt::format("{}: replaying the events no longer gives the saved state after event {} "
                                     "(were the rules changed?)", path, snapshot.seq));
      }
    }
    session->replay(std::vector<Event>(next, events.end()));
  } catch (const ReplayError& e) {
    throw StoreError(fmt::format("{}: the saved events do not replay: {}", path, e.what()));
  }
  return SavedGame(std::move(file), std::move(session));
}

void SavedGame::checkpoint() {
  file_->put_snapshot(Snapshot{session_->events().size(), session_->game().fingerprint(), session_->game().to_json()});
}

}  // namespace sandtable::engine
