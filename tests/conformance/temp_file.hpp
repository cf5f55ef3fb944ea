// A unique file path in the temporary directory, removed (with SQLite's -wal and -shm
// companions) when the test ends.
#pragma once

#include <unistd.h>

#include <atomic>
#include <filesystem>
#include <string>

namespace sandtable::testing_support {

class TempFile {
 public:
  explicit TempFile(const std::string& stem) {
    static std::atomic<int> counter{0};
    path_ = (std::filesystem::temp_directory_path() /
             (stem + "-" + std::to_string(::getpid()) + "-" + std::to_string(counter++) + ".sqlite"))
                .string();
    remove_all();
  }
  ~TempFile() { remove_all(); }
  TempFile(const TempFile&) = delete;
  TempFile& operator=(const TempFile&) = delete;

  const std::string& path() const { return path_; }

 private:
  void remove_all() const {
    std::error_code ignored;
    for (const char* suffix : {"", "-wal", "-shm", "-journal"}) std::filesystem::remove(path_ + suffix, ignored);
  }

  std::string path_;
};

}  // namespace sandtable::testing_support
