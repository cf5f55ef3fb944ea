// A field's stated range in words, shared by the specification's refusals and the command
// line's --help, so both show the same numbers.
#pragma once

#include <string>

#include "engine/spec.hpp"

namespace sandtable::engine {

// "0 to 18446744073709551615", "1 to 40" or "0.5 to 2000": every digit exact, never the
// rounded "1.84467e+19" that a double's default formatting gives.
std::string range_text(const Field& f);

}  // namespace sandtable::engine
