#include "rules/mininap/hold_back.hpp"

#include <fmt/format.h>

namespace sandtable::rules::mininap {

namespace {

constexpr int kPassOn = 3;
constexpr int kSkirmishPassOn = 5;

void check_may_join_in(const HoldBackSituation& s) {
  check_formation(s.unit, "unit");
  const char* why = nullptr;
  if (is_artillery(s.unit.type)) why = "artillery never joins in";
  if (s.unit.type == UnitType::kCommand) why = "command units never join in";
  if (s.unit.formation == Formation::kSquare) why = "a square never joins in";
  if (is_bent(s.unit.formation)) why = "a unit in a bent formation cannot move, so never joins in";
  if (why) throw ImpossibleSituation(fmt::format("no hold-back test: {}", why));
  if (s.strength_points <= 1) {
    throw ImpossibleSituation(
        fmt::format("no hold-back test: a unit with {} SP left (1 or less) never joins in", s.strength_points));
  }
  if (s.distance_cm && !(*s.distance_cm >= 0 && *s.distance_cm <= kJoinInDistanceCm)) {
    throw ImpossibleSituation(fmt::format("no hold-back test: only units within {} cm of the melee's enemy must join "
                                          "in, not {} cm",
                                          kJoinInDistanceCm, *s.distance_cm));
  }
  if (s.strength_points > kMaxStrengthPoints) {
    throw ImpossibleSituation(fmt::format("{} SP is over the limit of {}", s.strength_points, kMaxStrengthPoints));
  }
}

}  // namespace

HoldBackResult resolve_hold_back(const HoldBackSituation& s, const Rulings& rulings) {
  check_may_join_in(s);
  HoldBackResult r;
  const CommandStatus status = command_status(s.unit.type, s.command, rulings);
  if (status.in_command) {
    r.factors.push_back(status.reason + ": held back without a test");
    r.held_back = 1;
    r.held_back_probability = 1;
    return r;
  }
  r.factors.push_back(status.reason + ": must test");
  r.tested = true;
  r.pass_on = is_skirmish(s.unit.formation) ? kSkirmishPassOn : kPassOn;
  r.factors.push_back(fmt::format("{}: held back on 1D6 showing {} or less",
                                  is_skirmish(s.unit.formation) ? "in skirmish line" : "formed troops", *r.pass_on));
  r.held_back = core::Rational(*r.pass_on, 6);
  r.held_back_probability = core::to_double(r.held_back);
  return r;
}

}  // namespace sandtable::rules::mininap
