// Saving a session so that a killed process never loses it: write a temporary file beside
// it, flush it to disk, then rename it over the old one.
#pragma once

#include <string>

namespace sandtable::rules::hun {

// Replaces `path` with `text` atomically; throws engine::BadInput naming the path on failure.
void save_atomically(const std::string& path, const std::string& text);

// The whole file; throws engine::BadInput if it cannot be read.
std::string load_file(const std::string& path);

}  // namespace sandtable::rules::hun
