// How often one client may ask: a bucket of tokens per key (an address, a seat) that refills
// at a steady rate; a request takes one, and is refused when the bucket is empty.
#pragma once

#include <chrono>
#include <map>
#include <mutex>
#include <string>

namespace sandtable::server {

struct RateLimit {
  double per_second = 20;  // the steady rate allowed
  double burst = 60;       // how many may come at once after a quiet spell
};

class RateLimiter {
 public:
  using Clock = std::chrono::steady_clock;
  explicit RateLimiter(RateLimit limit) : limit_(limit) {}
  // Takes a token from `key`'s bucket at time `now`; false when it has none left.
  bool allow(const std::string& key, Clock::time_point now = Clock::now());

 private:
  struct Bucket {
    double tokens = 0;
    Clock::time_point filled;
  };
  // Buckets full again are forgotten once there are this many keys, so keys cannot fill memory.
  static constexpr std::size_t kMostKeys = 10'000;

  RateLimit limit_;
  std::mutex mutex_;
  std::map<std::string, Bucket> buckets_;
};

}  // namespace sandtable::server
