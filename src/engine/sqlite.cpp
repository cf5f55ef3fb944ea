#include "engine/sqlite.hpp"

#include <fmt/format.h>
#include <sqlite3.h>

#include <algorithm>

namespace sandtable::engine {

Database::Database(const std::string& path, Mode mode) {
  const int flags = SQLITE_OPEN_READWRITE | (mode == Mode::kCreateNew ? SQLITE_OPEN_CREATE : 0);
  const int rc = sqlite3_open_v2(path.c_str(), &db_, flags, nullptr);
  if (rc != SQLITE_OK) {
    const std::string message = db_ != nullptr ? sqlite3_errmsg(db_) : sqlite3_errstr(rc);
    sqlite3_close(db_);
    db_ = nullptr;
    throw SqliteError(message);
  }
  sqlite3_busy_timeout(db_, 5000);
}

Database::~Database() { sqlite3_close(db_); }

void Database::copy_from(const Database& source) {
  sqlite3_backup* backup = sqlite3_backup_init(db_, "main", source.db_, "main");
  if (backup == nullptr) throw SqliteError(sqlite3_errmsg(db_));
  const int rc = sqlite3_backup_step(backup, -1);
  sqlite3_backup_finish(backup);
  if (rc != SQLITE_DONE) throw SqliteError(sqlite3_errstr(rc));
}

std::string Database::serialize() const {
  sqlite3_int64 size = 0;
  unsigned char* data = sqlite3_serialize(db_, "main", &size, 0);
  if (data == nullptr) throw SqliteError(fmt::format("cannot copy the database out: {}", sqlite3_errmsg(db_)));
  std::string bytes(reinterpret_cast<const char*>(data), static_cast<std::size_t>(size));
  sqlite3_free(data);
  return bytes;
}

void Database::deserialize(std::string_view bytes) {
  // Bytes 18 and 19 say which journal the file was written with; a file saved in WAL mode
  // reads in memory only when marked as a rollback-journal file.
  constexpr std::size_t kWriteVersion = 18;
  constexpr std::size_t kHeaderSize = 100;
  auto* data = static_cast<unsigned char*>(sqlite3_malloc64(std::max<std::size_t>(bytes.size(), 1)));
  if (data == nullptr) throw SqliteError("out of memory");
  std::copy(bytes.begin(), bytes.end(), data);
  if (bytes.size() >= kHeaderSize) data[kWriteVersion] = data[kWriteVersion + 1] = 1;
  const auto size = static_cast<sqlite3_int64>(bytes.size());
  const int rc = sqlite3_deserialize(db_, "main", data, size, size,
                                     SQLITE_DESERIALIZE_FREEONCLOSE | SQLITE_DESERIALIZE_RESIZEABLE);
  if (rc != SQLITE_OK) throw SqliteError(sqlite3_errmsg(db_));
}

void Database::exec(const std::string& sql) {
  char* error = nullptr;
  if (sqlite3_exec(db_, sql.c_str(), nullptr, nullptr, &error) != SQLITE_OK) {
    const std::string message = error != nullptr ? error : sqlite3_errmsg(db_);
    sqlite3_free(error);
    throw SqliteError(message);
  }
}

Statement Database::prepare(const std::string& sql) { return Statement(db_, sql); }

Transaction::Transaction(Database& db) : db_(db) { db_.exec("BEGIN IMMEDIATE"); }

Transaction::~Transaction() {
  // Best effort: if the rollback fails too, SQLite rolls back when the connection closes.
  if (!done_) sqlite3_exec(db_.handle(), "ROLLBACK", nullptr, nullptr, nullptr);
}

void Transaction::commit() {
  db_.exec("COMMIT");
  done_ = true;
}

Statement::Statement(sqlite3* db, const std::string& sql) : db_(db) {
  check(sqlite3_prepare_v2(db_, sql.c_str(), static_cast<int>(sql.size()), &stmt_, nullptr));
}

Statement::~Statement() { sqlite3_finalize(stmt_); }

Statement::Statement(Statement&& other) noexcept : db_(other.db_), stmt_(other.stmt_) { other.stmt_ = nullptr; }

void Statement::check(int rc) const {
  if (rc != SQLITE_OK) throw SqliteError(sqlite3_errmsg(db_));
}

Statement& Statement::bind(int index, std::int64_t value) {
  check(sqlite3_bind_int64(stmt_, index, value));
  return *this;
}

Statement& Statement::bind(int index, const std::string& value) {
  check(sqlite3_bind_text(stmt_, index, value.data(), static_cast<int>(value.size()), SQLITE_TRANSIENT));
  return *this;
}

Statement& Statement::bind_null(int index) {
  check(sqlite3_bind_null(stmt_, index));
  return *this;
}

bool Statement::step() {
  const int rc = sqlite3_step(stmt_);
  if (rc == SQLITE_ROW) return true;
  if (rc == SQLITE_DONE) return false;
  throw SqliteError(sqlite3_errmsg(db_));
}

void Statement::run() {
  while (step()) {
  }
  sqlite3_reset(stmt_);
  sqlite3_clear_bindings(stmt_);
}

std::int64_t Statement::column_int(int index) const { return sqlite3_column_int64(stmt_, index); }

std::string Statement::column_text(int index) const {
  const auto* text = reinterpret_cast<const char*>(sqlite3_column_text(stmt_, index));
  return text != nullptr ? std::string(text, static_cast<std::size_t>(sqlite3_column_bytes(stmt_, index))) : std::string{};
}

bool Statement::column_is_null(int index) const { return sqlite3_column_type(stmt_, index) == SQLITE_NULL; }

}  // namespace sandtable::engine
