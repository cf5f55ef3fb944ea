#include "rules/1418/rulings.hpp"

#include <stdexcept>

#include "rules/1418/bombard.hpp"

namespace sandtable::rules::gw1418 {

std::vector<engine::Field> ruling_fields() {
  return {
      engine::flag("reroll_keeps_bonus", "the re-roll of a hit by the die with the + has the + too")
          .with_default(true)
          .with_section("Vehicles; Artillery; ruling 5"),
      engine::flag("cavalry_rerolls_vehicles", "cavalry's hits on vehicles are re-rolled as infantry's are (guns never)")
          .with_default(true)
          .with_section("Vehicles; ruling 6"),
      engine::flag("recovery_with_cover", "an injured platoon's recovery die is against its Resilience in cover, not its own")
          .with_section("Executing shooting and combat; ruling 22"),
      engine::choice("same_shooter", {"platoon", "company"},
                     "an injured platoon stays at half speed while the platoon that injured it, or any of its company, fires at it")
          .with_default("platoon")
          .with_section("Executing shooting and combat; ruling 27"),
      engine::flag("melee_cover", "cover and terrain change Resilience in melee as in shooting")
          .with_section("Melee combat; Cover and terrain; ruling 9"),
      engine::flag("infantry_strike_by_speed", "in melee, fast infantry strike before medium, medium before slow")
          .with_section("Melee combat; ruling 10"),
      engine::choice("bombard_bonus_dice", bonus_dice_ids(),
                     "which shots of a bombardment have the batteries' +: one per battery, one per target, none")
          .with_default("per-battery")
          .with_section("Artillery; ruling 15"),
      engine::choice("transport_cap", {"speed", "total"},
                     "the 8 cm (motorised) or 12 cm (mechanised) most caps the speed, or the whole move")
          .with_default("speed")
          .with_section("Transport bonuses; ruling 19"),
      engine::flag("advance_may_dig_in", "a company under Advance may dig in where it stays put")
          .with_default(true)
          .with_section("The High Command system; ruling 20"),
      engine::number("range_cm_per_unit", 0.01, 10, "the cm on the table of one unit of a printed range (300 -> 30 cm)")
          .with_default(0.1)
          .with_section("Characteristics of units; ruling 23"),
      engine::number("base_width_cm", 1, 20, "a platoon's base across its front, as the map draws it (2 inches)")
          .with_default(5.08)
          .with_unit("cm")
          .with_section("Introduction (scale); ruling 34"),
      engine::number("base_depth_cm", 0.5, 20, "a platoon's base front to back, as the map draws it (1 inch)")
          .with_default(2.54)
          .with_unit("cm")
          .with_section("Introduction (scale); ruling 34"),
      engine::flag("bombard_allows_hold", "batteries ordered to bombard may also do what Hold allows")
          .with_section("The High Command system; Artillery; ruling 21"),
      engine::whole("sheet_bounds", 1, 100, "the bounds a battalion's plan on the command sheet may cover, this bound's included")
          .with_default(4)
          .with_section("Executing All Commands; ruling 38"),
      engine::flag("sheet_binding", "a High Command planned on the command sheet may not be rewritten until the plan runs out")
          .with_section("Executing All Commands; ruling 38"),
  };
}

std::vector<engine::Field> with_rulings(std::vector<engine::Field> fields, std::initializer_list<std::string> names) {
  const std::vector<engine::Field> all = ruling_fields();
  for (const std::string& name : names) {
    bool found = false;
    for (const engine::Field& f : all) {
      if (f.name != name) continue;
      fields.push_back(f);
      found = true;
    }
    if (!found) throw std::logic_error("no ruling " + name);
  }
  return fields;
}

}  // namespace sandtable::rules::gw1418
