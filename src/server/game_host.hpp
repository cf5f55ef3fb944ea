// The games a server hosts, kept in one folder (a save file each), loaded again when the
// server starts: creating a game, joining a seat by its code, finding a seat by its token.
#pragma once

#include <filesystem>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "engine/rule_set.hpp"
#include "engine/spec.hpp"
#include "server/hosted_game.hpp"

namespace sandtable::server {

struct GameHostOptions {
  std::filesystem::path dir;   // where the games' saves are kept
  std::size_t max_games = 200;  // hosted at once
};

class GameHost {
 public:
  // Loads every hosted game in `options.dir` (creating the folder if need be); a save that
  // does not load is left alone and named in problems().
  GameHost(const engine::Registry& registry, GameHostOptions options);

  // Starts a game (args checked against create_spec()); its id, the creator's seat and token,
  // and every seat's join code.
  Json create(const Json& args);
  // The seat whose join code is args["code"]: its game, role, side and token.
  Json join(const Json& args);
  // The game and seat a token opens; api::NotFound (field token) otherwise, whether the game or the seat is wrong.
  std::pair<HostedGame*, SeatRecord> open(std::string_view token);

  static const engine::InputSpec& create_spec();
  static const engine::InputSpec& join_spec();

  std::size_t size() const;
  const std::vector<std::string>& problems() const { return problems_; }
  // Wakes every game's waiters for good (the server is stopping).
  void stop_waiting();

 private:
  HostedGame* find(const std::string& id);

  const engine::Registry& registry_;
  GameHostOptions options_;
  mutable std::mutex mutex_;
  std::map<std::string, std::unique_ptr<HostedGame>> games_;
  std::vector<std::string> problems_;
};

}  // namespace sandtable::server
