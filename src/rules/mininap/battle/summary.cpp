#include "rules/mininap/battle/summary.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <vector>

#include "core/geometry.hpp"
#include "rules/mininap/battle/queries.hpp"

namespace sandtable::rules::mininap {

namespace {

std::string turn_line(const Battle& b) {
  std::string line = fmt::format("Turn {} of {}, {} phase", b.turn, b.turn_limit, id(b.phase));
  if (b.phase != Phase::kInitiative) {
    const auto side = static_cast<std::size_t>(b.initiative);
    line += fmt::format("; {} have the initiative (threw {} against {})", b.sides[side], b.initiative_throw[side],
                        b.initiative_throw[1 - side]);
  }
  return line + "\n";
}

// A battery's limbers or a formed unit's formation; commanders have none worth showing.
std::string formation_text(const BattleUnit& u) {
  switch (u.arm()) {
    case Category::kArtillery: return u.limbered ? "limbered" : "unlimbered";
    case Category::kCommand: return "-";
    default: return std::string(describe(u.unit.formation));
  }
}

// The flags of this phase are shown only while it lasts: suppression in the firing phase, a
// unit's manoeuvre (held or moved) in the manoeuvre phases of the turn it was made in.
std::string notes(const Battle& b, const BattleUnit& u) {
  std::vector<std::string_view> out;
  if (u.veteran) out.push_back("veteran");
  if (u.unit.lancer) out.push_back("lancers");
  if (u.suppressed && b.phase == Phase::kFiring) out.push_back("suppressed");
  if (u.fired) out.push_back("fired");
  const bool manoeuvring = b.phase == Phase::kInitiativeManoeuvre || b.phase == Phase::kOtherManoeuvre;
  if (u.acted && manoeuvring) out.push_back(u.held ? "held" : "moved");
  return fmt::format("{}", fmt::join(out, ", "));
}

// Where the nearest enemy is, as a player says it: its name, the shortest distance between
// the two units (as the rules measure) and the hour it lies at from the unit's facing.
std::string nearest_enemy(const Battle& b, int unit) {
  int nearest = -1;
  double best = 0;
  for (int e = 0; e < static_cast<int>(b.units.size()); ++e) {
    if (b.unit(e).removed || b.unit(e).side == b.unit(unit).side) continue;
    const double d = unit_distance(b, unit, e);
    if (nearest < 0 || d < best) {
      nearest = e;
      best = d;
    }
  }
  if (nearest < 0) return "";
  return fmt::format("nearest enemy {}: {:.1f} cm at {} o'clock", b.unit(nearest).name, best,
                     core::clock_bearing(b.unit(unit).pose, b.unit(nearest).pose.position));
}

std::string side_lines(const Battle& b, int side, std::size_t name_width) {
  std::vector<const BattleUnit*> present;
  std::vector<std::string_view> lost;
  for (const BattleUnit& u : b.units) {
    if (u.side != side) continue;
    if (u.removed) {
      lost.push_back(u.name);
    } else {
      present.push_back(&u);
    }
  }
  std::string text = fmt::format("{}: {} of {} units on the table\n", b.sides[static_cast<std::size_t>(side)],
                                 present.size(), present.size() + lost.size());
  for (const BattleUnit* u : present) {
    const std::string hits = u->hits == 0 ? "" : fmt::format("{} hit{}", u->hits, u->hits == 1 ? "" : "s");
    const std::string enemy = nearest_enemy(b, static_cast<int>(u - b.units.data()));
    const std::string line =
        fmt::format("  {:<{}}  {:<22}  {:<16}  {:>2}/{:<2} SP  {:<7}  at ({:.1f}, {:.1f}) facing {:.0f}{}  {}", u->name,
                    name_width, id(u->unit.type), formation_text(*u), u->sp(), u->start_sp, hits, u->pose.position.x,
                    u->pose.position.y, u->pose.facing_deg, enemy.empty() ? "" : "; " + enemy, notes(b, *u));
    text += line.substr(0, line.find_last_not_of(' ') + 1) + "\n";
  }
  if (!lost.empty()) text += fmt::format("  lost: {}\n", fmt::join(lost, ", "));
  return text;
}

}  // namespace

std::string battle_summary(const Battle& b) {
  std::size_t name_width = 0;
  for (const BattleUnit& u : b.units) name_width = std::max(name_width, u.name.size());
  std::string text = turn_line(b);
  if (b.over) text += fmt::format("The battle is over: {}\n", b.over->summary);
  for (const int side : {0, 1}) text += side_lines(b, side, name_width);
  return text;
}

}  // namespace sandtable::rules::mininap
