// Join codes and tokens: unambiguous letters, long random tokens, codes typed loosely.
#include "server/secrets.hpp"

#include <gtest/gtest.h>

#include <set>

namespace sandtable::server {
namespace {

TEST(Secrets, CodesUseNoLetterThatLooksLikeAnother) {
  for (int i = 0; i < 200; ++i) {
    const std::string code = random_code();
    ASSERT_EQ(code.size(), 8u);
    EXPECT_EQ(code.find_first_of("01IO"), std::string::npos) << code;
  }
}

TEST(Secrets, TokensAre64HexDigitsAndDoNotRepeat) {
  std::set<std::string> seen;
  for (int i = 0; i < 200; ++i) {
    const std::string token = random_token();
    EXPECT_EQ(token.size(), 64u);
    EXPECT_EQ(token.find_first_not_of("0123456789abcdef"), std::string::npos) << token;
    EXPECT_TRUE(seen.insert(token).second);
  }
}

TEST(Secrets, ACodeIsFoundHoweverItIsTyped) { EXPECT_EQ(normalized_code(" k7p3-qx2a "), "K7P3QX2A"); }

TEST(Secrets, SecretsCompareByEveryByte) {
  EXPECT_TRUE(same_secret("abc", "abc"));
  EXPECT_FALSE(same_secret("abc", "abd"));
  EXPECT_FALSE(same_secret("abc", "abcd"));
  EXPECT_FALSE(same_secret("", "a"));
  EXPECT_TRUE(same_secret("", ""));
}

}  // namespace
}  // namespace sandtable::server
