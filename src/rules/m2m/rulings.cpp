#include "rules/m2m/rulings.hpp"

#include <algorithm>

namespace sandtable::rules::m2m {

std::vector<engine::Field> ruling_fields() {
  return {
      engine::choice("half_effect", {"confirm-hits", "half-figures"},
                     "half effect: each hit stands on a further 4+, or count half the figures (rounded down)")
          .with_default("confirm-hits")
          .with_section("5 Movement, 6 Firing, 8 Morale; ruling 1"),
      engine::flag("field_defences_stop_mgs", "field defences count as trenches against MGs too, not only rifles")
          .with_section("3 Field Engineering; ruling 5"),
      engine::flag("melee_half_rounds_up", "an odd front line's half rounds up (off: down)")
          .with_default(true)
          .with_section("7 Melee; ruling 8"),
      engine::flag("melee_counts_combats_lost", "melee losses count every combat lost, not only figures killed")
          .with_section("7 Melee; ruling 9"),
      engine::flag("retreat_on_natural_total", "infantry retreat on dice totalling 3 or less before modifiers")
          .with_section("8 Morale; ruling 13"),
      engine::flag("one_die_rerolls", "the re-rolls of a 1 or of 6s apply to one-die tests too")
          .with_default(true)
          .with_section("8 Morale; ruling 15"),
      engine::flag("sub_unit_retreats_on_natural_one", "an infantry sub-unit that rolls a natural 1 retreats")
          .with_section("8 Morale, Appendix 1; ruling 16"),
  };
}

std::vector<engine::Field> ruling_fields(std::initializer_list<std::string_view> names) {
  std::vector<engine::Field> chosen;
  for (const engine::Field& f : ruling_fields()) {
    if (std::find(names.begin(), names.end(), f.name) != names.end()) chosen.push_back(f);
  }
  return chosen;
}

Rulings rulings_from(const engine::Json& input) {
  Rulings r;
  if (input.contains("half_effect")) {
    r.half_effect = input.at("half_effect").get<std::string>() == "half-figures" ? HalfEffect::kHalfFigures
                                                                                 : HalfEffect::kConfirmHits;
  }
  const auto take = [&](const char* name, bool& ruling) {
    if (input.contains(name)) ruling = input.at(name).get<bool>();
  };
  take("field_defences_stop_mgs", r.field_defences_stop_mgs);
  take("melee_half_rounds_up", r.melee_half_rounds_up);
  take("melee_counts_combats_lost", r.melee_counts_combats_lost);
  take("retreat_on_natural_total", r.retreat_on_natural_total);
  take("one_die_rerolls", r.one_die_rerolls);
  take("sub_unit_retreats_on_natural_one", r.sub_unit_retreats_on_natural_one);
  return r;
}

}  // namespace sandtable::rules::m2m
