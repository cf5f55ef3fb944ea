// The Hun at the Gates, XII.B and XIII: where a spotted enemy unit appears on the table, from
// the players' front line (or defended perimeter), the compass direction and the distance
// rolled. Pure geometry in inches; RULINGS.md 57-62 say how the text is read.
//
// The table's frame: x runs across it from the players' left (0) to their right (width); y runs
// from the players' own table edge (0) toward the enemy's (depth). The players' line is a few
// points from left to right; beyond its ends it runs level to the side edges.
#pragma once

#include <string>
#include <vector>

#include "rules/hun/patrol_tables.hpp"

namespace sandtable::rules::hun {

struct Point {
  double x = 0;
  double y = 0;
  friend bool operator==(const Point& a, const Point& b) { return a.x == b.x && a.y == b.y; }
};

struct TableSize {
  double width = 72;  // inches across, the players' left to right
  double depth = 48;  // inches from the players' edge to the enemy's
};

inline constexpr double kMostTableInches = 1200;  // 100 feet: a typo, not a table

// RULINGS.md 58 and 60: how ties and the line's slope on a flank are read.
struct PlacementRulings {
  bool forward_tie_last = false;   // among equally far-forward points take the last listed, not the first
  bool flank_slope_from_end = false;  // a flank's slope from the line's end segment, not from the centre point
};

struct Placement {
  enum class Kind {
    kAtDistance,  // the distance rolled straight along the direction
    kTraced,      // moved along the table edge toward the enemy (off the table, or behind the line)
    kBehindLine,  // the direction is friendly ground: the unit does not appear
  } kind = Kind::kAtDistance;
  Point from;           // the centre point: furthest forward (Patrol) or the perimeter's middle (Defense)
  Point at;             // where it appears (not for kBehindLine)
  bool acted = false;   // the trace ran out of table: it arrives on the edge having acted (XII.B)
};

// Throws engine::BadInput for a table too small or too large, or a line that is empty, off the
// table, not finite, or not running strictly from left to right.
void check_table(const TableSize& table);
void check_line(const TableSize& table, const std::vector<Point>& line);

// XII.B: the line's furthest-forward point; XIII: the point halfway along the perimeter.
Point centre_point(const std::vector<Point>& line, Mode mode, const PlacementRulings& rulings = {});

// Where a unit appears `distance` inches away `steps` compass points clockwise from straight
// ahead (0 ahead, 2 the right flank, 4 straight back, 6 the left flank; steps of 45 degrees).
Placement place_enemy(const TableSize& table, const std::vector<Point>& line, Mode mode, int steps, double distance,
                      const PlacementRulings& rulings = {});

// The steps clockwise from `forward` (the compass point facing the enemy's edge) to `direction`,
// both among `directions` (N, NE, ... clockwise).
int steps_from_forward(const std::vector<std::string>& directions, const std::string& forward, const std::string& direction);

std::string_view name(Placement::Kind kind);

// A line as text: its points in inches, "x,y" each, separated by spaces ("0,12 36,18 72,12").
// Throws engine::BadInput naming the point that is not two numbers.
std::vector<Point> parse_line(const std::string& text);
std::string line_text(const std::vector<Point>& line);

}  // namespace sandtable::rules::hun
