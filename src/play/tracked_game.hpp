// A saved game driven one command at a time, each command perhaps a new process. Besides
// the events, its save keeps the redo list and the seed of the game's digital dice, so undo,
// redo and seeded rolls carry on from one command to the next. Every change is on disk
// before the call that makes it returns.
#pragma once

#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <string_view>

#include "engine/store.hpp"
#include "engine/rule_set.hpp"
#include "play/policy.hpp"

namespace sandtable::play {

struct ReplayCheck {
  std::uint64_t events = 0;
  std::uint64_t state_fingerprint = 0;
  std::uint64_t log_fingerprint = 0;
  std::size_t snapshots_checked = 0;  // stored states the replay reproduced
};

class TrackedGame {
 public:
  // Starts a game of the scenario's rule set and creates its save at `path`; the digital
  // dice use `dice_seed`. Throws UnknownRuleSet, std::invalid_argument (bad rulings) or
  // StoreError.
  static TrackedGame start(const std::string& path, const engine::Registry& registry,
                           const engine::Scenario& scenario, const engine::Rulings& rulings, std::uint64_t dice_seed);
  // The same kept in memory (engine::kInMemory) until save_copy writes it to a file.
  static TrackedGame start_in_memory(const engine::Registry& registry, const engine::Scenario& scenario,
                                     const engine::Rulings& rulings, std::uint64_t dice_seed);
  // Loads a save (StoreError if it is missing, damaged or no longer replays).
  static TrackedGame load(const std::string& path, const engine::Registry& registry);
  // The same for a save handed over as the bytes of its file, kept in memory.
  static TrackedGame load_bytes(std::string_view bytes, const engine::Registry& registry);

  const engine::Session& session() const { return saved_.session(); }
  const engine::SaveHeader& header() const { return saved_.file().header(); }
  const engine::RuleSet& rule_set() const { return *rule_set_; }
  std::uint64_t dice_seed() const;
  void set_dice_seed(std::uint64_t seed);

  // Answers the pending decision with its listed action `number`, counted from 1; throws
  // IllegalAction if there is no such action. In a round of sealed orders `side` says whose
  // decision it answers; it may be left out when only one side is still writing.
  const engine::Event& choose(std::size_t number, std::optional<engine::SideIndex> side = std::nullopt);
  // Answers the pending decision; IllegalAction, with the save unchanged, if it is illegal.
  const engine::Event& apply(const engine::Action& action, std::optional<engine::SideIndex> side = std::nullopt);
  // Closes the open round of sealed orders (the umpire's call).
  const engine::Event& close_round() { return answered(saved_.session().close_round()); }
  // Answers the pending roll with faces typed as "3 5 6"; BadDiceInput says what is wrong.
  const engine::Event& roll_typed(std::string_view text);
  // Answers the pending roll with digital dice: stream number `events so far` of the dice
  // seed, so the same seed and the same history give the same faces.
  const engine::Event& roll_digital();

  // The umpire's change of a past roll: roll `seq` gets the faces typed as `text` and every
  // later answer is applied again after it, as logged. Returns the new roll. IllegalAction,
  // with nothing changed, if `seq` is not a roll or a later answer no longer fits the game;
  // BadDiceInput if the faces do not fit the roll. The redo list is emptied.
  const engine::Event& override_roll(std::uint64_t seq, std::string_view text);

  // Takes back the last event (false if there is none); redo() brings it back, even in a
  // later process, until a new answer is given.
  bool undo();
  bool redo();
  std::size_t redo_count() const;

  // Whose rolls auto_play makes with the digital dice.
  enum class DiceRolled {
    kNone,         // none: every roll is typed
    kSidesPlayed,  // the rolls of the sides it plays, and rolls of no side (kNoSide)
    kEveryone,     // every roll (a host that rolls all dice digitally)
  };
  // Lets `policy` decide for the `sides` and rolls the dice `rolled` says until a decision
  // for another side or a roll it may not make is due, the game is over, or `max_answers`
  // answers are made; in a round of sealed orders it writes and seals the orders of those of
  // `sides` still writing. Returns the events it added.
  std::vector<engine::Event> auto_play(const std::set<engine::SideIndex>& sides, const Policy& policy,
                                       std::uint64_t max_answers, DiceRolled rolled = DiceRolled::kSidesPlayed);

  // What `policy` would answer to the decision due now, with the same tie-breaking stream
  // auto_play would give it, so it is what auto_play does next; nothing when no decision (or
  // a round of sealed orders) is due. Nothing is answered.
  std::optional<engine::Action> advice(const Policy& policy) const;

  // Small named values kept in the save by the program that hosts the game (SaveFile::note).
  std::optional<std::string> note(const std::string& key) const { return saved_.file().note(key); }
  void set_note(const std::string& key, const std::optional<std::string>& value) { saved_.file().set_note(key, value); }

  // An independent copy of the game, its save (kept in memory), redo list and dice seed.
  TrackedGame copy() const { return TrackedGame(saved_.copy(), *rule_set_); }

  // Writes the whole save (events, redo list, dice seed, snapshots) to a new file at `path`.
  void save_copy(const std::string& path) const { saved_.file().copy_to(path); }
  // The whole save as the bytes of its file, for load_bytes or the command line.
  std::string save_bytes() const { return saved_.file().to_bytes(); }
  // Whether the save lives in memory only.
  bool in_memory() const { return saved_.file().path() == engine::kInMemory; }

  // Replays the log, after a JSON round trip, on the starting state, checks that it gives
  // the same state, and stores that state as a snapshot for later loads to check against.
  // Throws StoreError if the replay differs.
  ReplayCheck replay_check();

 private:
  TrackedGame(engine::SavedGame saved, const engine::RuleSet& rule_set) : saved_(std::move(saved)), rule_set_(&rule_set) {}
  std::vector<engine::Event> redo_list() const;
  void set_redo_list(const std::vector<engine::Event>& events);
  // A new answer was recorded: what was undone can no longer be redone.
  const engine::Event& answered(const engine::Event& event);

  engine::SavedGame saved_;
  const engine::RuleSet* rule_set_;
};

}  // namespace sandtable::play
