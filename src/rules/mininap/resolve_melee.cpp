#include "rules/mininap/resolve_melee.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace sandtable::rules::mininap {

namespace {

template <class P>
core::BasicDist<P> rethrown(const core::BasicDist<P>& once, int at_most) {
  const P redo = once.at_most(at_most);
  std::vector<P> p;
  for (std::int64_t h = once.min(); h <= once.max(); ++h) {
    p.push_back((h > at_most ? once.probability(h) : P(0)) + redo * once.probability(h));
  }
  return core::BasicDist<P>::from_probabilities(once.min(), std::move(p));
}

// Steps 1-2: the attacker's basic CV and its modifiers against this target.
int combat_value(const MeleeSituation& s, const Rulings& rulings, Factors& factors) {
  int cv = basic_combat_value(s.attacker.type);
  note(s.explain, factors, "{}: basic CV {}", id(s.attacker.type), cv);
  const bool attacker_deemed = is_artillery(s.attacker.type) || s.attacker.type == UnitType::kCommand;
  if (is_skirmish(s.attacker.formation) && (!attacker_deemed || rulings.always_skirmish_units_are_skirmishers)) {
    note(s.explain, factors, "attacker in {}{}: {:+} CV", describe(s.attacker.formation),
         attacker_deemed ? " (deemed, at all times)" : "", -1);
    cv -= 1;
  }
  if (is_cavalry(s.attacker.type)) {
    const bool target_deemed = is_artillery(s.target.type) || s.target.type == UnitType::kCommand;
    if (!is_cavalry(s.target.type) && is_skirmish(s.target.formation) &&
        (!target_deemed || rulings.always_skirmish_units_are_skirmishers)) {
      note(s.explain, factors, "cavalry attacking non-cavalry in {}: {:+} CV", describe(s.target.formation), 1);
      cv += 1;
    }
    if (is_infantry(s.target.type) && s.target.formation == Formation::kColumn) {
      note(s.explain, factors, "cavalry attacking infantry in attack column: {:+} CV", -1);
      cv -= 1;
    }
    if (s.target.formation == Formation::kSquare) {
      note(s.explain, factors, "cavalry attacking a square: {:+} CV", -3);
      cv -= 3;
    }
  }
  if (s.terrain_cv != 0) {
    note(s.explain, factors, "terrain: {:+} CV", s.terrain_cv);
    cv += s.terrain_cv;
  }
  return cv;
}

// Step 3: the hits at or below which the policy re-throws, if a re-throw is allowed at all.
std::optional<int> rethrow_threshold(const MeleeSituation& s, const CommandStatus& status, const Rulings& rulings,
                                     int dice, int hit_on, Factors& factors) {
  if (!status.in_command) {
    note(s.explain, factors, "{}: no re-throw", status.reason);
    return std::nullopt;
  }
  if (s.rethrow_used) {
    note(s.explain, factors, "{}, but the unit's one re-throw this phase is spent", status.reason);
    return std::nullopt;
  }
  const RethrowPolicy policy = s.rethrow_policy.value_or(rulings.rethrow_policy);
  const int at_most = s.rethrow_at_most.value_or(rulings.rethrow_at_most);
  switch (policy) {
    case RethrowPolicy::kNever:
      note(s.explain, factors, "{}; the policy is never to re-throw", status.reason);
      return std::nullopt;
    case RethrowPolicy::kBelowExpected: {
      // Fewer hits than dice * faces / 6, in integers: 6h < dice * faces.
      const int faces = std::clamp(hit_on, 0, 6);
      const int threshold = (dice * faces + 5) / 6 - 1;
      note(s.explain, factors, "{}; re-throw all the dice on fewer hits than expected ({} or fewer)", status.reason,
           threshold);
      return threshold;
    }
    case RethrowPolicy::kAtMost:
      if (at_most < 0) throw ImpossibleSituation(fmt::format("re-throw on {} hits or fewer: never happens", at_most));
      note(s.explain, factors, "{}; re-throw all the dice on {} hits or fewer", status.reason, at_most);
      return at_most;
  }
  throw std::logic_error("a re-throw policy without a threshold");
}

void check_melee(const MeleeSituation& s) {
  check_formation(s.attacker, "attacker");
  check_formation(s.target, "target");
  if (s.strength_points < 0 || s.strength_points > kMaxStrengthPoints) {
    throw ImpossibleSituation(fmt::format("{} SP allocated: an attack takes between 0 and {}", s.strength_points,
                                          kMaxStrengthPoints));
  }
  if (s.outflanking && s.target.formation == Formation::kSquare) {
    throw ImpossibleSituation("squares are never outflanked");
  }
  if (s.outflanking && s.target.type == UnitType::kCommand) {
    throw ImpossibleSituation("command stands are never outflanked");
  }
}

int melee_dice(const MeleeSituation& s) { return s.strength_points * (s.outflanking ? 2 : 1); }

}  // namespace

