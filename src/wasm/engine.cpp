// The engine for the browser: sandtable's JSON API behind one function. The web app's worker
// sends each request as one line of text, exactly as `sandtable api` reads it, and gets the
// answer line back. Scenarios come as text and games stay open in memory (no files).
#include <emscripten/bind.h>

#include <string>

#include "api/api.hpp"
#include "rules/registry.hpp"

namespace {

sandtable::api::Api& api() {
  static sandtable::api::Api instance(sandtable::rules::rule_sets(), sandtable::api::Options{.files = false, .max_request_bytes = 16 << 20});
  return instance;
}

std::string call(const std::string& request_line) {
  return api().handle_line(request_line).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace

EMSCRIPTEN_BINDINGS(sandtable_engine) { emscripten::function("call", &call); }
