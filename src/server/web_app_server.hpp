// `sandtable serve`: the built web app (web/dist) over HTTP, and the games it hosts for seats
// on several devices (game_routes.hpp). Everything else the app computes runs in the
// browser's own WebAssembly engine; once loaded, its service worker keeps it working with no
// network.
#pragma once

#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "server/game_routes.hpp"

namespace sandtable::server {

struct WebAppOptions {
  std::string host = "127.0.0.1";  // loopback unless asked: the app is for this machine
  int port = 8080;                 // 0: any free port
  std::filesystem::path web_dir;   // the built app: index.html, assets/, sw.js
  // Where hosted games are kept, and the rule sets they are played by; none: no games.
  std::optional<GameHostOptions> games = std::nullopt;
  const engine::Registry* registry = nullptr;
  GameRouteLimits limits = {};
};

class WebAppServer {
 public:
  // Checks that `web_dir` holds a built app; std::invalid_argument saying how to build it.
  explicit WebAppServer(WebAppOptions options);
  ~WebAppServer();
  WebAppServer(const WebAppServer&) = delete;
  WebAppServer& operator=(const WebAppServer&) = delete;

  // Binds the address; returns the port (the one chosen when asked for 0). std::runtime_error
  // when the address cannot be bound (in use, or not this machine's).
  int bind();
  // Answers requests until stop() is called from another thread.
  void listen();
  void stop();
  // The hosted games (nullptr when the server hosts none).
  const GameHost* games() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// The web app built by scripts/setup.sh, beside the source tree this program was built from.
std::filesystem::path default_web_dir();
// Where `sandtable serve` keeps hosted games unless told: $XDG_DATA_HOME/sandtable/games, or
// ~/.local/share/sandtable/games.
std::filesystem::path default_games_dir();

}  // namespace sandtable::server
