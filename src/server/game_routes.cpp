#include "server/game_routes.hpp"

#include <fmt/format.h>
#include <httplib.h>

#include <atomic>
#include <charconv>
#include <memory>

#include "api/api.hpp"

namespace sandtable::server {

namespace {

using httplib::Request;
using httplib::Response;

// A client asks faster than its limit allows.
class TooMany : public std::runtime_error {
 public:
  TooMany() : std::runtime_error("too many requests: wait a moment") {}
};

void send_json(Response& response, int status, const Json& body) {
  response.status = status;
  response.set_header("Cache-Control", "no-store");
  response.set_content(body.dump(), "application/json");
}

void send_error(Response& response, int status, const std::string& code, const std::string& message) {
  send_json(response, status, {{"error", {{"code", code}, {"message", message}}}});
}

int status_of(const Json& error) {
  const std::string code = error.at("code").get<std::string>();
  if (code == "bad-input") return 400;
  if (code == "illegal") return 409;
  if (code == "not-found") return error.value("field", "") == "token" ? 401 : 404;
  return 500;
}

// Answers with the error being handled, as JSON (called in a catch block).
void send_current_error(Response& response) {
  try {
    throw;
  } catch (const TooMany& e) {
    send_error(response, 429, "busy", e.what());
  } catch (...) {
    const Json error = api::Api::error_json();
    send_json(response, status_of(error), {{"error", error}});
  }
}

// Answers with what `work` returns, or with the error it throws, as JSON.
template <class Work>
void answer(Response& response, Work&& work) {
  try {
    send_json(response, 200, work());
  } catch (...) {
    send_current_error(response);
  }
}

// The request's body as a JSON object ({} when empty); BadInput when it is not one.
Json body_of(const Request& request) {
  if (request.body.empty()) return Json::object();
  Json body = Json::parse(request.body, nullptr, false);
  if (body.is_discarded() || !body.is_object()) throw engine::BadInput("", "the body is not a JSON object");
  return body;
}

std::string bearer_token(const Request& request) {
  const std::string header = request.get_header_value("Authorization");
  constexpr std::string_view kBearer = "Bearer ";
  if (!header.starts_with(kBearer)) throw api::NotFound("token", "send the seat's token: Authorization: Bearer TOKEN");
  return header.substr(kBearer.size());
}

std::uint64_t whole_parameter(const Request& request, const std::string& name) {
  if (!request.has_param(name)) return 0;
  const std::string text = request.get_param_value(name);
  std::uint64_t value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size()) {
    throw engine::BadInput(name, fmt::format("{} is not a whole number", engine::quoted(text)));
  }
  return value;
}

// What the routes share: the games, the limits, and the streams open now.
class Routes {
 public:
  Routes(GameHost& games, const GameRouteLimits& limits)
      : host_(games), limits_(limits), by_address_(limits.per_address), by_seat_(limits.per_seat) {}

  // A route open to anyone (creating, joining), limited by the client's address.
  template <class Work>
  httplib::Server::Handler open_route(Work work) {
    return [this, work](const Request& request, Response& response) {
      answer(response, [&] {
        if (!by_address_.allow(request.remote_addr)) throw TooMany();
        return work(host_, body_of(request));
      });
    };
  }

  // A seat's route: the token opens its game; limited by the seat.
  template <class Work>
  httplib::Server::Handler seat_route(Work work) {
    return [this, work](const Request& request, Response& response) {
      answer(response, [&] {
        const auto [game, seat] = host_.open(bearer_token(request));
        if (!by_seat_.allow(seat.token)) throw TooMany();
        return work(*game, seat, request);
      });
    };
  }

  // The stream of a seat's updates: "change" whenever the game changes, a comment otherwise.
  void stream_updates(const Request& request, Response& response) {
    HostedGame* game = nullptr;
    try {
      game = host_.open(bearer_token(request)).first;
    } catch (...) {
      return send_current_error(response);
    }
    if (listeners_.fetch_add(1) >= limits_.most_listeners) {
      listeners_.fetch_sub(1);
      return send_error(response, 503, "busy", "the server has too many listeners: ask again soon");
    }
    response.set_header("Cache-Control", "no-store");
    response.set_chunked_content_provider(
        "text/event-stream",
        [this, game, seen = std::uint64_t{0}](std::size_t, httplib::DataSink& sink) mutable {
          const std::uint64_t now = game->wait_for_change(seen, limits_.keep_alive);
          if (game->stopping()) {
            sink.done();
            return true;
          }
          const std::string message =
              now == seen ? std::string(": still here\n\n")
                          : fmt::format("id: {}\nevent: change\ndata: {}\n\n", now, Json{{"version", now}}.dump());
          seen = now;
          return sink.write(message.data(), message.size());
        },
        [this](bool) { listeners_.fetch_sub(1); });
  }

