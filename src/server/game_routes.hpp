// The game server's HTTP routes, all JSON under /api/:
//
//   POST /api/games          {scenario_text, rulings?, seed?, umpired?, dice?, ai_sides?, seat?}
//                            -> {game, token, seat}              the creator's seat
//   POST /api/join           {code} -> {game, token, seat}
//   GET  /api/game           -> what the seat may see now
//   GET  /api/game/log?after=SEQ -> {events, version}
//   POST /api/game/do        {number} | {action}
//   POST /api/game/roll      {dice?}  typed faces, or the digital dice
//   POST /api/game/undo      {}
//   POST /api/game/override  {dice, seq}  the umpire replaces a roll of the log (the last one without seq)
//   GET  /api/game/updates   server-sent events: "change" with {version, events} when the
//                            game changes (then GET /api/game), a comment now and then
//
// A seat's requests carry "Authorization: Bearer TOKEN". Errors are {"error": {"code",
// "message", "field"?}} with 400 (bad-input), 401 (no such token), 404 (not-found), 409
// (illegal), 413 (too large), 429 (too many requests), 503 (too many listeners).
#pragma once

#include <chrono>
#include <cstddef>

#include "server/game_host.hpp"
#include "server/rate_limit.hpp"

namespace httplib {
class Server;
}

namespace sandtable::server {

struct GameRouteLimits {
  RateLimit per_address = {2, 30};  // creating and joining, by the client's address
  RateLimit per_seat = {20, 60};    // a seat's requests, by its token
  std::size_t most_listeners = 400;  // update streams open at once
  std::chrono::milliseconds keep_alive{15'000};  // the most time between two messages of a stream
};

void add_game_routes(httplib::Server& http, GameHost& host, const GameRouteLimits& limits);

}  // namespace sandtable::server
