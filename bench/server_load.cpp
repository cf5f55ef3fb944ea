// The game server under load, over loopback: C clients at G hosted games (a player for each
// side, the umpire and observers at each), M of them Mukden to Megiddo's brigade action, where
// players write messages and orders, and the rest Mini-Nap 2's; every client holding its update
// stream open and asking for its view and answering its side's decisions for S seconds. Prints
// the requests made, the errors, the latency percentiles, and checks that every order the
// server accepted is in its game's log.
//
//   build/release/server_load [--clients 200] [--games 20] [--m2m-games 10] [--seconds 60]
#include <fmt/format.h>
#include <httplib.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>
#include <sstream>
#include <thread>
#include <vector>

#include "rules/registry.hpp"
#include "server/web_app_server.hpp"

namespace {

using sandtable::engine::Json;
using Clock = std::chrono::steady_clock;

struct Seat {
  std::size_t game = 0;
  std::string token;
  bool player = false;
};

struct Tally {
  std::mutex mutex;
  std::vector<double> latency_ms;
  std::atomic<std::uint64_t> errors = 0, refused = 0, requests = 0;
  std::map<std::string, std::uint64_t> error_kinds;
  std::vector<std::atomic<std::uint64_t>> accepted;
  explicit Tally(std::size_t games) : accepted(games) {}
};

std::string file_text(const std::filesystem::path& path) {
  std::ifstream in(path);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// Sends one request and times it; the answer's JSON, or null when it failed.
Json timed(httplib::Client& client, Tally& tally, const std::string& path, const std::string& token, const Json* body) {
  const httplib::Headers headers{{"Authorization", "Bearer " + token}};
  const auto start = Clock::now();
  const httplib::Result result = body ? client.Post(path.c_str(), headers, body->dump(), "application/json")
                                      : client.Get(path.c_str(), headers);
  const double ms = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
  ++tally.requests;
  {
    std::lock_guard lock(tally.mutex);
    tally.latency_ms.push_back(ms);
  }
  if (!result || (result->status != 200 && result->status != 409)) {
    ++tally.errors;
    std::lock_guard lock(tally.mutex);
    ++tally.error_kinds[result ? fmt::format("HTTP {}", result->status) : httplib::to_string(result.error())];
    return nullptr;
  }
  if (result->status == 409) ++tally.refused;
  return result->status == 200 ? Json::parse(result->body) : Json(nullptr);
}

int option(int argc, char** argv, const std::string& name, int fallback) {
  for (int i = 1; i + 1 < argc; ++i) {
    if (argv[i] == name) return std::stoi(argv[i + 1]);
  }
  return fallback;
}

}  // namespace

int main(int argc, char** argv) {
  namespace fs = std::filesystem;
  const int clients = option(argc, argv, "--clients", 200);
  const int games = option(argc, argv, "--games", 20);
  const int seconds = option(argc, argv, "--seconds", 60);
  const int m2m_games = option(argc, argv, "--m2m-games", games / 2);

  const fs::path dir = fs::temp_directory_path() / "sandtable-server-load";
  fs::remove_all(dir);
  fs::create_directories(dir / "site");
  std::ofstream(dir / "site" / "index.html") << "<!doctype html><title>sandtable</title>";
  // Limits well above what the clients ask, as a measure of the server rather than of its limits.
  sandtable::server::GameRouteLimits limits{{1e6, 1e6}, {1e6, 1e6}, static_cast<std::size_t>(clients) + 16,
                                            std::chrono::milliseconds(15'000)};
  sandtable::server::WebAppServer server({"127.0.0.1", 0, dir / "site", sandtable::server::GameHostOptions{dir / "games"},
                                          &sandtable::rules::rule_sets(), limits});
  const int port = server.bind();
  std::thread serving([&] { server.listen(); });

  // The games, and the seats the clients take in turn: the two players first, then the umpire and observers.
  const std::string mininap = file_text(fs::path(SANDTABLE_SOURCE_DIR) / "data/scenarios/mininap/brigade-action.yaml");
  const std::string m2m = file_text(fs::path(SANDTABLE_SOURCE_DIR) / "data/scenarios/m2m/brigade-action.yaml");
  std::vector<std::vector<Seat>> seats(static_cast<std::size_t>(games));
  httplib::Client setup("127.0.0.1", port);
  for (std::size_t g = 0; g < seats.size(); ++g) {
    const std::string& scenario = static_cast<int>(g) < m2m_games ? m2m : mininap;
    const auto made = setup.Post("/api/games", Json{{"scenario_text", scenario}, {"seed", g}}.dump(), "application/json");
    if (!made || made->status != 200) {
      fmt::print(stderr, "cannot host a game: {}\n", made ? made->body : httplib::to_string(made.error()));
      return 2;
    }
    const Json created = Json::parse(made->body);
    const auto view = setup.Get("/api/game", {{"Authorization", "Bearer " + created["token"].get<std::string>()}});
    const Json shown = Json::parse(view->body);
    for (const Json& code : shown["join_codes"]) {
      const auto joined = setup.Post("/api/join", Json{{"code", code["code"]}}.dump(), "application/json");
      seats[g].push_back({g, Json::parse(joined->body)["token"], code["role"] == "player"});
    }
    std::stable_partition(seats[g].begin(), seats[g].end(), [](const Seat& s) { return s.player; });
  }

  Tally tally(seats.size());
  std::atomic<bool> running = true;
  std::vector<std::thread> streams, askers;
  for (int c = 0; c < clients; ++c) {
    const auto& of_game = seats[static_cast<std::size_t>(c % games)];
    const std::size_t at = static_cast<std::size_t>(c / games);
    const Seat seat = at < of_game.size() ? of_game[at] : of_game.back();
    // The update stream, held open for the whole run.
    streams.emplace_back([&, seat] {
      httplib::Client stream("127.0.0.1", port);
      stream.set_read_timeout(seconds + 30);
      stream.Get("/api/game/updates", {{"Authorization", "Bearer " + seat.token}},
                 [&](const char*, std::size_t) { return running.load(); });
    });
    askers.emplace_back([&, seat] {
      httplib::Client client("127.0.0.1", port);
      client.set_read_timeout(30);
      client.set_keep_alive(true);  // as a browser does
      while (running) {
        const Json view = timed(client, tally, "/api/game", seat.token, nullptr);
        if (seat.player && view.is_object() && view["may"]["decide"] == true) {
          const Json order{{"number", 1}};
          if (timed(client, tally, "/api/game/do", seat.token, &order).is_object()) ++tally.accepted[seat.game];
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
      }
    });
  }
  std::this_thread::sleep_for(std::chrono::seconds(seconds));
  running = false;
  for (std::thread& t : askers) t.join();
  server.stop();  // ends the update streams
  for (std::thread& t : streams) t.join();
  serving.join();

  // Every accepted order is in its game's log: the server, started again, reads them all.
  sandtable::server::WebAppServer again({"127.0.0.1", 0, dir / "site", sandtable::server::GameHostOptions{dir / "games"},
                                         &sandtable::rules::rule_sets(), limits});
  const int port_again = again.bind();
  std::thread serving_again([&] { again.listen(); });
  httplib::Client check("127.0.0.1", port_again);
  std::uint64_t lost = 0, orders = 0;
  for (std::size_t g = 0; g < seats.size(); ++g) {
    const auto log = check.Get("/api/game/log", {{"Authorization", "Bearer " + seats[g].front().token}});
    std::uint64_t decisions = 0;
    const Json events = Json::parse(log->body)["events"];
    for (const Json& e : events) decisions += e["kind"] == "decision" ? 1 : 0;
    orders += tally.accepted[g];
    lost += tally.accepted[g] > decisions ? tally.accepted[g] - decisions : 0;
  }
  again.stop();
  serving_again.join();
  fs::remove_all(dir);

  std::vector<double>& ms = tally.latency_ms;
  std::sort(ms.begin(), ms.end());
  const auto at = [&](double q) { return ms.empty() ? 0.0 : ms[std::min(ms.size() - 1, static_cast<std::size_t>(q * ms.size()))]; };
  fmt::print("{} clients, {} games ({} of Mukden to Megiddo), {} s: {} requests ({:.0f}/s), {} orders accepted, {} lost, {} errors, {} refused (409)\n",
             clients, games, std::min(m2m_games, games), seconds, tally.requests.load(), tally.requests.load() / double(seconds), orders, lost,
             tally.errors.load(), tally.refused.load());
  for (const auto& [kind, count] : tally.error_kinds) fmt::print("  error {}: {}\n", kind, count);
  fmt::print("latency ms: p50 {:.2f}  p90 {:.2f}  p99 {:.2f}  max {:.2f}\n", at(0.5), at(0.9), at(0.99), ms.empty() ? 0.0 : ms.back());
  return lost == 0 && tally.errors == 0 ? 0 : 1;
}
