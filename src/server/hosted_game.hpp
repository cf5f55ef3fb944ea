// One game the server hosts: its save, its seats (a player for each side, the umpire when it
// has one, observers), and what each seat may see and do. Safe to use from many threads.
#pragma once

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <map>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "engine/view.hpp"
#include "play/tracked_game.hpp"

namespace sandtable::server {

using engine::Json;

struct SeatRecord {
  engine::Seat seat;
  std::string code;   // what a person types to join
  std::string token;  // what the joined phone sends with every request: "<game id>.<secret>"
  bool host = false;  // created the game: is shown every seat's join code
};

enum class DiceMode { kDigital, kTyped };

struct HostedSetup {
  bool umpired = true;
  DiceMode dice = DiceMode::kDigital;  // digital: the server rolls; typed: a seat types the faces
  std::set<engine::SideIndex> ai_sides;
  engine::Seat host = {engine::Role::kUmpire, engine::kNoSide};
};

class HostedGame {
 public:
  // Starts `game` (a new save, file-backed) under `id`: seats are drawn and stored in the save.
  HostedGame(std::string id, play::TrackedGame game, const HostedSetup& setup);
  // Opens a hosted game's save; StoreError if it is not one (no seats stored) or is damaged.
  static std::unique_ptr<HostedGame> load(const std::filesystem::path& path, const engine::Registry& registry);

  const std::string& id() const { return id_; }
  // The seat whose token is `token`, if any (compared in constant time).
  std::optional<SeatRecord> seat_with_token(std::string_view token) const;
  // The record of `seat` (its code and token), if the game has that seat.
  std::optional<SeatRecord> seat_record(const engine::Seat& seat) const;
  // The seat whose join code is `code` (normalized), if any.
  std::optional<SeatRecord> seat_with_code(std::string_view code) const;

  // Everything the seat may know now: state, summary, map, request, and what it may do.
  Json view(const SeatRecord& seat) const;
  // The events after seq `after`, as the seat may see them.
  Json log(const SeatRecord& seat, std::uint64_t after) const;
  // Answers the pending decision ({"number": n} or {"action": {...}}); IllegalAction if it is
  // not this seat's to answer or not legal. In a round of sealed orders a player answers his
  // side's decision; the umpire names the side with "side" when several are still writing.
  Json decide(const SeatRecord& seat, const Json& args);
  // Answers the pending roll with typed faces ("3 5"), or the game's digital dice without:
  // a player's roll in a game of typed dice, or any roll of the umpire's.
  Json roll(const SeatRecord& seat, const std::optional<std::string>& faces);
  // Takes back the last answer: the umpire any, a player his own decision when it is the
  // last. Nothing is answered automatically after it: the umpire answers what comes next.
  Json undo(const SeatRecord& seat);
  // The umpire closes the open round of sealed orders: what each side wrote stands.
  Json close_round(const SeatRecord& seat);
  // The umpire replaces roll `seq` of the log (without it, the last event, which must be a
  // roll) with faces he types; the later answers are applied again after it, or, if one of
  // them no longer fits, IllegalAction names it and nothing changes.
  Json override_roll(const SeatRecord& seat, std::optional<std::uint64_t> seq, const std::string& faces);

  // Counts changes to the game: a seat that has seen version v has seen everything up to it.
  std::uint64_t version() const;
  // Waits until the version passes `seen`, `timeout` passes, or stop_waiting(); the version.
  std::uint64_t wait_for_change(std::uint64_t seen, std::chrono::milliseconds timeout) const;
  // Wakes every waiter for good (the server is stopping).
  void stop_waiting();
  bool stopping() const;

 private:
  HostedGame(std::string id, play::TrackedGame game, HostedSetup setup, std::vector<SeatRecord> seats);
  void store_seats();
  void audit(const SeatRecord& seat, const std::string& what);
  // Lets the AI decide for its sides and rolls digital dice until a person must act.
  void settle();
  void changed();
  bool may_roll(const SeatRecord& seat) const;
  bool may_undo(const SeatRecord& seat) const;
  Json answer(const engine::Event& event);

  // A seat's view, kept until the game changes: many phones ask again and again between changes.
  struct CachedView {
    std::uint64_t version = 0;
    Json view;
  };
  using ViewKey = std::tuple<engine::Role, engine::SideIndex, bool>;  // role, side, host
  Json compute_view(const SeatRecord& seat) const;

  std::string id_;
  play::TrackedGame game_;
  mutable std::map<ViewKey, CachedView> views_;
  HostedSetup setup_;
  std::vector<SeatRecord> seats_;
  mutable std::mutex mutex_;
  mutable std::condition_variable changed_;
  std::uint64_t version_;
  bool stopping_ = false;
};

}  // namespace sandtable::server
