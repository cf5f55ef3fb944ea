// The event log and the Session that drives a game through it.
//
// Every decision and every roll becomes an event, recorded by the Session's own apply step,
// so no rule set can change a game without leaving history. The log alone, replayed on the
// scenario's starting state, rebuilds the game: that is how saves load and undo works.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <vector>

#include "engine/dice_source.hpp"
#include "engine/game.hpp"

namespace sandtable::engine {

// A decision (a sealed one carries its round), a roll, or the umpire closing a round of
// sealed orders early.
enum class EventKind { kDecision, kDice, kClose };

struct Event {
  std::uint64_t seq = 0;  // 1, 2, 3, ... in the order applied
  EventKind kind = EventKind::kDecision;
  SideIndex side = kNoSide;
  // A decision: {"action": {...}, "label": "..."}, with "round" when it is a sealed order.
  // Dice: {"faces": [...], "reason": "..."}. A close: {"round": "..."}. Any may carry
  // "results": [...], what the answer did in words (Game::results()).
  Json payload;
  std::optional<std::int64_t> unix_ms;  // when it was applied, if the session keeps time
};

Json to_json(const Event& event);
// Throws std::invalid_argument naming the field that is missing or of the wrong type.
Event event_from_json(const Json& json);

// A stable hash of the events' content (timestamps excluded): equal logs, equal hashes.
std::uint64_t log_fingerprint(const std::vector<Event>& events);

// Applies one logged answer to a game (throws IllegalAction if it does not fit, when checked).
void apply_event(Game& game, const Event& event, Answered answered = Answered::kNew);

// A logged event could not be applied while replaying; the message names its seq.
class ReplayError : public std::runtime_error {
 public:
  ReplayError(std::uint64_t seq, const std::string& message);
  std::uint64_t seq() const { return seq_; }

 private:
  std::uint64_t seq_;
};

// Told of every change to a session's log (a save file keeps itself in step this way).
class LogListener {
 public:
  virtual ~LogListener() = default;
  virtual void appended(const Event& event) = 0;
  // The log now holds only its first `size` events (after an undo).
  virtual void truncated(std::uint64_t size) = 0;
  // The log now holds its first `kept` events and then `after` (the umpire changed a past
  // roll). By default a truncation and the appends; a save does it in one step.
  virtual void rewritten(std::uint64_t kept, const std::vector<Event>& after);
};

// Milliseconds since the Unix epoch, for event timestamps.
using Clock = std::function<std::int64_t()>;
std::int64_t system_clock_ms();

class Session {
 public:
  // Starts from `initial`; timestamps events with `clock` if one is given.
  explicit Session(std::unique_ptr<Game> initial, Clock clock = {});

  Request next_request() const { return current_->next_request(); }
  const Game& game() const { return *current_; }
  const Game& initial() const { return *initial_; }
  const std::vector<Event>& events() const { return events_; }
  std::uint64_t log_fingerprint() const { return engine::log_fingerprint(events_); }

  // Applies and records a decision or a roll. Throws IllegalAction (nothing recorded) if
  // the game rejects it. Clears the redo list.
  const Event& apply(const Action& action);
  const Event& apply_dice(const std::vector<int>& faces);
  // Records `side`'s answer in the open round of sealed orders, or the round closed early.
  const Event& apply_sealed(SideIndex side, const Action& action);
  const Event& close_round();
  // Rolls the pending dice from `source` and applies them.
  const Event& roll(DiceSource& source);

  // Takes back the last event; false if there is none.
  bool undo();
  // Applies again the last event undone; false if there is none.
  bool redo();
  bool can_undo() const { return !events_.empty(); }
  bool can_redo() const { return !redo_.empty(); }

  // What replay records of each event's words (its label or reason, and its results).
  enum class Words {
    kAsLogged,    // as they were logged (loading a save)
    kToldAgain,   // as the game tells them now (the log replayed after a changed roll)
  };
  // Applies logged events in order; each must carry the next seq. Throws ReplayError at the
  // first that does not fit, leaving the session after the last one that did.
  void replay(const std::vector<Event>& events, Words words = Words::kAsLogged);

  // An independent copy: the same games, log, redo list and clock, and no listener.
  std::unique_ptr<Session> copy() const;
  // The same holding only the first `kept` events (at most all), with no redo list.
  std::unique_ptr<Session> copy_before(std::size_t kept) const;
  // Takes the games and log of `other`, a copy_before(kept) of this session that went on
  // differently; the listener is told of the rewritten log. The redo list is emptied.
  void adopt(Session&& other, std::size_t kept);

  // Receives every later append and truncation; nullptr to stop.
  void set_listener(LogListener* listener) { listener_ = listener; }

 private:
  const Event& record(Event event);
  void rebuild();

  // A clone of the game is kept every kSnapshotEvery events, so undo replays few events.
  static constexpr std::size_t kSnapshotEvery = 32;

  std::unique_ptr<Game> initial_;
  std::unique_ptr<Game> current_;
  std::vector<Event> events_;
  std::vector<Event> redo_;
  std::map<std::size_t, std::unique_ptr<Game>> snapshots_;  // by number of events applied
  Clock clock_;
  LogListener* listener_ = nullptr;
};

}  // namespace sandtable::engine
