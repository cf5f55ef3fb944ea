// Mukden to Megiddo's rulings (RULINGS.md): where the text is silent or open, what the
// calculators do, each a switch with a default. Every calculator takes them as fields.
#pragma once

#include <initializer_list>
#include <string_view>
#include <vector>

#include "engine/spec.hpp"

namespace sandtable::rules::m2m {

// How "half effect" halves a unit's fire (RULINGS.md 1).
enum class HalfEffect {
  kConfirmHits,  // every hit stands only on a further 4, 5 or 6 (the appendix's halving)
  kHalfFigures,  // count half the figures or crew, rounded down
};

struct Rulings {
  HalfEffect half_effect = HalfEffect::kConfirmHits;
  bool field_defences_stop_mgs = false;         // RULINGS.md 5
  bool melee_half_rounds_up = true;             // RULINGS.md 8
  bool melee_counts_combats_lost = false;       // RULINGS.md 9
  bool retreat_on_natural_total = false;        // RULINGS.md 13
  bool one_die_rerolls = true;                  // RULINGS.md 15
  bool sub_unit_retreats_on_natural_one = false;  // RULINGS.md 16
};

// Every ruling as a field; or only those `names` (a calculator takes the rulings it uses).
std::vector<engine::Field> ruling_fields();
std::vector<engine::Field> ruling_fields(std::initializer_list<std::string_view> names);
// The rulings of a validated input; a ruling it does not take keeps its default.
Rulings rulings_from(const engine::Json& input);

}  // namespace sandtable::rules::m2m
