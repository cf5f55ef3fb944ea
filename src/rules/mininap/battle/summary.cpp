#include "rules/mininap/battle/summary.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <array>
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

std::string hits_text(const BattleUnit& u) {
  return u.hits == 0 ? "" : fmt::format("{} hit{}", u.hits, u.hits == 1 ? "" : "s");
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

// The same for the nearest terrain piece, from the unit's place (the middle of its front).
std::string nearest_terrain(const Battle& b, const BattleUnit& u) {
  const TerrainPiece* nearest = nullptr;
  core::Vec2 nearest_at;
  for (const TerrainPiece& piece : *b.terrain) {
    const core::Vec2 at = piece.nearest_point(u.pose.position);
    if (!nearest || (at - u.pose.position).length() < (nearest_at - u.pose.position).length()) {
      nearest = &piece;
      nearest_at = at;
    }
  }
  if (!nearest) return "";
  const std::string name = nearest->name.empty() ? std::string(id(nearest->kind)) : nearest->name;
  const double gap = (nearest_at - u.pose.position).length();
  if (gap == 0) return "in " + name;
  return fmt::format("{} {:.1f} cm at {} o'clock", name, gap, core::clock_bearing(u.pose, nearest_at));
}

// And for the nearest edge of the table (a stand over it removes the unit, text p20).
std::string nearest_edge(const Battle& b, const BattleUnit& u) {
  if (b.width_cm <= 0 || b.depth_cm <= 0) return "";
  const core::Vec2 p = u.pose.position;
  const std::array<core::Vec2, 4> feet{core::Vec2{0, p.y}, core::Vec2{b.width_cm, p.y}, core::Vec2{p.x, 0}, core::Vec2{p.x, b.depth_cm}};
  const core::Vec2 foot = *std::min_element(feet.begin(), feet.end(), [&](core::Vec2 x, core::Vec2 y) { return (x - p).length() < (y - p).length(); });
  return fmt::format("table edge {:.1f} cm at {} o'clock", (foot - p).length(), core::clock_bearing(u.pose, foot));
}

// Where a unit stands from the nearest enemy, terrain piece and table edge, each as far as the
// table has one: "nearest enemy IR 14: 5.0 cm at 2 o'clock; Wood 3.0 cm at 10 o'clock; ...".
std::string surroundings(const Battle& b, const BattleUnit& u) {
  std::vector<std::string> parts;
  for (std::string part : {nearest_enemy(b, static_cast<int>(&u - b.units.data())), nearest_terrain(b, u), nearest_edge(b, u)}) {
    if (!part.empty()) parts.push_back(std::move(part));
  }
  return fmt::format("{}", fmt::join(parts, "; "));
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
    const std::string hits = hits_text(*u);
    const std::string around = surroundings(b, *u);
    const std::string line =
        fmt::format("  {:<{}}  {:<22}  {:<16}  {:>2}/{:<2} SP  {:<7}  at ({:.1f}, {:.1f}) facing {:.0f}{}  {}", u->name,
                    name_width, id(u->unit.type), formation_text(*u), u->sp(), u->start_sp, hits, u->pose.position.x,
                    u->pose.position.y, u->pose.facing_deg, around.empty() ? "" : "; " + around, notes(b, *u));
    text += line.substr(0, line.find_last_not_of(' ') + 1) + "\n";
  }
  if (!lost.empty()) text += fmt::format("  lost: {}\n", fmt::join(lost, ", "));
  return text;
}

}  // namespace

std::vector<engine::UnitNote> battle_unit_notes(const Battle& b) {
  std::vector<engine::UnitNote> out;
  for (const BattleUnit& u : b.units) {
    if (u.removed) {
      out.push_back({u.name, "lost"});
      continue;
    }
    std::vector<std::string> parts{std::string(id(u.unit.type)), formation_text(u), fmt::format("{}/{} SP", u.sp(), u.start_sp)};
    if (u.arm() == Category::kCommand) parts.erase(parts.begin() + 1);
    if (u.hits > 0) parts.push_back(hits_text(u));
    std::string text = fmt::format("{}", fmt::join(parts, ", "));
    if (const std::string markers = notes(b, u); !markers.empty()) text += "; " + markers;
    if (const std::string around = surroundings(b, u); !around.empty()) text += "; " + around;
    out.push_back({u.name, text});
  }
  return out;
}

std::string battle_summary(const Battle& b) {
  std::size_t name_width = 0;
  for (const BattleUnit& u : b.units) name_width = std::max(name_width, u.name.size());
  std::string text = turn_line(b);
  if (b.over) text += fmt::format("The battle is over: {}\n", b.over->summary);
  for (const int side : {0, 1}) text += side_lines(b, side, name_width);
  return text;
}

}  // namespace sandtable::rules::mininap
