#include "engine/text_file.hpp"

#include <fcntl.h>
#include <fmt/format.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace sandtable::engine {

namespace {

const char* kind_of(mode_t mode) {
  if (S_ISDIR(mode)) return "a directory";
  if (S_ISCHR(mode) || S_ISBLK(mode)) return "a device";
  if (S_ISFIFO(mode)) return "a pipe";
  if (S_ISSOCK(mode)) return "a socket";
  return "not a regular file";
}

// Closes the descriptor however the read ends.
struct Descriptor {
  int fd;
  ~Descriptor() {
    if (fd >= 0) ::close(fd);
  }
};

}  // namespace

std::string read_text_file(const std::string& path, std::size_t most_bytes) {
  const auto fail = [&](const std::string& what) { return FileError(fmt::format("{}: {}", path, what)); };
  // Non-blocking, so that opening a pipe with no writer does not wait for one.
  const Descriptor file{::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC)};
  if (file.fd < 0) throw fail(fmt::format("cannot open: {}", std::strerror(errno)));
  struct stat info {};
  if (::fstat(file.fd, &info) != 0) throw fail(fmt::format("cannot read: {}", std::strerror(errno)));
  if (!S_ISREG(info.st_mode)) throw fail(fmt::format("{}, not a file that can be read", kind_of(info.st_mode)));
  std::string text;
  char buffer[65536];
  for (;;) {
    const ssize_t got = ::read(file.fd, buffer, sizeof buffer);
    if (got < 0 && errno == EINTR) continue;
    if (got < 0) throw fail(fmt::format("cannot read: {}", std::strerror(errno)));
    if (got == 0) return text;
    if (text.size() + static_cast<std::size_t>(got) > most_bytes) {
      throw fail(fmt::format("longer than the {} bytes accepted", most_bytes));
    }
    text.append(buffer, static_cast<std::size_t>(got));
  }
}

std::optional<std::string> irregular_file_kind(const std::string& path) {
  struct stat info {};
  if (::stat(path.c_str(), &info) != 0 || S_ISREG(info.st_mode)) return std::nullopt;
  return kind_of(info.st_mode);
}

}  // namespace sandtable::engine
