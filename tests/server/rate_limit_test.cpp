// The server's rate limit: a burst at once, then a steady rate, each key on its own.
#include "server/rate_limit.hpp"

#include <gtest/gtest.h>

namespace sandtable::server {
namespace {

using std::chrono::milliseconds;

TEST(RateLimiter, ABurstPassesThenTheSteadyRate) {
  RateLimiter limiter({2, 3});
  const auto start = RateLimiter::Clock::time_point{} + std::chrono::hours(1);
  for (int i = 0; i < 3; ++i) EXPECT_TRUE(limiter.allow("a", start)) << i;
  EXPECT_FALSE(limiter.allow("a", start));
  EXPECT_FALSE(limiter.allow("a", start + milliseconds(400))) << "2 a second: 0.8 of a token after 400 ms";
  EXPECT_TRUE(limiter.allow("a", start + milliseconds(500)));
  EXPECT_TRUE(limiter.allow("b", start)) << "another key has its own bucket";
}

TEST(RateLimiter, AQuietSpellRefillsNoMoreThanTheBurst) {
  RateLimiter limiter({10, 2});
  const auto start = RateLimiter::Clock::time_point{} + std::chrono::hours(1);
  EXPECT_TRUE(limiter.allow("a", start));
  const auto later = start + std::chrono::minutes(10);
  EXPECT_TRUE(limiter.allow("a", later));
  EXPECT_TRUE(limiter.allow("a", later));
  EXPECT_FALSE(limiter.allow("a", later));
}

}  // namespace
}  // namespace sandtable::server
