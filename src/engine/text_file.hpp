// Reading a whole file a person names (a scenario, an old session) without trusting it to
// end: only regular files are read, and only up to a stated size.
#pragma once

#include <cstddef>
#include <optional>
#include <stdexcept>
#include <string>

namespace sandtable::engine {

// A file that cannot be read as asked; what() is "PATH: what is wrong".
class FileError : public std::invalid_argument {
 public:
  using std::invalid_argument::invalid_argument;
};

// The bytes of the regular file at `path` (links followed). Throws FileError if it is
// missing, unreadable, not a regular file (a directory, a device such as /dev/zero, a pipe)
// or longer than `most_bytes`; never waits on a pipe or reads past the limit.
std::string read_text_file(const std::string& path, std::size_t most_bytes);

// What the thing at `path` (links followed) is when it exists and is not a regular file:
// "a directory", "a device", "a pipe", ...; nothing otherwise.
std::optional<std::string> irregular_file_kind(const std::string& path);

}  // namespace sandtable::engine
