// Tactical moves in Hordes in the Trenches: what each costs in PIPs, how far each element goes
// in each going, and whether a move may be made: the path, what it passes through, the table
// edge, enemy wire that stops it and a trench that it enters.
#pragma once

#include <array>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "core/box.hpp"
#include "rules/hitt/battle/along.hpp"
#include "rules/hitt/battle/battle.hpp"
#include "rules/hitt/battle/ground.hpp"

namespace sandtable::rules::hitt {

// The element's tactical move in this going (Tactical Move Distances), or nullopt where it may
// not go (artillery in bad going) or may not move at all (heavy artillery, the bunker).
std::optional<double> move_distance(const Troop& t, Going going);

// The PIPs a tactical move of these elements costs (PIP Expenditure).
int pip_cost(const Battle& b, const std::vector<int>& group);

// pip_cost for the elements of one battle, asking once for each side who its general is and
// once for each element how far from him it stands: a decision asks it for every element
// alone and in its line.
class PipCosts {
 public:
  explicit PipCosts(const Battle& b);
  int operator()(std::span<const int> group);
  // The most any move costs: 1, and 1 more for a tank or aircraft, and 1 more with no general
  // or beyond or out of his sight.
  static constexpr int kMost = 3;

 private:
  int general(int side);
  // Beyond 1,200p of its general, and beyond 600p of him out of his sight.
  bool far(int troop);
  bool out_of_sight(int troop);
  const Battle& b_;
  std::array<int, 2> general_{-2, -2};  // -2: not yet asked
  std::vector<signed char> far_;        // -1: not yet asked
  std::vector<signed char> out_of_sight_;
};

// Why the element may make no tactical move this bound, if it may not (moved already,
// suppressed, immobile, held back).
std::optional<std::string> cannot_move(const Battle& b, int troop);
// cannot_move's answer without its words (kFree: it may move).
enum class Stuck { kFree, kAbsent, kEnemys, kMoved, kSuppressed, kImmobile, kInCombat };
Stuck stuck(const Battle& b, int troop);
// stuck but for close combat (in_front_contact, a pass over the table), never kInCombat.
Stuck stuck_but_for_combat(const Battle& b, int troop);

// What a move to `to` comes to: where it ends (short of `to` when enemy wire or a trench
// stops it), or why it may not be made.
struct MoveResult {
  core::Pose end;
  double length = 0;           // paces, by the corner that moves furthest
  bool stopped_at_wire = false;
  std::vector<int> wire_cut;   // wire a tank drove through
  std::string refused;         // empty when the move may be made; "refused" when not asked why
  bool ok() const { return refused.empty(); }
  friend bool operator==(const MoveResult&, const MoveResult&) = default;
};
// `extra` paces beyond the element's move (sturmtruppe paying for their 200p to contact).
MoveResult check_move(const Battle& b, int troop, const core::Pose& to, double extra = 0);
// check_move for an element that cannot_move lets move: the move itself. `known`: what is near
// another walk of the element (along_to), used where it covers this one. `say_why`: false
// where only ok() is read (the AI), sparing the refusal's words.
MoveResult check_path(const Battle& b, int troop, const core::Pose& to, double extra = 0, const Along* known = nullptr,
                      bool say_why = true);

// True only where check_path to `to` (with `extra` paces) is surely refused or ends short of
// `to`, as where it would end shows: on another element or off the table, or further than any
// going (and the extra paces) allows. A contact the AI lists is refused most often so.
bool ends_short(const Battle& b, int troop, const core::Pose& to, double extra = 0);
// ends_short, or as the walk's start and what is near it (`along_it`) show without the ground
// of its steps: a move longer than any going from where it starts allows, a step short of `to`
// on what it may not pass or off the table.
bool falls_short(const Battle& b, int troop, const core::Pose& to, const Along& along_it);

// How far straight ahead the element may go, at most its move on a road: walked once, a step
// at a time, to the last place where it stands clear (within a pace), or on to its full move
// where enemy wire or a trench would stop it (check_move then says where). 0 when it may not
// move ahead at all.
double furthest_ahead(const Battle& b, int troop);
// furthest_ahead for an element that cannot_move lets move, with along_ahead for it.
double furthest_clear(const Battle& b, int troop, const Along& ahead);

// Whether each element may make a tactical move (cannot_move says nothing), asked once for each
// element of one battle: a decision asks it for every candidate of an element.
class MayMove {
 public:
  explicit MayMove(const Battle& b) : b_(b), known_(static_cast<std::size_t>(b.count()), -1) {}
  // `in_combat` answers in_front_contact instead: kept from earlier decisions (the AI's memory).
  MayMove(const Battle& b, std::function<bool(int)> in_combat)
      : b_(b), in_combat_(std::move(in_combat)), known_(static_cast<std::size_t>(b.count()), -1) {}
  bool operator()(int troop) {
    signed char& known = known_[static_cast<std::size_t>(troop)];
    if (known < 0) {
      known = in_combat_ ? stuck_but_for_combat(b_, troop) == Stuck::kFree && !in_combat_(troop) : stuck(b_, troop) == Stuck::kFree;
    }
    return known != 0;
  }
  // Whether the element is in close combat: in_front_contact, or `in_combat` where given.
  bool in_combat(int troop) const;

 private:
  const Battle& b_;
  std::function<bool(int)> in_combat_;
  std::vector<signed char> known_;  // -1: not yet asked
};

// Group moves: the elements side by side with the element, edge to edge and faced alike, it
// included, in the order of the battle.
std::vector<int> line_group(const Battle& b, int troop);

// line_group for the elements of one battle, found once for each element asked about: a
// decision asks for a line when listing, valuing, costing and checking its advance.
class LineGroups {
 public:
  explicit LineGroups(const Battle& b) : b_(b) {}
  // `kept` answers instead: the lines kept from earlier decisions (the AI's memory).
  LineGroups(const Battle& b, std::function<const std::vector<int>&(int)> kept) : b_(b), kept_(std::move(kept)) {}
  const std::vector<int>& operator()(int troop) {
    if (kept_) return kept_(troop);
    if (known_.empty()) known_.resize(static_cast<std::size_t>(b_.count()));
    std::optional<std::vector<int>>& known = known_[static_cast<std::size_t>(troop)];
    if (!known) known = line_group(b_, troop);
    return *known;
  }

 private:
  const Battle& b_;
  std::function<const std::vector<int>&(int)> kept_;
  std::vector<std::optional<std::vector<int>>> known_;  // sized at the first question
};

// The ground where what stands can matter to a move straight from `from` to `to` (positions,
// a turn on the way included): an element wholly outside it is never in the way, and its zone
// of control never reaches the path.
core::Box path_reach(core::Vec2 from, core::Vec2 to);

// How far the base's furthest-moving corner goes from `from` to `to`.
double move_length(const core::Base& from, const core::Base& to);

}  // namespace sandtable::rules::hitt
