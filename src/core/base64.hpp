// Base64 (RFC 4648, with padding): how a save file's bytes travel inside a JSON request.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace sandtable::core {

std::string base64_encode(std::string_view bytes);
// The bytes, or nullopt if `text` is not padded base64 (white space is not allowed).
std::optional<std::string> base64_decode(std::string_view text);

}  // namespace sandtable::core
