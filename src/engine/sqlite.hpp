// A thin RAII wrapper over the SQLite C API: a connection and prepared statements, with
// every failure turned into an SqliteError carrying SQLite's own message.
#pragma once

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

struct sqlite3;
struct sqlite3_stmt;

namespace sandtable::engine {

class SqliteError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

class Statement;

class Database {
 public:
  enum class Mode { kOpenExisting, kCreateNew };
  // Opens (or with kCreateNew, creates) the database at `path`.
  Database(const std::string& path, Mode mode);
  ~Database();
  Database(const Database&) = delete;
  Database& operator=(const Database&) = delete;

  // Runs statements that return no rows.
  void exec(const std::string& sql);
  Statement prepare(const std::string& sql);
  // Replaces this database's content with a copy of `source`'s (SQLite's online backup).
  void copy_from(const Database& source);
  // The whole database as the bytes of a database file.
  std::string serialize() const;
  // Replaces an in-memory database's content with the database file `bytes`.
  void deserialize(std::string_view bytes);
  sqlite3* handle() const { return db_; }

 private:
  sqlite3* db_ = nullptr;
};

// A transaction that rolls back unless commit() is reached.
class Transaction {
 public:
  explicit Transaction(Database& db);
  ~Transaction();
  Transaction(const Transaction&) = delete;
  Transaction& operator=(const Transaction&) = delete;
  void commit();

 private:
  Database& db_;
  bool done_ = false;
};

// A prepared statement; bind parameters (from 1), then step() through the rows.
class Statement {
 public:
  Statement(sqlite3* db, const std::string& sql);
  ~Statement();
  Statement(const Statement&) = delete;
  Statement& operator=(const Statement&) = delete;
  Statement(Statement&& other) noexcept;
  Statement& operator=(Statement&&) = delete;

  Statement& bind(int index, std::int64_t value);
  Statement& bind(int index, const std::string& value);
  Statement& bind_null(int index);
  // Advances to the next row: true if there is one, false when done.
  bool step();
  // Runs a statement that returns no rows, then resets it for reuse.
  void run();

  std::int64_t column_int(int index) const;
  std::string column_text(int index) const;
  bool column_is_null(int index) const;

 private:
  void check(int rc) const;

  sqlite3* db_;
  sqlite3_stmt* stmt_ = nullptr;
};

}  // namespace sandtable::engine
