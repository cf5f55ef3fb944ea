#include "rules/mininap/rulings_spec.hpp"

#include "rules/mininap/factors.hpp"

namespace sandtable::rules::mininap {

namespace {

using engine::choice;
using engine::flag;
using engine::whole;

constexpr int kMostTerrainAdjustment = 6;  // a die's faces: more would be no adjustment but a ban

engine::Field on(engine::Field f, const char* section) { return f.with_default(true).with_section(section); }

}  // namespace

const engine::InputSpec& rulings_spec() {
  static const engine::InputSpec spec{
      choice("range_boundary", {"shorter-band", "longer-band"}, "a range exactly on a band edge falls in this band")
          .with_default("shorter-band").with_section("R1: firing, artillery range bands"),
      on(flag("weapon_range_limits_bands", "the weapons table's range limit governs over the band table"),
         "R2: firing, weapon ranges"),
      on(flag("always_skirmish_units_are_skirmishers", "batteries and command stands take every skirmish-line modifier"),
         "R3: formations; firing and hand-to-hand modifiers"),
      on(flag("terrain_dice_before_halving", "agreed terrain dice are added before a column or square halves its dice"),
         "R4: firing, terrain"),
      on(flag("command_unit_is_in_command", "a command stand is always in command of itself"),
         "R5: hand-to-hand, command and re-throws"),
      on(flag("command_distance_inclusive", "a unit exactly at the command distance is within it"),
         "R6: hand-to-hand, command distances"),
      choice("rethrow_policy", {"never", "below-expected", "at-most"}, "what the odds assume a player does with a re-throw")
          .with_default("below-expected").with_section("R7: hand-to-hand, re-throws"),
      whole("rethrow_at_most", 0, kMaxStrengthPoints, "with rethrow_policy at-most: re-throw on this many hits or fewer")
          .with_default(0).with_section("R7: hand-to-hand, re-throws"),
      on(flag("reaction_fire_allowed", "a unit holding its fire may fire as a reaction"), "R8: firing, reactions"),
      flag("corps_commander_removable", "a corps commander also leaves when the corps has lost over half its units")
          .with_section("R9: remove losses, commander removal"),
      whole("army_break_percent", 1, 99, "a side that has lost more than this share of its units is beaten (false: none)")
          .with_unit("percent").or_off().with_default(50).with_section("R10: determine victory"),
      on(flag("turns_cost_distance", "a turn costs the distance its outer front corner sweeps"), "R11: movement, turns"),
      on(flag("charge_straight_ahead", "a charger goes straight ahead (false: it may turn once to face)"),
         "R12: charges"),
      whole("square_reaction_beyond_cm", 0, 100, "infantry charged by cavalry from further than this may form square (false: never)")
          .with_unit("cm").or_off().with_default(9).with_section("R13: reactions"),
      on(flag("turn_limit_fewer_losses_win", "at the turn limit the side with the smaller share lost wins (false: a draw)"),
         "R14: determine victory"),
      on(flag("disengage_by_move", "cavalry and commanders in contact may leave by an ordinary move"),
         "R15: disengaging"),
      on(flag("woods_and_villages_block_fire", "woods and villages between firer and target block the fire"),
         "R16: firing, terrain prohibiting fire"),
      on(flag("hills_block_fire", "a hill between firer and target blocks fire unless one of them is on it"),
         "R17: firing, terrain prohibiting fire"),
      whole("woods_cover_dice", 0, kMostTerrainAdjustment, "dice taken off fire at a target in woods")
          .with_default(1).with_section("R18: firing, terrain cover"),
      whole("village_cover_dice", 0, kMostTerrainAdjustment, "dice taken off fire at a target in a village")
          .with_default(2).with_section("R18: firing, terrain cover"),
      whole("woods_defence_cv", 0, kMostTerrainAdjustment, "CV taken off an attack on a unit in woods")
          .with_default(1).with_section("R19: hand-to-hand, terrain"),
      whole("village_defence_cv", 0, kMostTerrainAdjustment, "CV taken off an attack on a unit in a village")
          .with_default(1).with_section("R19: hand-to-hand, terrain"),
      whole("uphill_defence_cv", 0, kMostTerrainAdjustment, "CV taken off an attack on a unit on a hill the attacker is not on")
          .with_default(1).with_section("R19: hand-to-hand, terrain"),
      whole("rough_going_cost", 1, kMostTerrainAdjustment, "cm each cm of rough going costs")
          .with_unit("cm").with_default(2).with_section("R20: movement, terrain"),
      whole("stream_crossing_cm", 0, 100, "cm a move touching a stream costs besides")
          .with_unit("cm").with_default(2).with_section("R20: movement, terrain"),
      on(flag("rough_slows_charges", "charges pay for rough going too"), "R20: movement, terrain"),
      on(flag("rivers_need_crossings", "rivers are crossed only at fords and bridges"),
         "R21: prohibited terrain"),
      on(flag("arms_keep_to_open_ground", "batteries keep out of woods, marsh and villages, cavalry out of marsh and villages"),
         "R22: prohibited terrain"),
      whole("road_march_cm", 0, 100, "extra cm for a column, limbered battery or commander marching on a road")
          .with_unit("cm").with_default(3).with_section("R23: movement, roads"),
      whole("fire_pivot_max_deg", 0, 180, "a unit may pivot this far where it stands just before it fires")
          .with_unit("degrees").with_default(45).with_section("R24: firing, the pivot"),
      on(flag("zone_clear_to_near_side", "troops anywhere in the zone in front of the target stand block the fire, not "
                                         "only those nearer than its nearest point"),
         "R25: firing, the zone clear between"),
      whole("turn_limit", 1, 100, "the game ends after this many turns").with_default(12).with_section("scenario"),
      engine::text("veterans", "veteran units, their names separated by ';' (false: none)", 4000)
          .or_off().with_default(false).with_section("scenario"),
  };
  return spec;
}

}  // namespace sandtable::rules::mininap
