// What every fuzz target that goes through the JSON API asks of an answer: well formed, and
// never an "internal" error (a fault in sandtable rather than in the input).
#pragma once

#include <string>

#include "api/api.hpp"
#include "rules/registry.hpp"

namespace sandtable::fuzz {

// "" if `answer` is well formed, else what is wrong with it.
inline std::string problem_in(const nlohmann::json& answer) {
  if (!answer.is_object() || !answer.contains("ok")) return "an answer without ok: " + answer.dump();
  if (answer["ok"].get<bool>()) return answer.contains("result") ? "" : "ok without a result";
  const nlohmann::json& error = answer["error"];
  const std::string code = error.value("code", "");
  if (code == "internal") return "an internal error: " + error.dump();
  if (code != "bad-input" && code != "illegal" && code != "not-found") return "an unknown code: " + error.dump();
  return "";
}

// An Api as a server runs one: no files, bounded work.
inline api::Api& server_api() {
  static api::Api api(rules::rule_sets(), api::Options{.files = false, .max_open_games = 8, .max_battles = 20});
  return api;
}

// Calls `call` with `args`; the problem with the answer, and the answer itself.
struct Called {
  std::string problem;
  nlohmann::json answer;
  bool ok() const { return problem.empty() && answer["ok"].get<bool>(); }
  const nlohmann::json& result() const { return answer["result"]; }
};

inline Called call(api::Api& api, const std::string& name, const nlohmann::json& args) {
  Called c;
  c.answer = api.handle({{"id", 1}, {"call", name}, {"args", args}});
  c.problem = problem_in(c.answer);
  return c;
}

}  // namespace sandtable::fuzz
