// The interface a rule set implements, and the registry entry that creates its games.
//
// A game is a state machine driven by requests: ask next_request(), answer it with apply()
// (a decision) or apply_dice() (faces), repeat until GameOver. Drive a game through a
// Session (log.hpp), which records every answer, rather than calling apply() directly.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "engine/request.hpp"
#include "engine/scenario.hpp"

namespace sandtable::engine {

// The answer is not legal now; the message says why. The game is left unchanged.
class IllegalAction : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct Event;

// How apply_event (log.hpp) takes a logged answer: checked against what the game asks, like any
// new answer, or taken as it is because this game, or an equal copy of it, accepted it before
// (a session rebuilding from its own log for undo and redo). That skips building the request,
// which in games that list every order with its label is most of an answer's cost.
enum class Answered { kNew, kBefore };

// One unit's condition in words, as a player reads it beside the map: what it is and how it
// stands now ("line-infantry, attack column, 2/5 SP, 3 hits; veteran"), not where it stands.
struct UnitNote {
  std::string unit;  // its name, as the state's units give it
  std::string text;
};

class Game {
 public:
  virtual ~Game() = default;

  // What the game needs next.
  virtual Request next_request() const = 0;

  // Answers a Decision. Throws IllegalAction when no decision is pending, when the action is
  // not among a complete list of legal actions, or when the rule set rejects it.
  void apply(const Action& action);

  // Answers `side`'s decision in an open round of sealed orders. Throws IllegalAction when no
  // round is open, when `side` does not write in it, or when the action is not legal for it.
  void apply_sealed(SideIndex side, const Action& action);
  // Closes the open round of sealed orders now (the umpire's call): each side's orders stand
  // as written so far. Throws IllegalAction when no round is open.
  void close_round();

  // Answers a DiceRequest. Throws IllegalAction when no roll is pending, when the number of
  // faces is not the number of dice asked for, or when a face is outside 1..sides.
  void apply_dice(const std::vector<int>& faces);

  // The whole state as JSON (for display, snapshots and fingerprints).
  virtual Json to_json() const = 0;
  virtual std::unique_ptr<Game> clone() const = 0;
  // The names of the sides, indexed by SideIndex.
  virtual std::vector<std::string> side_names() const = 0;

  // A stable hash of the state: equal states give equal fingerprints on any machine.
  virtual std::uint64_t fingerprint() const;
  // The hash of to_json(): the default fingerprint, and the one held by saves made before a
  // rule set learnt to hash its state field by field.
  std::uint64_t json_fingerprint() const;

  // The state as a player at the table reads it, in lines of text; empty when the rule set
  // has no such view, and tools then show the members of to_json() instead.
  virtual std::string summary() const { return {}; }

  // What one side may know, for games whose sides keep secrets (view.hpp shows each seat its
  // part). `viewer` is a side, or kNoSide for what every side knows (an observer's view). By
  // default nothing is secret: the whole state, the summary, every event.
  virtual Json to_json_for(SideIndex viewer) const { (void)viewer; return to_json(); }
  virtual std::string summary_for(SideIndex viewer) const { (void)viewer; return summary(); }
  // Each unit's note, for the units the viewer may know of; none when the rule set has none.
  virtual std::vector<UnitNote> unit_notes() const { return {}; }
  virtual std::vector<UnitNote> unit_notes_for(SideIndex viewer) const {
    (void)viewer;
    return unit_notes();
  }
  // Whether `event`, logged earlier, would tell `viewer` something it may not know now.
  virtual bool event_hidden_from(const Event& event, SideIndex viewer) const {
    (void)event, (void)viewer;
    return false;
  }
  // Whether what the game asks now (a roll's reason, say, naming a message in transit) would
  // tell `viewer` something it may not know; the seat then sees only who is to answer.
  virtual bool request_hidden_from(SideIndex viewer) const {
    (void)viewer;
    return false;
  }

  // What the last apply() or apply_dice() did, told in words, one result a line ("IR 44 takes
  // 2 hits, 2 SP left"); the Session records them with the event. Empty by default, and for
  // an answer that only moved the game on.
  virtual std::vector<std::string> results() const { return {}; }

  // The terrain as it lies now, in cm, when the players place some of it during the game
  // (features marked `place`); none when it lies as the scenario drew it.
  virtual std::optional<std::vector<TerrainFeature>> terrain_now() const { return std::nullopt; }

  // How the game words an action `side` gives that is not on the list it offered (its JSON
  // typed in, or a point dragged on the map), as the list would word it, for the log; empty
  // when it has no words for it or the action is not legal now. Asked before the action is applied.
  virtual std::string label_unlisted(SideIndex side, const Json& action) const {
    (void)side;
    (void)action;
    return {};
  }

 protected:
  // Why `action`, missing from a complete list of legal actions, is refused, in the rule's
  // words; nothing to let apply() say only that it is not among them.
  virtual std::optional<std::string> refusal(const Action& action) const {
    (void)action;
    return std::nullopt;
  }

 private:
  friend void apply_event(Game& game, const Event& event, Answered answered);

  // The rule set's part of apply(): the request is a Decision and, if its list is complete,
  // the action is on it. Must validate fully before changing anything.
  virtual void do_apply(const Action& action) = 0;
  // The rule set's part of apply_dice(): count and range are already checked.
  virtual void do_apply_dice(const std::vector<int>& faces) = 0;
  // The rule set's parts of apply_sealed() and close_round(), for games with sealed orders:
  // a round is open and, if the side's list is complete, the action is on it.
  virtual void do_apply_sealed(SideIndex side, const Action& action);
  virtual void do_close_round();
};

}  // namespace sandtable::engine
