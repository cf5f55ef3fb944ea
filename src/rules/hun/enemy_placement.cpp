#include "rules/hun/enemy_placement.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <sstream>

#include "engine/spec.hpp"

namespace sandtable::rules::hun {

namespace {

// Slack for points that lie on the line or the table edge up to rounding.
constexpr double kSlack = 1e-9;

double length(Point a, Point b) { return std::hypot(b.x - a.x, b.y - a.y); }
Point along(Point a, Point b, double t) { return {a.x + t * (b.x - a.x), a.y + t * (b.y - a.y)}; }

// The unit vector `steps` compass points clockwise from straight ahead (+y).
Point heading(int steps) {
  const double r = std::sqrt(0.5);
  static const std::array<Point, 8> kHeadings{{{0, 1}, {r, r}, {1, 0}, {r, -r}, {0, -1}, {-r, -r}, {-1, 0}, {-r, r}}};
  return kHeadings[static_cast<std::size_t>(((steps % 8) + 8) % 8)];
}

// The line's y at `x`, level beyond its ends (ruling 61).
double line_y(const std::vector<Point>& line, double x) {
  if (x <= line.front().x) return line.front().y;
  for (std::size_t i = 1; i < line.size(); ++i) {
    if (x <= line[i].x) return line[i - 1].y + (x - line[i - 1].x) / (line[i].x - line[i - 1].x) * (line[i].y - line[i - 1].y);
  }
  return line.back().y;
}

// How far `p` is in front of the line (negative: behind it, on the players' ground).
double ahead_of_line(const std::vector<Point>& line, Point p) { return p.y - line_y(line, p.x); }

// The first t in [from, 1] at which a..b is not behind the line, or none. Between the x of
// the line's points the margin is linear in t, so checking at those points and interpolating
// is exact.
std::optional<double> first_clear(const std::vector<Point>& line, Point a, Point b, double from) {
  std::vector<double> ts{from, 1.0};
  if (a.x != b.x) {
    for (const Point& p : line) {
      const double t = (p.x - a.x) / (b.x - a.x);
      if (t > from && t < 1) ts.push_back(t);
    }
  }
  std::sort(ts.begin(), ts.end());
  const auto margin = [&](double t) { return ahead_of_line(line, along(a, b, t)); };
  if (margin(from) >= -kSlack) return from;
  for (std::size_t i = 1; i < ts.size(); ++i) {
    const double m0 = margin(ts[i - 1]);
    const double m1 = margin(ts[i]);
    if (m1 >= -kSlack) return ts[i - 1] + (ts[i] - ts[i - 1]) * (-m0) / (m1 - m0);
  }
  return std::nullopt;
}

// Where the ray from `from` along `dir` leaves the table.
Point table_exit(const TableSize& table, Point from, Point dir) {
  double t = INFINITY;
  if (dir.x > 0) t = std::min(t, (table.width - from.x) / dir.x);
  if (dir.x < 0) t = std::min(t, -from.x / dir.x);
  if (dir.y > 0) t = std::min(t, (table.depth - from.y) / dir.y);
  if (dir.y < 0) t = std::min(t, -from.y / dir.y);
  return {from.x + t * dir.x, from.y + t * dir.y};
}

bool on_table(const TableSize& table, Point p) {
  return p.x >= -kSlack && p.x <= table.width + kSlack && p.y >= -kSlack && p.y <= table.depth + kSlack;
}

// Ruling 62: from where the direction leaves the table, along the edge toward the enemy: the
// players' edge out to the corner on that side, up the side edge, then along the enemy's edge
// to its corner on that side, where the trace ends.
std::vector<Point> trace_path(const TableSize& table, Point exit, int side) {
  const double edge_x = side > 0 ? table.width : 0;
  std::vector<Point> path{exit};
  if (exit.y <= kSlack && std::abs(exit.x - edge_x) > kSlack) path.push_back({edge_x, 0});
  path.push_back({edge_x, table.depth});  // up the side edge, or along the enemy's edge
  return path;
}

// Ruling 60: the direction's side of the line counts as the players' ground when the line on
// that side runs back less steeply than the direction does (XII.B's 45-degree rule for a
// back-diagonal, read for every direction).
bool friendly_direction(const std::vector<Point>& line, Point centre, Point dir, int side, const PlacementRulings& rulings) {
  Point a = centre;
  Point b = side > 0 ? line.back() : line.front();
  if (rulings.flank_slope_from_end && line.size() > 1) a = side > 0 ? line[line.size() - 2] : line[1];
  Point slope{static_cast<double>(side), 0};  // a line that stops here runs level to the edge
  if (!(a == b) && (b.x - a.x) * side > 0) slope = {b.x - a.x, b.y - a.y};
  // Both point toward `side`: the direction is further back than the line when its drop per
  // inch sideways is greater.
  return dir.y * (side * slope.x) < slope.y * (side * dir.x);
}

}  // namespace

void check_table(const TableSize& table) {
  for (const auto& [size, what] : {std::pair{table.width, "width"}, std::pair{table.depth, "depth"}}) {
    if (!std::isfinite(size) || size < 1 || size > kMostTableInches) {
      throw engine::BadInput(fmt::format("table.{}", what),
                             fmt::format("the table's {} must be 1 to {} inches, not {}", what, kMostTableInches, size));
    }
  }
}

void check_line(const TableSize& table, const std::vector<Point>& line) {
  check_table(table);
  if (line.empty()) throw engine::BadInput("line", "the players' line needs at least one point");
  for (std::size_t i = 0; i < line.size(); ++i) {
    const Point& p = line[i];
    const std::string where = fmt::format("line point {} ({}, {})", i + 1, p.x, p.y);
    if (!std::isfinite(p.x) || !std::isfinite(p.y) || !on_table(table, p)) {
      throw engine::BadInput("line", fmt::format("{} is off the {} x {} inch table", where, table.width, table.depth));
    }
    if (i > 0 && p.x <= line[i - 1].x) {
      throw engine::BadInput("line", fmt::format("{} is not to the right of point {}: list the line from left to right", where, i));
    }
  }
}

Point centre_point(const std::vector<Point>& line, Mode mode, const PlacementRulings& rulings) {
  if (mode == Mode::kPatrol) {
    const auto further = [&](const Point& a, const Point& b) { return rulings.forward_tie_last ? a.y <= b.y : a.y < b.y; };
    return *std::max_element(line.begin(), line.end(), further);
  }
  double total = 0;
  for (std::size_t i = 1; i < line.size(); ++i) total += length(line[i - 1], line[i]);
  double left = total / 2;
  for (std::size_t i = 1; i < line.size(); ++i) {
    const double step = length(line[i - 1], line[i]);
    if (left <= step) return along(line[i - 1], line[i], left / step);
    left -= step;
  }
  return line.front();  // a perimeter of one point
}

Placement place_enemy(const TableSize& table, const std::vector<Point>& line, Mode mode, int steps, double distance,
                      const PlacementRulings& rulings) {
  check_line(table, line);
  if (!std::isfinite(distance) || distance < 0) throw engine::BadInput("distance", fmt::format("{} inches is not a distance", distance));
  Placement p;
  p.from = centre_point(line, mode, rulings);
  const Point dir = heading(steps);
  const int side = dir.x > kSlack ? 1 : dir.x < -kSlack ? -1 : 0;
  const bool straight_back = side == 0 && dir.y < 0;
  if (straight_back || (side != 0 && friendly_direction(line, p.from, dir, side, rulings))) {
    p.kind = Placement::Kind::kBehindLine;
    return p;
  }
  const Point target{p.from.x + distance * dir.x, p.from.y + distance * dir.y};
  if (on_table(table, target) && ahead_of_line(line, target) >= -kSlack) {
    p.at = target;
    return p;
  }
  p.kind = Placement::Kind::kTraced;
  const Point exit = table_exit(table, p.from, dir);
  if (side == 0) {  // straight ahead and off the enemy's edge: no side to trace toward
    p.at = exit;
    p.acted = true;
    return p;
  }
  const std::vector<Point> path = trace_path(table, exit, side);
  double travelled = length(p.from, exit);
  for (std::size_t i = 1; i < path.size(); ++i) {
    const double step = length(path[i - 1], path[i]);
    const double from = step > 0 ? std::clamp((distance - travelled) / step, 0.0, 1.0) : 1.0;
    if (travelled + step >= distance - kSlack) {
      if (const auto t = first_clear(line, path[i - 1], path[i], from)) {
        p.at = along(path[i - 1], path[i], *t);
        return p;
      }
    }
    travelled += step;
  }
  p.at = path.back();
  p.acted = true;
  return p;
}

int steps_from_forward(const std::vector<std::string>& directions, const std::string& forward, const std::string& direction) {
  const auto index = [&](const std::string& d, const char* field) {
    const auto it = std::find(directions.begin(), directions.end(), d);
    if (it == directions.end()) {
      throw engine::BadInput(field, fmt::format("{} is not a compass point ({})", engine::quoted(d), fmt::join(directions, ", ")));
    }
    return static_cast<int>(it - directions.begin());
  };
  const int n = static_cast<int>(directions.size());
  return ((index(direction, "direction") - index(forward, "forward")) % n + n) % n * 8 / n;
}

std::vector<Point> parse_line(const std::string& text) {
  std::vector<Point> line;
  std::istringstream words(text);
  for (std::string word; words >> word;) {
    Point p;
    char comma = 0;
    char extra = 0;
    std::istringstream in(word);
    if (!(in >> p.x >> comma >> p.y) || comma != ',' || in >> extra) {
      throw engine::BadInput("line", fmt::format("point {} is {}: write each point as x,y in inches, e.g. 36,18",
                                                 line.size() + 1, engine::quoted(word)));
    }
    line.push_back(p);
  }
  return line;
}

std::string line_text(const std::vector<Point>& line) {
  std::string out;
  for (const Point& p : line) out += fmt::format("{}{},{}", out.empty() ? "" : " ", p.x, p.y);
  return out;
}

std::string_view name(Placement::Kind kind) {
  switch (kind) {
    case Placement::Kind::kAtDistance: return "at-distance";
    case Placement::Kind::kTraced: return "traced";
    case Placement::Kind::kBehindLine: return "behind-line";
  }
  return "at-distance";
}

}  // namespace sandtable::rules::hun
