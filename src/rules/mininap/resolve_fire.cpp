#include "rules/mininap/resolve_fire.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "rules/mininap/bounce_through.hpp"

namespace sandtable::rules::mininap {

namespace {

std::string dice_text(int n) { return fmt::format("{:+} {}", n, n == 1 || n == -1 ? "die" : "dice"); }

// Notes "what: +n dice" when `explain` asks for the wording.
void note_dice(bool explain, Factors& factors, std::string_view what, int n) {
  if (explain) factors.push_back(fmt::format("{}: {}", what, dice_text(n)));
}

void check_firer(const FireSituation& s, const Rulings& rulings) {
  const UnitType type = s.firer.type;
  if (is_cavalry(type)) throw ImpossibleSituation("cavalry have no fire: their carbines and pistols are part of their melee");
  if (type == UnitType::kCommand) throw ImpossibleSituation("command stands never fire");
  if (s.limbered && !is_artillery(type)) throw ImpossibleSituation(fmt::format("{} cannot limber", id(type)));
  if (s.limbered) throw ImpossibleSituation("a limbered battery must unlimber before it can fire");
  check_formation(s.firer, "firer");
  check_formation(s.target, "target");
  if (s.firer_in_contact) {
    throw ImpossibleSituation("a unit in contact with the enemy cannot fire: it fights hand-to-hand instead");
  }
  if (s.target_in_hand_to_hand) throw ImpossibleSituation("no firing into a melee: the target is in hand-to-hand combat");
  if (s.reaction && !rulings.reaction_fire_allowed) {
    throw ImpossibleSituation("reaction fire is turned off by the rulings (reaction_fire_allowed)");
  }
  if (s.strength_points < 1) {
    throw ImpossibleSituation(fmt::format("a unit with {} strength points left cannot fire", s.strength_points));
  }
  if (s.strength_points > kMaxStrengthPoints) {
    throw ImpossibleSituation(
        fmt::format("{} strength points is over the limit of {}", s.strength_points, kMaxStrengthPoints));
  }
}

// Step 1: the strength points given to this fire, one die each.
int allocated_points(const FireSituation& s, Factors& factors) {
  int most = s.strength_points;
  if (s.split_fire) {
    if (is_artillery(s.firer.type)) {
      throw ImpossibleSituation("a battery is one stand, and one stand shoots at one target: no split fire");
    }
    if (s.firer.formation == Formation::kSquare) {
      throw ImpossibleSituation("a square may shoot from just one of its four faces, so it has no split fire");
    }
    if (s.firer.formation == Formation::kColumn) {
      throw ImpossibleSituation("only a line, skirmish line or their bent forms can split fire, not an attack column");
    }
    most = s.strength_points / 2;
    if (most < 1) {
      throw ImpossibleSituation(
          fmt::format("split fire allows half the unit's {} SP (round down) per stand: none", s.strength_points));
    }
  }
  const int allocated = s.allocated_points.value_or(most);
  if (allocated < 1 || allocated > most) {
    throw ImpossibleSituation(fmt::format("{} SP allocated: between 1 and {} may fire{}", allocated, most,
                                          s.split_fire ? " from one stand of a split fire" : ""));
  }
  note(s.explain, factors, "{} SP allocated{}: {} {}", allocated,
       s.split_fire ? " (split fire: at most half the SP per stand)" : "", allocated, allocated == 1 ? "die" : "dice");
  return allocated;
}

// Step 2 (artillery only): the range band adds or takes away dice.
int band_dice(const FireSituation& s, const Rulings& rulings, RangeBand& band, Factors& factors) {
  if (!s.range_cm) throw ImpossibleSituation("artillery fire needs the range to the target (range_cm)");
  const double range = *s.range_cm;
  check_positive_range(range);
  const double reach = artillery_range_cm(s.firer.type, rulings);
  if (range > reach) {
    throw ImpossibleSituation(fmt::format("{} is out of range: {} cm is beyond its {} cm", id(s.firer.type), range, reach));
  }
  band = range_band(range, rulings.range_boundary);
  const Calibre c = calibre(s.firer.type);
  const std::optional<int> dice = artillery_band_dice(c, band);
  if (!dice) {
    throw ImpossibleSituation(fmt::format("{} artillery cannot fire {} ({} cm)", id(c), describe(band), range));
  }
  if (s.explain) factors.push_back(fmt::format("{} artillery, {} at {} cm: {}", id(c), describe(band), range, dice_text(*dice)));
  return *dice;
}

// Step 3: what the target is and how it stands.
int target_dice(const FireSituation& s, const Rulings& rulings, Factors& factors) {
  int dice = 0;
  const Formation f = s.target.formation;
  if (f == Formation::kColumn) {
    note_dice(s.explain, factors, "target in attack column", 1);
    dice += 1;
  }
  if (f == Formation::kSquare) {
    note_dice(s.explain, factors, "target in square", 2);
    dice += 2;
  }
  if (is_cavalry(s.target.type)) {
    note_dice(s.explain, factors, "target is cavalry", 1);
    dice += 1;
  }
  if (is_skirmish(f)) {
    const bool deemed = is_artillery(s.target.type) || s.target.type == UnitType::kCommand;
    if (!deemed) {
      if (s.explain) factors.push_back(fmt::format("target in {}: {}", describe(f), dice_text(-1)));
      dice -= 1;
    } else if (rulings.always_skirmish_units_are_skirmishers) {
      if (s.explain) factors.push_back(fmt::format("target ({}) is deemed in skirmish line: {}", id(s.target.type), dice_text(-1)));
      dice -= 1;
    }
  }
  return dice;
}

void add_terrain(int terrain_dice, int& dice, bool explain, Factors& factors) {
  if (terrain_dice == 0) return;
  note_dice(explain, factors, "terrain", terrain_dice);
  dice += terrain_dice;
}

void floor_at_zero(int& dice, bool explain, Factors& factors) {
  if (dice >= 0) return;
  note(explain, factors, "net {} dice: none are thrown", dice);
  dice = 0;
}

}  // namespace

FireResult resolve_fire(const FireSituation& s, const Rulings& rulings) {
  check_firer(s, rulings);
  FireResult r;
  r.hit_on = kFireHitOn;
  const bool artillery = is_artillery(s.firer.type);
  int dice = allocated_points(s, r.factors);
  if (artillery) {
    RangeBand band{};
    dice += band_dice(s, rulings, band, r.factors);
    r.band = band;
    r.weapon = std::string(describe(band));
  } else {
    r.weapon = "muskets";
    if (s.range_cm) {
      check_positive_range(*s.range_cm);
      if (*s.range_cm > kMusketRangeCm) {
        throw ImpossibleSituation(fmt::format("muskets reach {} cm, not {} cm", kMusketRangeCm, *s.range_cm));
      }
    }
  }
  dice += target_dice(s, rulings, r.factors);
  if (s.suppressed) {
    note_dice(s.explain, r.factors, "firer suppressed", -1);
    dice -= 1;
  }
  const bool halves = !artillery && (s.firer.formation == Formation::kColumn || s.firer.formation == Formation::kSquare);
  if (!halves || rulings.terrain_dice_before_halving) add_terrain(s.terrain_dice, dice, s.explain, r.factors);
  floor_at_zero(dice, s.explain, r.factors);
  if (halves) {
    note(s.explain, r.factors, "firer in {}: dice halved, round down ({} -> {})", describe(s.firer.formation), dice, dice / 2);
    dice /= 2;
    if (!rulings.terrain_dice_before_halving) {
      add_terrain(s.terrain_dice, dice, s.explain, r.factors);
      floor_at_zero(dice, s.explain, r.factors);
    }
  }
  r.dice = dice;
  if (s.explain) r.factors.push_back(fmt::format("{} {}, each hitting on {}", dice, dice == 1 ? "die" : "dice", hit_on_text(r.hit_on)));
  r.hits = hits_on_d6(dice, r.hit_on);
  if (s.exact) r.exact_hits = exact_hits_on_d6(dice, r.hit_on);
  if (r.band == RangeBand::kMedium) {
    r.bounce_through_hits = bounce_through_before_throw(dice, r.hit_on);
    if (s.exact) r.exact_bounce_through_hits = exact_bounce_through_before_throw(dice, r.hit_on);
  }
  return r;
}

}  // namespace sandtable::rules::mininap
