// Our rulings where the Mini-Nap 2 text is silent or ambiguous, as options a scenario can
// change. RULINGS.md gives the section each one interprets and why the default was chosen.
#pragma once

#include <optional>

namespace sandtable::rules::mininap {

// Which band a range exactly on a band edge (10, 20, 40 cm) falls in.
enum class RangeBoundary { kShorterBand, kLongerBand };

// When the calculator assumes a player in command re-throws a hand-to-hand attack.
enum class RethrowPolicy {
  kNever,          // never re-throw
  kBelowExpected,  // re-throw when the hits are fewer than the attack's expected hits
  kAtMost,         // re-throw when the hits are rethrow_at_most or fewer
};

struct Rulings {
  // R1 (firing, artillery range bands): an edge belongs to the shorter band.
  RangeBoundary range_boundary = RangeBoundary::kShorterBand;
  // R2 (firing, medium artillery): the weapons table's 60 cm limit governs, although the
  // long-range band runs to 80 cm. False lets medium guns fire out to 80 cm at -1D6.
  bool weapon_range_limits_bands = true;
  // R3 (unit formations, firing, hand-to-hand): batteries and command stands, deemed to be
  // in skirmish line at all times, take every skirmish-line modifier.
  bool always_skirmish_units_are_skirmishers = true;
  // R4 (firing, terrain): an agreed terrain dice adjustment is made before a column or
  // square halves its musket dice (false: after).
  bool terrain_dice_before_halving = true;
  // R5 (command, re-throws): a command stand is always in command of itself.
  bool command_unit_is_in_command = true;
  // R6 (command distances): a unit exactly at the command distance is within it.
  bool command_distance_inclusive = true;
  // R7 (re-throws): what the odds assume a player does with a re-throw.
  RethrowPolicy rethrow_policy = RethrowPolicy::kBelowExpected;
  int rethrow_at_most = 0;  // used by RethrowPolicy::kAtMost
  // R8 (reactions, pages lost): a unit holding its fire may fire as a reaction, resolved
  // exactly as in the firing phase.
  bool reaction_fire_allowed = true;
  // R9 (remove losses): the text removes brigade and division commanders only; true also
  // removes the corps commander when the corps has lost more than half its units.
  bool corps_commander_removable = false;
  // R10 (victory, pages lost): a side that has lost more than this share of its units
  // (percent, commanders not counted) is beaten. Empty: victory is left to the scenario.
  std::optional<int> army_break_percent = 50;
  // R11 (movement, turns): a turn costs the distance its outer front corner sweeps pivoting
  // about the unit's front centre. False: turns are free.
  bool turns_cost_distance = true;
  // R12 (charges, pages lost): a charger goes straight ahead, so its target must lie in the
  // zone ahead of it to its charge distance. False lets it turn once to face the target first.
  bool charge_straight_ahead = true;
  // R13 (reactions, pages lost): infantry charged by cavalry may form square as its reaction
  // when the charger started further away than this (cm). Empty: no square as a reaction.
  std::optional<int> square_reaction_beyond_cm = 9;
  // R14 (victory, pages lost): at the scenario's turn limit the side that lost the smaller
  // share of its units wins. False: the turn limit is a draw.
  bool turn_limit_fewer_losses_win = true;
  // R15 (disengaging, pages lost): cavalry and commanders in contact at the start of their
  // move may leave by an ordinary move that ends out of contact. False: they stay.
  bool disengage_by_move = true;
  // R16 (firing, terrain guidelines lost): woods and villages in a zone of fire between the
  // firer and its target block the fire. False: only troops block fire.
  bool woods_and_villages_block_fire = true;
  // R17 (firing, terrain): a hill between firer and target blocks the fire unless one of them
  // stands on it. False: hills never block fire.
  bool hills_block_fire = true;
  // R18 (firing, terrain): dice taken away from fire at a target in woods or a village,
  // bounce-through included.
  int woods_cover_dice = 1;
  int village_cover_dice = 2;
  // R19 (hand-to-hand, terrain): CV taken away from an attack on a unit in a village, in
  // woods, or on a hill the attacker is not on. Only the largest counts.
  int village_defence_cv = 1;
  int woods_defence_cv = 1;
  int uphill_defence_cv = 1;
  // R20 (movement, terrain): each cm moved with a stand in woods, marsh, rough ground or a
  // ford (not on a road) costs this many cm; a move that touches a stream costs this many
  // cm more. Charges pay the rough going too unless rough_slows_charges is false.
  int rough_going_cost = 2;
  int stream_crossing_cm = 2;
  bool rough_slows_charges = true;
  // R21 (movement, terrain): rivers are crossed only at fords and bridges. False: a river
  // is only rough going.
  bool rivers_need_crossings = true;
  // R22 (movement, terrain): batteries keep out of woods, marsh and villages except on a
  // road, and cavalry out of marsh and villages. False: every arm may go anywhere.
  bool arms_keep_to_open_ground = true;
  // R23 (movement, terrain): a column, a limbered battery or a commander whose every stand
  // keeps its centre on a road or bridge for the whole move goes this many cm further. 0: no
  // road march.
  int road_march_cm = 3;
  // R24 (firing, pivot before firing; the pivot's detail is on the lost pages): a unit may
  // pivot where it stands, just before it fires, through at most this many degrees. 0: never.
  int fire_pivot_max_deg = 45;
  // R25 (firing, eligibility: the zone clear "between"): troops block a stand's fire anywhere
  // in its zone short of the target stand's near side, as deep as that side lies across the
  // zone. False: only short of the target's nearest point (the range).
  bool zone_clear_to_near_side = true;

  friend bool operator==(const Rulings&, const Rulings&) = default;
};

}  // namespace sandtable::rules::mininap
