// Keeps a save to one process from the moment it is opened until its last handle closes,
// so that a command's load, change and write never interleave with another command's
// (SQLite's own locks guard each write, not a command's whole read-then-write). Handles
// within one process share the hold: a program that serves many requests orders its own.
#pragma once

#include <chrono>
#include <memory>
#include <optional>
#include <string>

namespace sandtable::engine {

class SaveLock {
 public:
  // Holds the file at `path` (which must exist), waiting up to `wait` while another
  // process holds it; nullopt if it still does. Throws std::system_error if the file cannot
  // be opened.
  static std::optional<SaveLock> acquire(const std::string& path, std::chrono::milliseconds wait);

  struct Held;

 private:
  explicit SaveLock(std::shared_ptr<Held> held) : held_(std::move(held)) {}
  std::shared_ptr<Held> held_;
};

}  // namespace sandtable::engine
