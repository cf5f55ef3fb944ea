// The turn as a table of phases: a rule set declares its phases once, with hooks run when
// each begins and ends, and keeps only a small TurnPosition in its state (so clones and
// snapshots never copy the table or its hooks).
#pragma once

#include <cstddef>
#include <functional>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace sandtable::engine {

// Where the game is in the turn sequence.
struct TurnPosition {
  int turn = 1;
  std::size_t phase = 0;

  friend bool operator==(const TurnPosition&, const TurnPosition&) = default;
};

template <class State>
class TurnTable {
 public:
  struct Phase {
    std::string name;
    std::function<void(State&)> on_begin;  // may be empty
    std::function<void(State&)> on_end;    // may be empty
  };

  explicit TurnTable(std::vector<Phase> phases) : phases_(std::move(phases)) {
    if (phases_.empty()) throw std::invalid_argument("a turn needs at least one phase");
  }

  // Begins turn 1 with its first phase.
  void start(State& state, TurnPosition& at) const {
    at = TurnPosition{};
    run(phases_[0].on_begin, state);
  }

  // Ends the current phase and begins the next, moving to the next turn after the last one.
  void advance(State& state, TurnPosition& at) const {
    run(phases_[at.phase].on_end, state);
    if (++at.phase == phases_.size()) {
      at.phase = 0;
      ++at.turn;
    }
    run(phases_[at.phase].on_begin, state);
  }

  const Phase& phase(const TurnPosition& at) const { return phases_.at(at.phase); }
  std::size_t size() const { return phases_.size(); }

  // {"turn": 3, "phase": "firing"}
  nlohmann::json to_json(const TurnPosition& at) const { return {{"turn", at.turn}, {"phase", phase(at).name}}; }

 private:
  static void run(const std::function<void(State&)>& hook, State& state) {
    if (hook) hook(state);
  }

  std::vector<Phase> phases_;
};

}  // namespace sandtable::engine
