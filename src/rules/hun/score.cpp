#include "rules/hun/score.hpp"

#include <fmt/format.h>

#include <cmath>

namespace sandtable::rules::hun {

PatrolScore score_patrol(const PatrolOutcome& o, const PatrolTables& t) {
  const std::pair<int, const char*> counts[] = {{o.survived, "survived"},
                                                 {o.half_strength, "half_strength"},
                                                 {o.unscathed, "unscathed"},
                                                 {o.supply_captured, "supply_captured"},
                                                 {o.headquarters_members, "headquarters_members"},
                                                 {o.driven_off, "driven_off"}};
  for (const auto& [n, field] : counts) {
    if (n < 0) throw engine::BadInput(field, "counts things: it cannot be negative");
  }
  if (!std::isfinite(o.feet_crossed) || o.feet_crossed < 0) throw engine::BadInput("feet_crossed", "must be a distance");
  // XII.B: other objectives earn points; losses are counted by the survivors, not by taking points away.
  if (!std::isfinite(o.other_points) || o.other_points < 0) {
    throw engine::BadInput("other_points", "points earned for other objectives: 0 or more");
  }
  if (o.half_strength > o.survived || o.unscathed > o.survived) {
    throw engine::BadInput("half_strength", "only surviving units can be at half strength or unscathed");
  }
  if (o.unscathed > o.half_strength) throw engine::BadInput("unscathed", "an unscathed unit is also at half strength or above");
  PatrolScore s;
  const Scoring& p = t.scoring;
  const auto add = [&](double count, double each, const char* what) {
    if (count == 0) return;
    s.points += count * each;
    s.lines.push_back(fmt::format("{} x {} = {} ({})", count, each, count * each, what));
  };
  add(o.survived, p.survived, "units surviving");
  add(o.half_strength, p.half_strength, "at half strength or above");
  add(o.unscathed, p.unscathed, "relatively unscathed");
  add(o.supply_captured, p.supply_captured, "supply transport captured or destroyed");
  add(o.headquarters_members, p.headquarters_member, "headquarters members captured or killed");
  add(o.driven_off, p.driven_off, "enemy units driven off");
  add(o.feet_crossed, p.per_foot_crossed, "feet of table crossed");
  if (o.other_points != 0) add(1, o.other_points, "other scenario objectives");
  s.lost = o.survived == 0;
  if (s.lost) s.lines.push_back("every player unit destroyed: the players lose");
  return s;
}

}  // namespace sandtable::rules::hun
