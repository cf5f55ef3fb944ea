#include "rules/mininap/resolve_turn.hpp"

#include <fmt/format.h>

#include <cstdlib>

#include "rules/mininap/names.hpp"

namespace sandtable::rules::mininap {

namespace {

constexpr int kHalfPercent = 50;

constexpr IdTable<Fate, 3> kFateIds{{
    {Fate::kStays, "stays"},
    {Fate::kBrokenNoStrength, "broken-no-strength"},
    {Fate::kBrokenInContact, "broken-in-contact"},
}};

void check_unit_count(int original_units, int units_lost) {
  if (original_units < 1) throw ImpossibleSituation(fmt::format("{} original units: need 1 or more", original_units));
  if (units_lost < 0 || units_lost > original_units) {
    throw ImpossibleSituation(fmt::format("{} units lost out of {}: must be between 0 and {}", units_lost,
                                          original_units, original_units));
  }
}

// Whether `lost` is more than `percent` percent of `original`, in integers.
bool more_than_share(int lost, int original, int percent) {
  return static_cast<long long>(lost) * 100 > static_cast<long long>(percent) * original;
}

std::string lost_text(int lost, int original, int percent) {
  return fmt::format("{} of {} units lost: {} more than {}%", lost, original,
                     more_than_share(lost, original, percent) ? "is" : "is not", percent);
}

}  // namespace

InitiativeResult resolve_initiative(const InitiativeSituation& s) {
  if (std::abs(s.side_a_adjustment - s.side_b_adjustment) >= 11) {
    throw ImpossibleSituation("adjustments 11 or more apart decide the initiative before any dice are thrown");
  }
  const core::ExactDist two_d6 = core::ExactDist::die(6).sum_of(2);
  const core::ExactDist a_total = two_d6.shifted(s.side_a_adjustment);
  const core::ExactDist b_total = two_d6.shifted(s.side_b_adjustment);
  const core::Opposed<core::Rational> o = core::opposed(a_total, b_total);
  const core::Rational a_wins = o.lose / (o.lose + o.win);
  // Built whole rather than assigned member by member: default-constructing an ExactDist
  // here draws a false -Wmaybe-uninitialized from Boost.Multiprecision at -O2.
  InitiativeResult r{.side_a_total = a_total,
                     .side_b_total = b_total,
                     .a_lower = o.lose,
                     .tie = o.tie,
                     .b_lower = o.win,
                     .a_wins = a_wins,
                     .a_wins_probability = core::to_double(a_wins),
                     .expected_throws = core::Rational(1) / (core::Rational(1) - o.tie),
                     .factors = {}};
  r.factors.push_back("each side throws 2D6; the lower total takes the initiative");
  if (s.side_a_adjustment != 0 || s.side_b_adjustment != 0) {
    r.factors.push_back(fmt::format("scenario adjustments: side A {:+}, side B {:+}", s.side_a_adjustment,
                                    s.side_b_adjustment));
  }
  r.factors.push_back(fmt::format("a tie ({}) is thrown again, so A wins {} of the decided throws",
                                  core::rational_text(r.tie), core::rational_text(r.a_wins)));
  return r;
}

std::string_view id(Fate fate) { return id_of(kFateIds, fate); }

LossesResult remove_losses(const LossesSituation& s) {
  check_formation(s.unit, "unit");
  if (s.starting_strength_points < 1 || s.starting_strength_points > kMaxStrengthPoints) {
    throw ImpossibleSituation(fmt::format("{} starting SP: must be between 1 and {}", s.starting_strength_points,
                                          kMaxStrengthPoints));
  }
  if (s.hits < 0 || s.hits > 10 * kMaxStrengthPoints) {
    throw ImpossibleSituation(fmt::format("{} hits is not a count of hit markers", s.hits));
  }
  LossesResult r;
  r.hits_after_recovery = s.hits;
  // Step 1: units out of contact recover one hit, but never their last.
  if (s.in_contact) {
    note(s.explain, r.factors, "in contact with the enemy: no recovery");
  } else if (s.hits > 1) {
    r.hits_after_recovery = s.hits - 1;
    note(s.explain, r.factors, "out of contact: recovers one hit ({} -> {})", s.hits, r.hits_after_recovery);
  } else if (s.hits == 1) {
    note(s.explain, r.factors, "out of contact, but the last hit marker always stays");
  }
  r.strength_points_left = s.starting_strength_points - r.hits_after_recovery;
  note(s.explain, r.factors, "{} SP - {} hits = {} SP left", s.starting_strength_points, r.hits_after_recovery,
       r.strength_points_left);
  // Step 2: no strength left breaks any unit.
  if (r.strength_points_left <= 0) {
    r.fate = Fate::kBrokenNoStrength;
    note(s.explain, r.factors, "0 SP or less: broken and routed, removed");
    return r;
  }
  // Step 3: one SP left while still in contact breaks all but the exempt.
  if (r.strength_points_left == 1 && s.in_contact) {
    const char* exempt = nullptr;
    if (s.unit.formation == Formation::kSquare) exempt = "a square";
    if (s.unit.type == UnitType::kCommand) exempt = "a command unit";
    if (s.veteran) exempt = "a veteran unit";
    if (exempt) {
      note(s.explain, r.factors, "1 SP in contact, but {} holds on until 0 SP", exempt);
    } else {
      r.fate = Fate::kBrokenInContact;
      note(s.explain, r.factors, "1 SP left while in contact: broken and routed, removed");
    }
  }
  return r;
}

core::Rational chance_removed(const LossesSituation& s, const core::ExactDist& new_hits) {
  if (new_hits.min() < 0) throw ImpossibleSituation("new hits cannot be negative");
  core::Rational removed = 0;
  for (std::int64_t h = new_hits.min(); h <= new_hits.max(); ++h) {
    LossesSituation after = s;
    after.hits = s.hits + static_cast<int>(h);
    if (remove_losses(after).fate != Fate::kStays) removed += new_hits.probability(h);
  }
  return removed;
}

CommanderLossResult commander_removal(const CommanderLossSituation& s, const Rulings& rulings) {
  check_unit_count(s.original_units, s.units_lost);
  CommanderLossResult r;
  if (s.rank == CommanderRank::kCorps && !rulings.corps_commander_removable) {
    note(s.explain, r.factors, "corps commanders are never removed for losses (ruling corps_commander_removable)");
    return r;
  }
  r.removed = more_than_share(s.units_lost, s.original_units, kHalfPercent);
  if (s.explain) r.factors.push_back(lost_text(s.units_lost, s.original_units, kHalfPercent));
  note(s.explain, r.factors, "the {} commander {}", id(s.rank), r.removed ? "is removed" : "stays");
  return r;
}

VictoryResult army_beaten(const ArmyLossSituation& s, const Rulings& rulings) {
  check_unit_count(s.original_units, s.units_lost);
  VictoryResult r;
  if (!rulings.army_break_percent) {
    r.factors.push_back("no loss threshold: victory is left to the scenario");
    return r;
  }
  const int percent = *rulings.army_break_percent;
  if (percent < 0 || percent > 100) {
    throw ImpossibleSituation(fmt::format("army_break_percent {} must be between 0 and 100", percent));
  }
  r.beaten = more_than_share(s.units_lost, s.original_units, percent);
  r.factors.push_back(lost_text(s.units_lost, s.original_units, percent));
  r.factors.push_back(r.beaten ? "the side is beaten" : "the side fights on");
  return r;
}

}  // namespace sandtable::rules::mininap
