// What the Hordes in the Trenches AI remembers from one decision to the next about its
// candidate moves: what came of checking them (their paths walked), what the fights of its
// contacts are worth, what those fights ask of each defender and where they put each attacker,
// and of each element its own moves, its line, whether it is in close combat and whether it
// holds its ground.
// After an order only what it moved has changed, so most of that still holds; a candidate's
// check is forgotten once anything on the ground it depends on (check_reach) changes, a
// contact's value once anything within a touch of its fight does, the rest once anything
// within a touch of it does (or the element itself), an element's own moves once it or any
// enemy does, the far side of its wire once it does, and everything once the terrain does.
#pragma once

#include <algorithm>
#include <cassert>
#include <optional>
#include <vector>

#include "core/box.hpp"
#include "rules/hitt/battle/battle.hpp"
#include "rules/hitt/battle/fights.hpp"
#include "rules/hitt/battle/orders.hpp"

namespace sandtable::rules::hitt {

class CandidateMemory {
 public:
  // Looks at the battle as it is now, forgetting the candidates that what changed may alter.
  void look(const Battle& b);
  // The candidate as `check` (of the battle last looked at) finds it, remembered or checked now.
  std::optional<CheckedOrder> checked(const Battle& b, const Candidate& c, CandidateCheck& check);
  // What a close combat asks of the element as a defender (standing), remembered while nothing
  // within a touch of it changes: its ground, its rear support and the enemy fronts on it
  // depend on the terrain and on the elements whose bases touch it alone.
  const Standing& standing(const Battle& b, int troop);
  // Where contacts put their attackers (PlacedMemory), kept likewise.
  PlacedMemory& places() { return places_; }
  // The element's line (line_group), kept while nothing within a touch of the line changes:
  // only bases touching a member can join it or part it.
  const std::vector<int>& line_group(const Battle& b, int troop);
  // Whether the element is in close combat (in_front_contact), kept while nothing within a
  // touch of it changes.
  bool in_front_contact(const Battle& b, int troop);
  // The element's own moves (add_move_candidates), kept while neither it nor any element of
  // the enemy's changes: they ask of nothing else but the terrain.
  const std::vector<Candidate>& moves(const Battle& b, int troop);
  // The far side of the element's wire (beyond_wire), kept while the element stays as it is:
  // it asks of the element and the terrain alone.
  const std::optional<core::Pose>& beyond_wire(const Battle& b, int troop);
  // Whether the element holds its ground, as `holds()` finds it, kept while the element stays
  // as it is: it asks of the element's base and the terrain alone.
  template <class Holds>
  bool holds_ground(int troop, Holds holds) {
    signed char& known = holds_[static_cast<std::size_t>(troop)];
    if (known < 0) known = holds() ? 1 : 0;
    return known != 0;
  }
  // The value of a contact candidate (Check::kContact), remembered or `value()` now. A contact
  // is worth what its fight is (or nothing, refused where it would end), and every factor of a
  // fight lies within a touch of the two elements, the attacker where the contact puts it: kept
  // while nothing there changes, nor the attacker. But a barrage's fight asks for observers
  // anywhere, so a barrage's contacts are valued anew each time.
  template <class Value>
  double contact_value(const Battle& b, const Candidate& c, Value value) {
    if (b.troop(c.order.troop).element == Element::kBarrage) return value();
    std::vector<KnownValue>& known = values_[static_cast<std::size_t>(c.order.troop)];
    const auto at = std::find_if(known.begin(), known.end(), [&](const KnownValue& k) { return k.candidate == c; });
    if (at == known.end()) {
      known.push_back({c, fight_reach(b, c), value()});
      return known.back().value;
    }
    assert(at->value == value());
    return at->value;
  }

 private:
  struct Remembered {
    Candidate candidate;
    core::Box reach;
    std::optional<std::optional<CheckedOrder>> check;
  };
  struct KnownValue {
    Candidate candidate;
    core::Box reach;
    double value;
  };
  struct KnownStanding {
    core::Box reach;
    Standing standing;
  };
  struct KnownLine {
    core::Box reach;
    std::vector<int> group;
  };
  struct KnownContact {
    core::Box reach;
    bool in_contact;
  };
  Remembered& remembered(const Battle& b, const Candidate& c, LineGroups& groups);
  // Where what stands can change a contact's fight: within a touch of where the attacker ends
  // and of the defender.
  static core::Box fight_reach(const Battle& b, const Candidate& c);
  void forget_all(const Battle& b);

  std::vector<std::vector<Remembered>> by_troop_;  // by the element ordered
  std::vector<std::vector<KnownValue>> values_;    // likewise
  std::vector<std::optional<KnownStanding>> standings_;  // by the defender
  PlacedMemory places_;
  std::vector<std::optional<std::vector<Candidate>>> moves_;  // by the element
  std::vector<std::optional<KnownLine>> lines_;  // by the element asked about
  std::vector<std::optional<KnownContact>> contacts_;  // likewise
  std::vector<signed char> holds_;                     // likewise, -1: not known
  std::vector<std::optional<std::optional<core::Pose>>> beyond_;  // likewise
  std::vector<Troop> seen_;                        // the elements as last looked at
  std::vector<bool> cut_seen_;                     // the terrain pieces cut
  int defender_seen_ = -1;
};

}  // namespace sandtable::rules::hitt
