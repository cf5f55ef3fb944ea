#include "rules/hun/session_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <fmt/format.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <vector>

#include "rules/hun/types.hpp"

namespace sandtable::rules::hun {

namespace {

[[noreturn]] void fail(const std::string& what, const std::string& path) {
  throw engine::BadInput("session", fmt::format("cannot {} {}: {}", what, path, std::strerror(errno)));
}

}  // namespace

void save_atomically(const std::string& path, const std::string& text) {
  const std::filesystem::path target(path);
  const std::filesystem::path dir = target.has_parent_path() ? target.parent_path() : std::filesystem::path(".");
  std::string pattern = fmt::format("{}/.{}.tmp-XXXXXX", dir.string(), target.filename().string());
  std::vector<char> name(pattern.begin(), pattern.end());
  name.push_back('\0');
  const int fd = mkstemp(name.data());
  if (fd < 0) fail("create a temporary file for", path);
  const std::string temp(name.data());
  fchmod(fd, 0644);  // mkstemp makes the file private; a session is an ordinary document
  std::size_t written = 0;
  while (written < text.size()) {
    const ssize_t n = write(fd, text.data() + written, text.size() - written);
    if (n < 0) {
      if (errno == EINTR) continue;
      close(fd);
      std::remove(temp.c_str());
      fail("write", path);
    }
    written += static_cast<std::size_t>(n);
  }
  if (fsync(fd) != 0 || close(fd) != 0) {
    std::remove(temp.c_str());
    fail("flush", path);
  }
  if (std::rename(temp.c_str(), path.c_str()) != 0) {
    std::remove(temp.c_str());
    fail("replace", path);
  }
  // Make the rename itself durable.
  const int dfd = open(dir.c_str(), O_RDONLY | O_DIRECTORY);
  if (dfd >= 0) {
    fsync(dfd);
    close(dfd);
  }
}

std::string load_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) fail("read", path);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace sandtable::rules::hun