  // A thread serves one connection at a time: one for each update stream, one for each
  // phone's connection for its requests beside it, and some for everything else.
  std::size_t thread_count() const { return 2 * limits_.most_listeners + kOtherThreads; }

 private:
  static constexpr std::size_t kOtherThreads = 16;

  GameHost& host_;
  GameRouteLimits limits_;
  RateLimiter by_address_;
  RateLimiter by_seat_;
  std::atomic<std::size_t> listeners_ = 0;
};

std::optional<std::string> dice_of(const Json& body) {
  if (!body.contains("dice")) return std::nullopt;
  if (!body["dice"].is_string()) throw engine::BadInput("dice", "the faces as text, e.g. \"3 5\"");
  return body["dice"].get<std::string>();
}

std::optional<std::uint64_t> roll_seq_of(const Json& body) {
  if (!body.contains("seq")) return std::nullopt;
  if (!body["seq"].is_number_unsigned() || body["seq"].get<std::uint64_t>() == 0) {
    throw engine::BadInput("seq", "the number of the roll in the log, from 1");
  }
  return body["seq"].get<std::uint64_t>();
}

Json checked_decision(const Json& body) {
  if (body.contains("number") == body.contains("action")) {
    throw engine::BadInput("action", "give number (a listed action, from 1) or action (a JSON object)");
  }
  if (body.contains("number") && !body["number"].is_number_unsigned()) {
    throw engine::BadInput("number", "a listed action's number, from 1");
  }
  if (body.contains("action") && !body["action"].is_object()) throw engine::BadInput("action", "a JSON object");
  if (body.contains("side") && !body["side"].is_number_integer()) {
    throw engine::BadInput("side", "the number of the side whose sealed orders the umpire writes");
  }
  return body;
}

constexpr std::size_t kKeepAliveRequests = 10'000;
constexpr time_t kKeepAliveSeconds = 30;

}  // namespace

void add_game_routes(httplib::Server& http, GameHost& host, const GameRouteLimits& limits) {
  auto routes = std::make_shared<Routes>(host, limits);
  const std::size_t threads = routes->thread_count();
  http.new_task_queue = [threads] { return new httplib::ThreadPool(threads); };
  // A phone keeps one connection for its requests (each has a thread of its own, above): closing
  // it every few requests, the library's default, makes the phone open another, and a request
  // sent on one being closed fails.
  http.set_keep_alive_max_count(kKeepAliveRequests);
  http.set_keep_alive_timeout(kKeepAliveSeconds);
  http.Post("/api/games", routes->open_route([](GameHost& games, const Json& body) { return games.create(body); }));
  http.Post("/api/join", routes->open_route([](GameHost& games, const Json& body) { return games.join(body); }));
  http.Get("/api/game", routes->seat_route([](HostedGame& game, const SeatRecord& seat, const Request&) {
    return game.view(seat);
  }));
  http.Get("/api/game/log", routes->seat_route([](HostedGame& game, const SeatRecord& seat, const Request& request) {
    return game.log(seat, whole_parameter(request, "after"));
  }));
  http.Post("/api/game/do", routes->seat_route([](HostedGame& game, const SeatRecord& seat, const Request& request) {
    return game.decide(seat, checked_decision(body_of(request)));
  }));
  http.Post("/api/game/roll", routes->seat_route([](HostedGame& game, const SeatRecord& seat, const Request& request) {
    return game.roll(seat, dice_of(body_of(request)));
  }));
  http.Post("/api/game/undo", routes->seat_route([](HostedGame& game, const SeatRecord& seat, const Request&) {
    return game.undo(seat);
  }));
  http.Post("/api/game/override", routes->seat_route([](HostedGame& game, const SeatRecord& seat, const Request& request) {
    const Json body = body_of(request);
    const std::optional<std::string> dice = dice_of(body);
    if (!dice) throw engine::BadInput("dice", "the faces that replace the roll, e.g. \"3 5\"");
    return game.override_roll(seat, roll_seq_of(body), *dice);
  }));
  http.Post("/api/game/close", routes->seat_route([](HostedGame& game, const SeatRecord& seat, const Request&) {
    return game.close_round(seat);
  }));
  http.Get("/api/game/updates", [routes](const Request& request, Response& response) {
    routes->stream_updates(request, response);
  });
  // Anything else under /api/ is answered in JSON too, never with the app's page.
  http.Get(R"(/api/.*)", [](const Request& request, Response& response) {
    send_error(response, 404, "not-found", fmt::format("no route GET {}", engine::quoted(request.path)));
  });
  http.Post(R"(/api/.*)", [](const Request& request, Response& response) {
    send_error(response, 404, "not-found", fmt::format("no route POST {}", engine::quoted(request.path)));
  });
}

}  // namespace sandtable::server
