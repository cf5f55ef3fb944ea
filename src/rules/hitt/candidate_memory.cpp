#include "rules/hitt/candidate_memory.hpp"

#include <algorithm>
#include <array>
#include <cassert>

#include "rules/hitt/battle/contact.hpp"
#include "rules/hitt/battle/ground.hpp"
#include "rules/hitt/battle/placing.hpp"
#include "rules/hitt/battle/queries.hpp"

namespace sandtable::rules::hitt {

namespace {

// Everything of the element the rules read (its name aside).
bool same_state(const Troop& a, const Troop& b) {
  return a.side == b.side && a.element == b.element && a.pose == b.pose && a.general == b.general && a.on_table == b.on_table &&
         a.lost == b.lost && a.gone == b.gone && a.suppressed == b.suppressed && a.moved == b.moved &&
         a.moved_into_contact == b.moved_into_contact && a.at_wire == b.at_wire && a.remounted_in == b.remounted_in &&
         a.gas_bounds == b.gas_bounds;
}

std::vector<bool> cuts(const Battle& b) {
  std::vector<bool> out;
  for (const Piece& p : b.terrain) out.push_back(p.cut);
  return out;
}

// Forgets each answer kept whose reach `touched` says a change met.
template <class Known, class Touched>
void forget_touched(std::vector<std::optional<Known>>& kept, const Touched& touched) {
  for (std::optional<Known>& k : kept) {
    if (k && touched(k->reach)) k.reset();
  }
}

}  // namespace

void CandidateMemory::forget_all(const Battle& b) {
  by_troop_.assign(static_cast<std::size_t>(b.count()), {});
  values_.assign(static_cast<std::size_t>(b.count()), {});
  standings_.assign(static_cast<std::size_t>(b.count()), std::nullopt);
  places_.clear();
  moves_.assign(static_cast<std::size_t>(b.count()), std::nullopt);
  lines_.assign(static_cast<std::size_t>(b.count()), std::nullopt);
  contacts_.assign(static_cast<std::size_t>(b.count()), std::nullopt);
  holds_.assign(static_cast<std::size_t>(b.count()), -1);
  beyond_.assign(static_cast<std::size_t>(b.count()), std::nullopt);
  seen_ = b.troops;
  cut_seen_ = cuts(b);
  defender_seen_ = b.defender;
}

void CandidateMemory::look(const Battle& b) {
  if (seen_.size() != b.troops.size() || defender_seen_ != b.defender || cut_seen_ != cuts(b)) {
    forget_all(b);
    return;
  }
  // Where what changed stood before and stands now.
  std::vector<core::Box> changed;
  std::array<bool, 2> side_changed{};
  for (std::size_t i = 0; i < seen_.size(); ++i) {
    const Troop& now = b.troops[i];
    if (same_state(seen_[i], now)) continue;
    if (seen_[i].present()) changed.push_back(bounds_of(seen_[i].base()));
    if (now.present()) changed.push_back(bounds_of(now.base()));
    seen_[i] = now;
    side_changed[static_cast<std::size_t>(now.side)] = true;
    // What was kept of the element itself, whose reach was where it stood (on the table or not).
    values_[i].clear();
    standings_[i].reset();
    moves_[i].reset();
    lines_[i].reset();
    contacts_[i].reset();
    holds_[i] = -1;
    beyond_[i].reset();
  }
  if (changed.empty()) return;
  for (std::size_t i = 0; i < seen_.size(); ++i) {
    if (side_changed[static_cast<std::size_t>(1 - seen_[i].side)]) moves_[i].reset();
  }
  const auto touched = [&](const core::Box& reach) {
    return std::any_of(changed.begin(), changed.end(), [&](const core::Box& c) { return c.overlaps(reach); });
  };
  for (std::vector<Remembered>& known : by_troop_) {
    std::erase_if(known, [&](const Remembered& r) { return touched(r.reach); });
  }
  for (std::vector<KnownValue>& known : values_) {
    std::erase_if(known, [&](const KnownValue& k) { return touched(k.reach); });
  }
  forget_touched(standings_, touched);
  places_.forget_near(changed);
  forget_touched(lines_, touched);
  forget_touched(contacts_, touched);
}

const std::vector<int>& CandidateMemory::line_group(const Battle& b, int troop) {
  std::optional<KnownLine>& known = lines_[static_cast<std::size_t>(troop)];
  if (!known) {
    known.emplace();
    known->group = hitt::line_group(b, troop);
    for (const int m : known->group) {
      const core::Box box = bounds_of(b.troop(m).base());
      known->reach.add(box.lo);
      known->reach.add(box.hi);
    }
    known->reach = known->reach.grown(kTouch + 1);
  }
  return known->group;
}

const std::vector<Candidate>& CandidateMemory::moves(const Battle& b, int troop) {
  std::optional<std::vector<Candidate>>& known = moves_[static_cast<std::size_t>(troop)];
  if (!known) add_move_candidates(b, troop, known.emplace());
#ifndef NDEBUG
  std::vector<Candidate> fresh;
  add_move_candidates(b, troop, fresh);
  assert(fresh == *known);
#endif
  return *known;
}

const std::optional<core::Pose>& CandidateMemory::beyond_wire(const Battle& b, int troop) {
  std::optional<std::optional<core::Pose>>& known = beyond_[static_cast<std::size_t>(troop)];
  if (!known) known = hitt::beyond_wire(b, troop);
  assert(*known == hitt::beyond_wire(b, troop));
  return *known;
}

bool CandidateMemory::in_front_contact(const Battle& b, int troop) {
  std::optional<KnownContact>& known = contacts_[static_cast<std::size_t>(troop)];
  if (!known) known = KnownContact{bounds_of(b.troop(troop).base()).grown(kTouch + 1), hitt::in_front_contact(b, troop)};
  return known->in_contact;
}

const Standing& CandidateMemory::standing(const Battle& b, int troop) {
  std::optional<KnownStanding>& known = standings_[static_cast<std::size_t>(troop)];
  // A pace beyond a touch: no base outside it touches the defender's.
  if (!known) known = KnownStanding{bounds_of(b.troop(troop).base()).grown(kTouch + 1), hitt::standing(b, troop)};
  return known->standing;
}

core::Box CandidateMemory::fight_reach(const Battle& b, const Candidate& c) {
  const Troop& attacker = b.troop(c.order.troop);
  core::Box reach = bounds_of(core::Base(attacker.base().width(), attacker.base().depth(), c.order.to));
  const core::Box defender = bounds_of(b.troop(c.order.target).base());
  reach.add(defender.lo);
  reach.add(defender.hi);
  return reach.grown(kTouch + 1);
}

CandidateMemory::Remembered& CandidateMemory::remembered(const Battle& b, const Candidate& c, LineGroups& groups) {
  std::vector<Remembered>& known = by_troop_[static_cast<std::size_t>(c.order.troop)];
  for (Remembered& r : known) {
    if (r.candidate == c) return r;
  }
  known.push_back({c, check_reach(b, c, groups), std::nullopt});
  return known.back();
}

std::optional<CheckedOrder> CandidateMemory::checked(const Battle& b, const Candidate& c, CandidateCheck& check) {
  if (c.check == Candidate::Check::kNone) return check(c);
  Remembered& r = remembered(b, c, check.line_groups());
  if (!r.check) r.check = check(c);
  return *r.check;
}

}  // namespace sandtable::rules::hitt
