#include "engine/save_lock.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <map>
#include <mutex>
#include <system_error>
#include <thread>
#include <utility>

namespace sandtable::engine {

// An open descriptor of the save holding flock(LOCK_EX); closing it lets the file go.
struct SaveLock::Held {
  explicit Held(int descriptor) : fd(descriptor) {}
  ~Held() { ::close(fd); }
  Held(const Held&) = delete;
  Held& operator=(const Held&) = delete;
  int fd;
};

namespace {

using FileId = std::pair<dev_t, ino_t>;

// The holds this process has, by file, so a second handle shares the first one's.
std::mutex holds_mutex;
std::map<FileId, std::weak_ptr<SaveLock::Held>> holds;

}  // namespace

std::optional<SaveLock> SaveLock::acquire(const std::string& path, std::chrono::milliseconds wait) {
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) throw std::system_error(errno, std::generic_category(), path);
  auto held = std::make_shared<Held>(fd);
  struct stat info {};
  if (::fstat(fd, &info) != 0) throw std::system_error(errno, std::generic_category(), path);
  const FileId id{info.st_dev, info.st_ino};

  std::lock_guard<std::mutex> guard(holds_mutex);
  if (std::shared_ptr<Held> existing = holds[id].lock()) return SaveLock(existing);
  const auto give_up = std::chrono::steady_clock::now() + wait;
  while (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
    if (errno != EWOULDBLOCK && errno != EINTR) throw std::system_error(errno, std::generic_category(), path);
    if (std::chrono::steady_clock::now() >= give_up) return std::nullopt;
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  std::erase_if(holds, [](const auto& entry) { return entry.second.expired(); });
  holds[id] = held;
  return SaveLock(held);
}

}  // namespace sandtable::engine
