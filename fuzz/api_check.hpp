// api_fuzzer: one request line, as a server receives it.
#pragma once

#include <string_view>

#include "answer_check.hpp"

namespace sandtable::fuzz {

inline std::string check_api_line(std::string_view line) { return problem_in(server_api().handle_line(line)); }

}  // namespace sandtable::fuzz
