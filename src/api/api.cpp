#include "api/api.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "api/call.hpp"
#include "api/open_games.hpp"
#include "core/dist.hpp"
#include "core/notation.hpp"
#include "engine/dice_source.hpp"
#include "engine/game.hpp"
#include "engine/store.hpp"
#include "engine/yaml_check.hpp"
#include "play/policy.hpp"

namespace sandtable::api {

namespace {

Json error(const std::string& code, const std::string& message, const std::string& field = "") {
  Json e = {{"code", code}, {"message", message}};
  if (!field.empty()) e["field"] = field;
  return e;
}

Json answer_error(const Json& id, Json error) { return {{"id", id}, {"ok", false}, {"error", std::move(error)}}; }

}  // namespace

Api::Api(const engine::Registry& registry, Options options)
    : registry_(registry), options_(options), games_(std::make_unique<OpenGames>(options_.max_open_games)) {
  calls_.push_back({"list", "every call with its description and input specification", {},
                    [this](CallContext&, const Json&) { return list(); }});
  for (auto group : {dice_calls(), rule_set_calls(), simulation_calls(), game_calls()}) {
    for (Call& c : group) calls_.push_back(std::move(c));
  }
}

Api::~Api() = default;

Json Api::list() const {
  Json calls = Json::array();
  for (const Call& c : calls_) {
    calls.push_back({{"name", c.name}, {"description", c.description}, {"input", c.input.to_json()}});
  }
  for (const engine::RuleSet& r : registry_.all()) {
    for (const engine::Calculator& c : r.calculators) {
      calls.push_back({{"name", r.id + "." + c.name}, {"description", c.description}, {"input", c.fields().to_json()},
                       {"ruleset", r.id}});
    }
  }
  return {{"calls", std::move(calls)}};
}

Json Api::call(const std::string& name, const Json& args) {
  for (const Call& c : calls_) {
    if (c.name != name) continue;
    CallContext context{registry_, options_, *games_};
    return c.run(context, c.input.validate(args));
  }
  const std::size_t dot = name.find('.');
  if (dot != std::string::npos && name.compare(0, dot, "game") != 0) {
    const engine::RuleSet* rule_set = nullptr;
    try {
      rule_set = &registry_.find(name.substr(0, dot));
    } catch (const engine::UnknownRuleSet& e) {
      throw NotFound("call", e.what());
    }
    const std::string calculator = name.substr(dot + 1);
    for (const engine::Calculator& c : rule_set->calculators) {
      if (c.name == calculator) return c.run(args);
    }
  }
  std::string known;
  for (const Call& c : calls_) known += (known.empty() ? "" : ", ") + c.name;
  throw NotFound("call", fmt::format("no call {} (calls: {}, and RULESET.CALCULATOR; 'list' describes them all)",
                                     engine::quoted(name), known));
}

Json Api::error_json() {
  try {
    throw;
  } catch (const engine::BadInput& e) {
    return error("bad-input", e.what(), e.field());
  } catch (const NotFound& e) {
    return error("not-found", e.what(), e.field());
  } catch (const engine::UnknownRuleSet& e) {
    return error("not-found", e.what(), "ruleset");
  } catch (const engine::IllegalAction& e) {
    return error("illegal", e.what());
  } catch (const engine::BadDiceInput& e) {
    return error("bad-input", fmt::format("bad dice: {}", e.what()), "dice");
  } catch (const core::notation::SyntaxError& e) {
    return error("bad-input", fmt::format("syntax error at {}", e.what()), "expression");
  } catch (const core::notation::LimitError& e) {
    return error("bad-input", fmt::format("over a limit: {}", e.what()), "expression");
  } catch (const core::DistTooLarge& e) {
    return error("bad-input", fmt::format("over a limit: {}", e.what()));
  } catch (const engine::InputError& e) {
    return error("bad-input", fmt::format("{}", fmt::join(e.problems(), "; ")), "scenario");
  } catch (const engine::StoreError& e) {
    return error("bad-input", e.what(), "save");
  } catch (const play::NoChoice& e) {
    return error("illegal", fmt::format("the policy cannot choose: {}", e.what()));
  } catch (const std::invalid_argument& e) {
    return error("bad-input", e.what());
  } catch (const std::exception& e) {
    return error("internal", e.what());
  } catch (...) {
    return error("internal", "an unknown error");
  }
}

Json Api::handle(const Json& request) {
  Json id = request.is_object() && request.contains("id") ? request["id"] : Json(nullptr);
  if (!id.is_null() && !id.is_number() && !(id.is_string() && id.get_ref<const std::string&>().size() <= 200)) {
    return answer_error(nullptr, error("bad-input", "a request's id is a number or a short text", "id"));
  }
  if (!request.is_object() || !request.contains("call") || !request["call"].is_string()) {
    return answer_error(id, error("bad-input", "a request is an object {\"id\", \"call\": NAME, \"args\": {...}}", "call"));
  }
  for (const auto& [key, value] : request.items()) {
    if (key != "id" && key != "call" && key != "args") {
      return answer_error(id, error("bad-input", fmt::format("a request has no member {}", engine::quoted(key)), key));
    }
  }
  try {
    const Json args = request.contains("args") ? request["args"] : Json::object();
    return {{"id", id}, {"ok", true}, {"result", call(request["call"].get<std::string>(), args)}};
  } catch (...) {
    return answer_error(id, error_json());
  }
}

Json Api::handle_line(std::string_view line) {
  if (line.size() > options_.max_request_bytes) {
    return answer_error(nullptr, error("bad-input", fmt::format("a request line holds at most {} bytes",
                                                                options_.max_request_bytes)));
  }
  Json request = Json::parse(line, nullptr, false);
  if (request.is_discarded()) return answer_error(nullptr, error("bad-input", "the line is not JSON"));
  return handle(request);
}

}  // namespace sandtable::api
