#include "rules/mininap/resolve_move.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "rules/mininap/names.hpp"

namespace sandtable::rules::mininap {

namespace {

constexpr IdTable<MovePace, 3> kPaceIds{{
    {MovePace::kMove, "move"},
    {MovePace::kDoubleTime, "double-time"},
    {MovePace::kCharge, "charge"},
}};

constexpr IdTable<InfantryStep, 3> kStepIds{{
    {InfantryStep::kForward, "forward"},
    {InfantryStep::kStepBack, "step-back"},
    {InfantryStep::kSideStep, "side-step"},
}};

void check_distance(const std::optional<double>& cm, std::string_view what) {
  if (cm && (!std::isfinite(*cm) || *cm < 0)) {
    throw ImpossibleSituation(fmt::format("the distance to the {} must be 0 cm or more, not {}", what, *cm));
  }
}

// Step 1: the table row for this unit and this kind of move.
const MovementRow& row_for(const MoveSituation& s) {
  if (s.step != InfantryStep::kForward) {
    if (!is_infantry(s.unit.type)) {
      throw ImpossibleSituation(fmt::format("only infantry step back or side-step, not {}", id(s.unit.type)));
    }
    if (s.unit.formation != Formation::kSquare) {
      movement_row_for(s.unit, s.limbered);  // still refuses bent formations
      return movement_row(s.step == InfantryStep::kStepBack ? MovementRowId::kInfantryStepBack
                                                             : MovementRowId::kInfantrySideStep);
    }
  }
  return movement_row_for(s.unit, s.limbered);
}

// Step 2: the limber, which cuts an artillery move short.
int limber_allowance(const MoveSituation& s, int allowance, Factors& factors) {
  if (s.limber_action == LimberAction::kNone) return allowance;
  if (!is_artillery(s.unit.type)) throw ImpossibleSituation(fmt::format("{} has no limber", id(s.unit.type)));
  const bool horse = is_horse_artillery(s.unit.type);
  if (s.limber_action == LimberAction::kUnlimberAfter) {
    if (!s.limbered) throw ImpossibleSituation("an unlimbered battery cannot unlimber again");
    const int most = horse ? kHorseArtilleryMoveAndLimberCm : kFootArtilleryMoveThenUnlimberCm;
    note(s.explain, factors, "unlimbering at the end: at most {} cm first", most);
    return std::min(allowance, most);
  }
  if (s.limbered) throw ImpossibleSituation("a limbered battery cannot limber up again");
  if (!horse) throw ImpossibleSituation("foot artillery that limbers up does nothing else that move");
  note(s.explain, factors, "horse artillery limbering up: then at most {} cm", kHorseArtilleryMoveAndLimberCm);
  return kHorseArtilleryMoveAndLimberCm;
}

}  // namespace

std::string_view id(MovePace pace) { return id_of(kPaceIds, pace); }
MovePace parse_move_pace(std::string_view text) { return parse_id(kPaceIds, text, "pace"); }
std::string_view id(InfantryStep step) { return id_of(kStepIds, step); }
InfantryStep parse_infantry_step(std::string_view text) { return parse_id(kStepIds, text, "step"); }
std::vector<std::string> move_pace_ids() { return ids_of(kPaceIds); }
std::vector<std::string> infantry_step_ids() { return ids_of(kStepIds); }

MoveResult resolve_move(const MoveSituation& s) {
  check_distance(s.nearest_enemy_cm, "nearest enemy");
  check_distance(s.nearest_enemy_cavalry_cm, "nearest enemy cavalry");
  if (s.limbered && !is_artillery(s.unit.type)) {
    throw ImpossibleSituation(fmt::format("only artillery limbers, not {}", id(s.unit.type)));
  }
  const MovementRow& row = row_for(s);
  MoveResult r;
  note(s.explain, r.factors, "{}: move {} cm", row.what, row.move_cm);
  if (s.unit.formation == Formation::kSquare && s.nearest_enemy_cavalry_cm &&
      *s.nearest_enemy_cavalry_cm <= kSquareFrozenByCavalryCm) {
    throw ImpossibleSituation(fmt::format("enemy cavalry or a commander {} cm away (within {} cm): the square may "
                                          "pivot but not move or turn",
                                          *s.nearest_enemy_cavalry_cm, kSquareFrozenByCavalryCm));
  }
  int allowance = row.move_cm;
  switch (s.pace) {
    case MovePace::kMove:
      break;
    case MovePace::kDoubleTime:
      if (!row.double_time_cm) throw ImpossibleSituation(fmt::format("{} cannot double-time", row.what));
      if (s.nearest_enemy_cm && *s.nearest_enemy_cm <= kDoubleTimeEnemyDistanceCm) {
        throw ImpossibleSituation(fmt::format("no double time with an enemy unit {} cm away (within {} cm)",
                                              *s.nearest_enemy_cm, kDoubleTimeEnemyDistanceCm));
      }
      allowance = *row.double_time_cm;
      note(s.explain, r.factors, "double time: {} cm, keeping more than {} cm from every enemy unit", allowance,
           kDoubleTimeEnemyDistanceCm);
      break;
    case MovePace::kCharge:
      if (!row.charge_cm) throw ImpossibleSituation(fmt::format("{} cannot charge", row.what));
      allowance = *row.charge_cm;
      note(s.explain, r.factors, "charge: {} cm", allowance);
      break;
  }
  if (s.limber_action != LimberAction::kNone && s.pace != MovePace::kMove) {
    throw ImpossibleSituation("artillery only moves at the ordinary rate");
  }
  r.allowance_cm = limber_allowance(s, allowance, r.factors);
  note(s.explain, r.factors, "up to {} cm", r.allowance_cm);
  return r;
}

}  // namespace sandtable::rules::mininap
