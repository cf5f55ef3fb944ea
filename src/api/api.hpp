// sandtable's one JSON API. Every front end (the command line, `sandtable api`, the web app
// through WebAssembly, the game server) sends requests here and gets the same answers:
//
//   {"id": 1, "call": "mininap.fire", "args": {"firer": "line-infantry", "strength": 4}}
//   -> {"id": 1, "ok": true, "result": {...}}
//   -> {"id": 1, "ok": false, "error": {"code": "bad-input", "message": "...", "field": "strength"}}
//
// Error codes: "bad-input" (the request cannot be carried out as given), "illegal" (the game
// does not allow it now), "not-found" (no such call, rule set or game), "internal" (a fault).
// `{"call": "list"}` describes every call with its input specification.
#pragma once

#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "engine/rule_set.hpp"
#include "engine/spec.hpp"
#include "sim/run.hpp"

namespace sandtable::api {

using Json = nlohmann::json;

// A call, a rule set or a game that does not exist.
class NotFound : public std::runtime_error {
 public:
  NotFound(std::string field, const std::string& message) : std::runtime_error(message), field_(std::move(field)) {}
  const std::string& field() const { return field_; }

 private:
  std::string field_;
};

struct Options {
  // Whether requests may name files (scenarios, saves) on this machine. A server that
  // takes requests from other machines turns this off.
  bool files = true;
  // The most games open at once in this Api (each holds its whole history in memory).
  std::size_t max_open_games = 64;
  // The most battles one simulate call may ask for (a server bounds the work a request makes).
  std::uint64_t max_battles = 1'000'000'000;
  // The most bytes one request line may hold (a browser's own engine takes whole saves).
  std::size_t max_request_bytes = 1 << 20;
  // The processes that share each simulate and sweep run (MPI ranks); this one alone by default.
  sim::Share share;
};

class OpenGames;
struct Call;

class Api {
 public:
  explicit Api(const engine::Registry& registry, Options options = {});
  ~Api();
  Api(const Api&) = delete;
  Api& operator=(const Api&) = delete;

  // Answers one request object; never throws.
  Json handle(const Json& request);
  // Answers one line of text holding a request; a line that is not JSON gets an error answer.
  Json handle_line(std::string_view line);

  // Carries out the call `name` with `args` and returns its result; throws what the call
  // throws (engine::BadInput, NotFound, engine::IllegalAction, ...). For front ends that
  // turn errors into their own output, such as the command line.
  Json call(const std::string& name, const Json& args);

  // Every call with its description and input specification.
  Json list() const;

  const engine::Registry& registry() const { return registry_; }
  const Options& options() const { return options_; }

  // The error object for the exception being handled: {"code", "message"[, "field"]}.
  static Json error_json();

 private:
  const engine::Registry& registry_;
  Options options_;
  std::unique_ptr<OpenGames> games_;
  std::vector<Call> calls_;
};

}  // namespace sandtable::api
