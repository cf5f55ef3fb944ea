// What one seat at a game may see and do: a side's player, the umpire, or an observer. The
// game says what each side may know (Game::to_json_for and its kin); these functions apply it
// to everything that leaves the engine for a seat: the state, the request, the log.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/game.hpp"
#include "engine/log.hpp"

namespace sandtable::engine {

enum class Role { kPlayer, kUmpire, kObserver };

struct Seat {
  Role role = Role::kObserver;
  SideIndex side = kNoSide;  // a player's side
};

// "player", "umpire", "observer"; the Role named so, if any.
std::string role_name(Role role);
std::optional<Role> role_named(const std::string& name);

// The state as the seat may know it: all of it for the umpire, its side's part for a player,
// what every side knows for an observer.
Json state_view(const Game& game, const Seat& seat);
std::string summary_view(const Game& game, const Seat& seat);
// The units' notes the seat may read, as {"unit name": "note", ...}.
Json unit_notes_view(const Game& game, const Seat& seat);
// Notes as that JSON object.
Json unit_notes_json(const std::vector<UnitNote>& notes);

// What the game needs next, as the seat may see it: another side's decision shows only who is
// deciding ({"kind": "waiting", "side": s}), since its choices would tell that side's secrets;
// in a round of sealed orders a player sees only his own side's decision.
// The same when the game says what it asks would tell the seat a secret (a roll's reason, say).
Json request_view(const Game& game, const Request& request, const Seat& seat);

// A logged event as the seat may see it: whole, or only its seq, kind and side with
// "hidden": true when it tells what the seat may not know now (so seq numbers stay whole).
// Another side's orders in the round still open are hidden until the round closes.
Json event_view(const Game& now, const Event& event, const Seat& seat);
// The events after `after` (a seq) as the seat may see them.
Json log_view(const Game& now, const std::vector<Event>& events, std::uint64_t after, const Seat& seat);

// Whether the seat may answer the request: a player his side's decisions (in a round of
// sealed orders, his side's), the umpire any.
bool may_decide(const Request& request, const Seat& seat);

}  // namespace sandtable::engine
