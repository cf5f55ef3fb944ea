// The moves the Hordes in the Trenches AI listed and valued at the first move decision of a
// bound, kept for the bound's later decisions instead of listing and valuing them again.
// An element's own moves ask of it, the enemy and the terrain alone, and the enemy stands still
// through the bound; so after a friend's move what may differ is whether an element may still
// move and what a line holds (both asked again as each decision starts), a contact's value
// (asked again of the memory, exactly) and a progress value (kept as it was: a gun that has
// since gained a target keeps its value until the next bound). A line broken by a member's
// move is dropped, not listed again as the lines it leaves; a move refused once is dropped too.
#pragma once

#include <vector>

#include "rules/hitt/battle/battle.hpp"
#include "rules/hitt/battle/orders.hpp"

namespace sandtable::rules::hitt {

class BoundPlan {
 public:
  struct Move {
    Candidate candidate;  // a move (Check other than kNone)
    double value;         // as listed; above 0
    bool refused = false;  // its check refused it at an earlier decision of the bound
  };
  // Whether the plan was made in this bound of this battle.
  bool holds_for(const Battle& b) const {
    return b.stage == Stage::kMoves && bound_ == b.bound && active_ == b.active && count_ == b.count();
  }
  void make(const Battle& b, std::vector<Move> moves) {
    bound_ = b.bound;
    active_ = b.active;
    count_ = b.count();
    moves_ = std::move(moves);
  }
  const std::vector<Move>& moves() const { return moves_; }
  // Leaves the move out of the bound's later decisions: a friend's move rarely clears the way.
  void refuse(const Candidate& c) {
    for (Move& m : moves_) {
      if (m.candidate == c) m.refused = true;
    }
  }

 private:
  int bound_ = -1;
  int active_ = -1;
  int count_ = -1;
  std::vector<Move> moves_;
};

}  // namespace sandtable::rules::hitt
