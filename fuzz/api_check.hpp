// The check behind api_fuzzer, also replayed over its corpus by the tests: one request line
// to an Api that reads no files and bounds its work, as a server's does.
#pragma once

#include <string>
#include <string_view>

#include "api/api.hpp"
#include "rules/registry.hpp"

namespace sandtable::fuzz {

// "" if the answer is well formed, else what is wrong with it.
inline std::string check_api_line(std::string_view line) {
  static api::Api api(rules::rule_sets(), api::Options{.files = false, .max_open_games = 8, .max_battles = 20});
  const nlohmann::json answer = api.handle_line(line);
  if (!answer.is_object() || !answer.contains("ok")) return "an answer without ok: " + answer.dump();
  if (answer["ok"].get<bool>()) return answer.contains("result") ? "" : "ok without a result";
  const nlohmann::json& error = answer["error"];
  const std::string code = error.value("code", "");
  if (code == "internal") return "an internal error: " + error.dump();
  if (code != "bad-input" && code != "illegal" && code != "not-found") return "an unknown code: " + error.dump();
  return "";
}

}  // namespace sandtable::fuzz
