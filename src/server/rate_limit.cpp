#include "server/rate_limit.hpp"

#include <algorithm>

namespace sandtable::server {

bool RateLimiter::allow(const std::string& key, Clock::time_point now) {
  std::lock_guard lock(mutex_);
  const auto refilled = [&](const Bucket& b) {
    const double seconds = std::chrono::duration<double>(now - b.filled).count();
    return std::min(limit_.burst, b.tokens + seconds * limit_.per_second);
  };
  if (buckets_.size() >= kMostKeys) {
    std::erase_if(buckets_, [&](const auto& entry) { return refilled(entry.second) >= limit_.burst; });
  }
  auto [it, fresh] = buckets_.try_emplace(key, Bucket{limit_.burst, now});
  Bucket& bucket = it->second;
  if (!fresh) bucket.tokens = refilled(bucket);
  bucket.filled = now;
  if (bucket.tokens < 1) return false;
  bucket.tokens -= 1;
  return true;
}

}  // namespace sandtable::server
