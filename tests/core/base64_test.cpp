#include "core/base64.hpp"

#include <gtest/gtest.h>

namespace sandtable::core {
namespace {

// RFC 4648, section 10.
TEST(Base64, TheStandardsTestVectors) {
  const std::pair<const char*, const char*> vectors[] = {{"", ""},         {"f", "Zg=="},         {"fo", "Zm8="},
                                                         {"foo", "Zm9v"}, {"foob", "Zm9vYg=="}, {"fooba", "Zm9vYmE="},
                                                         {"foobar", "Zm9vYmFy"}};
  for (const auto& [bytes, text] : vectors) {
    EXPECT_EQ(base64_encode(bytes), text);
    EXPECT_EQ(base64_decode(text), bytes);
  }
}

TEST(Base64, EveryByteValueRoundTrips) {
  std::string bytes;
  for (int i = 0; i < 256; ++i) bytes += static_cast<char>(i);
  for (std::size_t n = 0; n <= bytes.size(); n += 37) {
    EXPECT_EQ(base64_decode(base64_encode(bytes.substr(0, n))), bytes.substr(0, n));
  }
}

TEST(Base64, TextThatIsNotPaddedBase64IsRefused) {
  for (const char* bad : {"Zg", "Zg=", "Z===", "Zm9v\n", "Zm 9", "Zm9v!A==", "=Zm9", "Zg==Zg=="}) {
    EXPECT_EQ(base64_decode(bad), std::nullopt) << bad;
  }
}

}  // namespace
}  // namespace sandtable::core
