// A 1418 battle on the table: the ground, the platoons in their companies and battalions, the
// orders each side is writing for this bound, and what the last bound did.
#pragma once

#include <array>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "core/geometry.hpp"
#include "rules/1418/commands.hpp"
#include "rules/1418/movement.hpp"
#include "rules/1418/units.hpp"

namespace sandtable::rules::gw1418 {

// A base's frontage: two platoons whose centres are this close are in base contact.
inline constexpr double kContactCm = 4.0;
// The bombardment circle: 6" across (RULINGS.md 26), its inner circle half that.
inline constexpr double kCircleRadiusCm = 7.62;
inline constexpr double kInnerRadiusCm = 3.81;

// The kinds of ground a scenario may draw; open is everywhere nothing else is.
enum class Terrain { kOpen, kRough, kImpractical, kDefensible, kFortification, kObjective, kRoad };

struct Feature {
  Terrain kind = Terrain::kOpen;
  std::string name;
  std::vector<core::Vec2> area;  // an outline, or empty for a line
  std::vector<core::Vec2> line;
  double width_cm = 2;           // a line's
};

// Who shot at a platoon or injured it: a platoon, or a battalion's bombardment (RULINGS.md 27).
struct Shooter {
  int platoon = -1;
  int battalion = -1;
  bool operator==(const Shooter&) const = default;
};

struct Platoon {
  std::string name;
  std::string type;  // a unit id of the characteristics table
  int side = 0;
  int company = 0;
  core::Vec2 at;
  bool dug_in = false;
  bool injured = false;
  bool removed = false;
  bool under_fire = false;       // shot at last bound: its company is under fire this bound
  bool half_speed = false;       // its move is halved this bound (RULINGS.md 27)
  std::optional<Shooter> injured_by;
  bool ever_moved = false;
  bool moved_last_bound = false;
};

struct Company {
  std::string name;
  int side = 0;
  int battalion = 0;
  std::vector<int> platoons;
};

struct Battalion {
  std::string name;
  int side = 0;
  std::vector<int> companies;
  bool artillery = false;  // all its platoons are guns: it may bombard
  Transport transport = Transport::kNone;  // kept by its command platoon (Transport vehicles)
  std::optional<int> command_platoon;
  std::optional<int> regiment;
};

// Battalions grouped under one commander, who may be given their High Command (RULINGS.md 41).
struct Regiment {
  std::string name;
  int side = 0;
  std::vector<int> battalions;
};

// The movement part of a Low Command; dig-in is a way of staying put (RULINGS.md 20).
enum class Act { kStayPut, kMove, kFindCover, kAssault, kRetreat, kDigIn };
// True for the acts that follow an arrow to a point.
inline bool act_moves(Act a) { return a == Act::kMove || a == Act::kFindCover || a == Act::kAssault || a == Act::kRetreat; }

struct HighOrder {
  HighCommand command = HighCommand::kHold;
  std::optional<core::Vec2> circle;  // where a Bombard falls
};

struct LowOrder {
  Act act = Act::kStayPut;
  std::optional<core::Vec2> to;  // a move's arrow ends here (the centre of the platoons it orders)
  std::vector<int> except;       // "company except": platoons left out, which stay put and defend themselves
  // The platoons that may stand as a second rank in melee; none given: any (RULINGS.md 40).
  std::optional<std::vector<int>> second_rank;
};

// A company's shooting: at an enemy company, prepared (at whatever moves into range), or none.
struct FireOrder {
  std::optional<int> target;
  bool prepared = false;
};

struct SideOrders {
  std::map<int, HighOrder> high;  // by battalion
  std::map<int, LowOrder> low;    // by company
  std::map<int, FireOrder> fire;  // by company
  bool sealed = false;
  // The command sheet: High Commands written ahead, by battalion then by later bound; each
  // becomes its battalion's High Command when its bound opens (RULINGS.md 38).
  std::map<int, std::map<int, HighOrder>> sheet;
  std::set<int> from_sheet;  // the battalions whose High Command this bound came from the sheet
};

struct BattleRules {
  CommandRulings commands;
  bool reroll_keeps_bonus = true;
  bool cavalry_rerolls_vehicles = true;
  bool infantry_strike_by_speed = false;
  std::string bombard_bonus_dice = "per-battery";
  bool transport_cap_on_total = false;
  bool same_shooter_is_company = false;  // RULINGS.md 27
  bool recovery_with_cover = false;      // RULINGS.md 22
  double range_cm_per_unit = 0.1;  // RULINGS.md 23
  double base_width_cm = 5.08;     // RULINGS.md 34: the text's standard 2" x 1" base
  double base_depth_cm = 2.54;
  int bound_limit = 8;
  int sheet_bounds = 4;        // RULINGS.md 38: the bounds a command sheet covers
  bool sheet_binding = false;  // RULINGS.md 38: a planned High Command may not be rewritten
};

struct Battle {
  std::array<std::string, 2> sides;
  double width_cm = 0;
  double depth_cm = 0;
  std::vector<Feature> features;
  std::vector<Platoon> platoons;
  std::vector<Company> companies;
  std::vector<Battalion> battalions;
  std::vector<Regiment> regiments;
  // Which way each side's platoons face: towards the enemy's edge (RULINGS.md 34).
  std::array<double, 2> facing_deg{90, -90};
  BattleRules rules;
  int bound = 1;
  bool sides_by_dice = false;  // a die is still to decide which half of the table each side takes (RULINGS.md 39)
  std::array<SideOrders, 2> orders;
  std::vector<std::string> last_bound;  // each result of the last bound, in words
  bool over = false;
  std::optional<int> winner;
  std::string result;

  const Platoon& platoon(int i) const { return platoons[static_cast<std::size_t>(i)]; }
  Platoon& platoon(int i) { return platoons[static_cast<std::size_t>(i)]; }
  const Company& company(int i) const { return companies[static_cast<std::size_t>(i)]; }
  const Battalion& battalion(int i) const { return battalions[static_cast<std::size_t>(i)]; }
};

}  // namespace sandtable::rules::gw1418
