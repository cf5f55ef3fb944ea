// The secrets of a hosted game: short join codes a person reads out or types, and the long
// tokens a phone keeps, both drawn from the operating system's random source.
#pragma once

#include <string>
#include <string_view>

namespace sandtable::server {

// A join code: `length` characters from 32 that cannot be mistaken for one another (no 0/O,
// no 1/I), 5 bits each; 8 characters make 2^40 codes.
std::string random_code(std::size_t length = 8);
// A seat's token: 32 random bytes in hex.
std::string random_token();
// `text` as a join code: upper case, spaces and dashes dropped, so "k7p3-qx2a" finds "K7P3QX2A".
std::string normalized_code(std::string_view text);
// Whether two secrets are equal, in a time that does not depend on where they differ.
bool same_secret(std::string_view a, std::string_view b);

}  // namespace sandtable::server