int basic_combat_value(UnitType type) {
  switch (type) {
    case UnitType::kLightInfantry:
    case UnitType::kCommand:
      return 2;
    case UnitType::kLineInfantry:
    case UnitType::kLightCavalry:
      return 3;
    case UnitType::kMediumCavalry:
      return 4;
    case UnitType::kHeavyCavalry:
      return 5;
    default:
      return 2;  // every artillery type
  }
}

core::Dist with_rethrow(const core::Dist& throw_once, int at_most) { return rethrown(throw_once, at_most); }
core::ExactDist with_rethrow(const core::ExactDist& throw_once, int at_most) { return rethrown(throw_once, at_most); }


MeleeResult resolve_melee(const MeleeSituation& s, const Rulings& rulings) {
  check_melee(s);
  MeleeResult r;
  r.cv = combat_value(s, rulings, r.factors);
  r.hit_on = r.cv;
  r.dice = melee_dice(s);
  if (s.strength_points == 0) {
    note(s.explain, r.factors, "no strength points left to allocate: no dice");
  } else {
    note(s.explain, r.factors, "{} SP allocated{}: {} dice", s.strength_points,
         s.outflanking ? ", outflanking (2 dice per SP)" : "", r.dice);
  }
  if (s.explain) {
    r.factors.push_back(fmt::format("{} {}, each hitting on {} (the CV or less)", r.dice, r.dice == 1 ? "die" : "dice",
                                    hit_on_text(r.hit_on)));
  }
  r.hits = hits_on_d6(r.dice, r.hit_on);
  if (s.exact) r.exact_hits = exact_hits_on_d6(r.dice, r.hit_on);
  r.hits_with_rethrow = r.hits;
  r.exact_hits_with_rethrow = r.exact_hits;
  const CommandStatus status = command_status(s.attacker.type, s.command, rulings);
  r.rethrow_allowed = status.in_command && !s.rethrow_used;
  const std::optional<int> threshold = rethrow_threshold(s, status, rulings, r.dice, r.hit_on, r.factors);
  if (threshold && *threshold >= 0) {
    r.rethrow_when_at_most = threshold;
    r.hits_with_rethrow = with_rethrow(r.hits, *threshold);
    if (s.exact) r.exact_hits_with_rethrow = with_rethrow(r.exact_hits, *threshold);
  }
  return r;
}

double mean_melee_hits(const MeleeSituation& s, const Rulings& rulings) {
  check_melee(s);
  Factors unused;
  return mean_hits_on_d6(melee_dice(s), combat_value(s, rulings, unused));
}

MeleeTally melee_hits_on_unit(std::span<const MeleeResult> attacks_on_it, bool with_rethrows) {
  MeleeTally t{core::Dist::constant(kInitialMeleeHits), core::ExactDist::constant(kInitialMeleeHits)};
  for (const MeleeResult& a : attacks_on_it) {
    t.hits = t.hits + (with_rethrows ? a.hits_with_rethrow : a.hits);
    t.exact_hits = t.exact_hits + (with_rethrows ? a.exact_hits_with_rethrow : a.exact_hits);
  }
  return t;
}

}  // namespace sandtable::rules::mininap
