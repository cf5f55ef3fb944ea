#include "rules/m2m/movement.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>

#include "engine/spec.hpp"

namespace sandtable::rules::m2m {

namespace {

constexpr std::array<std::string_view, 6> kMoverIds{"infantry", "mg", "cavalry", "hq", "artillery", "tank"};
constexpr std::array<std::string_view, 5> kGoingIds{"open", "column", "bad-going", "road", "no-mans-land"};

// A cell of the movement table: a die and fixed inches, or not allowed (inches < 0).
struct Cell {
  bool die;
  int inches;
};
constexpr Cell kNotAllowed{false, -1};

// 5 Movement: rows infantry & MGs, cavalry & HQs, artillery; columns open, column, bad going, road.
Cell table_cell(Mover mover, Going going) {
  constexpr std::array<std::array<Cell, 4>, 3> kTable{{
      {{{true, 4}, {false, 10}, {true, 1}, {false, 12}}},
      {{{true, 10}, kNotAllowed, {true, 0}, {false, 18}}},
      {{{true, 8}, kNotAllowed, kNotAllowed, {false, 18}}},
  }};
  const std::size_t row = mover == Mover::kInfantry || mover == Mover::kMg ? 0 : mover == Mover::kArtillery ? 2 : 1;
  return kTable[row][static_cast<std::size_t>(going)];
}

std::string move_words(bool die, int inches) {
  if (!die) return fmt::format("{} inches", inches);
  return inches == 0 ? "D6 inches" : fmt::format("D6+{} inches", inches);
}

}  // namespace

std::vector<std::string> mover_ids() { return choices_of(kMoverIds); }
std::vector<std::string> going_ids() { return choices_of(kGoingIds); }
Mover parse_mover(std::string_view text) { return static_cast<Mover>(index_of(kMoverIds, text, "type")); }
Going parse_going(std::string_view text) { return static_cast<Going>(index_of(kGoingIds, text, "going")); }

MoveRule move_rule(const MoveSituation& s) {
  MoveRule rule;
  if (s.in_line && s.mover != Mover::kInfantry && s.mover != Mover::kCavalry) {
    throw engine::BadInput("in_line", "only cavalry and infantry move in line, a die for each end");
  }
  if (s.limbering && s.mover != Mover::kArtillery) throw engine::BadInput("limbering", "only field artillery limbers up");
  if (s.elite && s.going != Going::kNoMansLand) throw engine::BadInput("elite", "changes only a move across no man's land");
  if (s.mover == Mover::kTank) {
    rule.die = true;
    rule.factors.push_back({"a tank", "D6 inches in any going"});
  } else {
    Going going = s.going;
    if (going == Going::kNoMansLand) {
      going = s.elite ? Going::kOpen : Going::kBadGoing;
      rule.factors.push_back({"no man's land", s.elite ? "elite: as open ground" : "bad going, as the trench belts"});
    }
    const Cell cell = table_cell(s.mover, going);
    if (cell.inches < 0) throw engine::BadInput("going", fmt::format("{} cannot move {}", kMoverIds[static_cast<std::size_t>(s.mover)],
                                                                     going == Going::kColumn ? "in column" : "in bad going"));
    if (s.in_line && going == Going::kColumn) throw engine::BadInput("in_line", "a column is not a line");
    rule.die = cell.die;
    rule.inches = cell.inches;
    rule.factors.push_back({fmt::format("{} in {}", kMoverIds[static_cast<std::size_t>(s.mover)], kGoingIds[static_cast<std::size_t>(going)]),
                            move_words(cell.die, cell.inches)});
  }
  if (s.gas && rule.die) {
    rule.inches -= 1;
    rule.factors.push_back({"in gas", "-1 on the move die"});
  }
  if (s.in_line && rule.die) rule.factors.push_back({"in line", "a move die for each end of the line"});
  if (s.limbering) {
    rule.halved = true;
    rule.factors.push_back({"limbering up", "half distance"});
  }
  return rule;
}

core::ExactDist end_distance(const MoveRule& rule) {
  return rule.die ? core::ExactDist::die(6).shifted(rule.inches) : core::ExactDist::constant(rule.inches);
}

WireOdds wire_odds(const WireSituation& s) {
  WireOdds odds;
  odds.need = s.trench_warfare ? (s.under_fire ? 6 : 5) : (s.under_fire ? 5 : 4);
  odds.factors.push_back({fmt::format("intact wire{}{}", s.under_fire ? ", under fire" : "", s.trench_warfare ? ", trench warfare" : ""),
                          fmt::format("{}+ a figure", odds.need)});
  if (s.bombardment_bonus > 0) {
    odds.need -= s.bombardment_bonus;
    odds.factors.push_back({"after the pre-battle bombardment", fmt::format("+{}", s.bombardment_bonus)});
  }
  if (s.gas) {
    odds.need += 1;
    odds.factors.push_back({"in gas", "-1"});
  }
  odds.need = std::clamp(odds.need, 1, 7);
  odds.each = core::Rational(7 - odds.need, 6);
  odds.across = core::ExactDist::binomial(s.figures, odds.each);
  return odds;
}

}  // namespace sandtable::rules::m2m
