// XII and XIII: Patrol and Defense sessions, played as engine games over many seeded sessions
// and with dice scripted by hand.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <cmath>
#include <map>
#include <set>

#include "core/random.hpp"
#include "engine/dice_source.hpp"
#include "engine/log.hpp"
#include "rules/hun/patrol_game.hpp"
#include "rules/hun/rule_set.hpp"
#include "rules/hun/score.hpp"

namespace sandtable::rules::hun {
namespace {

using engine::Json;

// A session of The Hun at the Gates started from a scenario text, with its game's log.
struct Play {
  explicit Play(const std::string& scenario_text, const engine::Rulings& rulings = {})
      : session(rule_set().start(engine::parse_scenario(scenario_text, "test.yaml"), rulings)) {}
  Play(Mode mode, int player_units) : Play(patrol_scenario_text(mode, player_units)) {}

  Json state() const { return session.game().to_json(); }
  int turn() const { return state()["turn"].get<int>(); }
  int player_units() const { return state()["player"]["units"].get<int>(); }
  int player_acted() const { return state()["player"]["acted"].get<int>(); }
  Json enemy() const { return state()["enemy"]; }

  // One press of Initiative with `dice` answering its rolls; what the press said.
  Json press(engine::DiceSource& dice) {
    session.apply(engine::Action::make("initiative", ""));
    while (std::holds_alternative<engine::DiceRequest>(session.next_request())) session.roll(dice);
    return state()["last"];
  }
  void lost(Json fields) { session.apply(engine::Action::make("unit-lost", "", std::move(fields))); }

  engine::Session session;
};

engine::SeededDice seeded(std::uint64_t seed) { return engine::SeededDice(core::Rng(seed)); }

// Presses Initiative until `turns` whole turns are done; checks every unit acted exactly once
// in each finished turn. Returns the number of enemy units spotted. (The state is read once a
// press: reading it is most of the time these long sessions take.)
int play_turns(Play& p, engine::DiceSource& dice, int turns) {
  std::map<int, int> enemy_acts;
  int player_acts = 0;
  Json before = p.state();
  for (int guard = 0; before["turn"].get<int>() <= turns; ++guard) {
    const int turn_before = before["turn"].get<int>();
    const int players_before = before["player"]["units"].get<int>();
    const std::size_t enemy_before = before["enemy"].size();  // a new turn's first press may spot more
    p.press(dice);
    Json after = p.state();
    const Json& r = after["last"];
    if (r["new_turn"].get<bool>()) {
      EXPECT_EQ(player_acts, players_before) << "turn " << turn_before;
      EXPECT_EQ(enemy_acts.size(), enemy_before) << "turn " << turn_before;
      for (const auto& [id, n] : enemy_acts) EXPECT_EQ(n, 1) << "enemy " << id << " turn " << turn_before;
      enemy_acts.clear();
      player_acts = 0;
    }
    if (r["result"] == "player") ++player_acts;
    if (r["result"] == "enemy") ++enemy_acts[r["enemy"]["id"].get<int>()];
    before = std::move(after);
    if (guard > 100000) {
      ADD_FAILURE() << "a turn never ended";
      break;
    }
  }
  return before["enemy_spotted"].get<int>();
}

TEST(HunPatrol, XIIA_EveryUnitGetsExactlyOneInitiativeATurn) {
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    Play p(seed % 2 ? Mode::kPatrol : Mode::kDefense, 1 + static_cast<int>(seed % 6));
    auto dice = seeded(seed);
    play_turns(p, dice, 8);
  }
}

TEST(HunPatrol, XIIA_UnitsLeftOnTheTableActOnceATurnWhenOthersAreLost) {
  for (std::uint64_t seed = 1; seed <= 100; ++seed) {
    Play p(seed % 2 ? Mode::kPatrol : Mode::kDefense, 3 + static_cast<int>(seed % 4));
    auto dice = seeded(seed);
    core::Rng losses(seed + 1000);
    std::map<int, int> enemy_acts;
    int player_acts = 0;
    Json state = p.state();
    for (int press = 0; press < 300 && state["turn"].get<int>() <= 6; ++press) {
      // Now and then a unit is lost: a player unit (saying whether it had acted) or an enemy.
      const Json& enemy = state["enemy"];
      const int units = state["player"]["units"].get<int>();
      const int acted_so_far = state["player"]["acted"].get<int>();
      bool lost = false;
      if (losses.below(10) == 0 && units > 1) {
        const bool acted = acted_so_far > 0 && (acted_so_far == units || losses.below(2) == 0);
        p.lost({{"side", "player"}, {"acted", acted}});
        if (acted) --player_acts;
        lost = true;
      } else if (losses.below(8) == 0 && !enemy.empty()) {
        const int gone = enemy[losses.below(static_cast<std::uint32_t>(enemy.size()))]["id"].get<int>();
        p.lost({{"side", "enemy"}, {"id", gone}});
        enemy_acts.erase(gone);
        lost = true;
      }
      if (lost) state = p.state();
      const Json before = state["enemy"];
      const int players_before = state["player"]["units"].get<int>();
      p.press(dice);
      state = p.state();
      const Json& r = state["last"];
      if (r["new_turn"].get<bool>()) {
        ASSERT_EQ(player_acts, players_before) << "seed " << seed;
        for (const auto& e : before) ASSERT_EQ(enemy_acts[e["id"].get<int>()], 1) << "enemy " << e << " seed " << seed;
        enemy_acts.clear();
        player_acts = 0;
      }
      if (r["result"] == "player") ++player_acts;
      if (r["result"] == "enemy") ++enemy_acts[r["enemy"]["id"].get<int>()];
    }
  }
}

int generals(const Json& enemy) {
  int n = 0;
  for (const auto& e : enemy) n += e["type"] == "general";
  return n;
}

TEST(HunPatrol, XIIB_GeneralsAppearWithTheFirstFourthAndSeventhUnit) {
  for (std::uint64_t seed = 1; seed <= 60; ++seed) {
    Play p(Mode::kDefense, 4);
    auto dice = seeded(seed);
    int units = 0;
    for (int i = 0; i < 2000 && units < 10; ++i) {
      const Json r = p.press(dice);
      if (r["result"] != "spotted") continue;
      if (r["spotted"]["type"] == "supply-transport") {
        EXPECT_FALSE(r["spotted"]["general"].get<bool>()) << "supply transport brings no general";
        continue;
      }
      ++units;
      EXPECT_EQ(r["spotted"]["general"].get<bool>(), units % 3 == 1) << "unit " << units << " seed " << seed;
      EXPECT_EQ(generals(p.enemy()), (units + 2) / 3);
    }
  }
}

TEST(HunPatrol, XIIB_KilledGeneralsAreReplacedOnlyWhenANewUnitAppears) {
  Play p(Mode::kDefense, 3);
  auto dice = seeded(11);
  Json r;
  do {
    r = p.press(dice);
  } while (r["result"] != "spotted" || !r["spotted"]["general"].get<bool>());
  p.lost({{"side", "enemy"}, {"id", r["spotted"]["general_id"]}});
  EXPECT_EQ(generals(p.enemy()), 0);
  do {
    r = p.press(dice);
    if (r["result"] != "spotted") {
      EXPECT_EQ(generals(p.enemy()), 0);
    }
  } while (r["result"] != "spotted" || r["spotted"]["type"] == "supply-transport");
  EXPECT_TRUE(r["spotted"]["general"].get<bool>());
  EXPECT_EQ(generals(p.enemy()), 1);
}

TEST(HunDefense, XIII_GeneratesMoreEnemyThanPatrol) {
  long patrol = 0;
  long defense = 0;
  for (std::uint64_t seed = 1; seed <= 30; ++seed) {
    Play on_patrol(Mode::kPatrol, 4);
    Play defending(Mode::kDefense, 4);
    auto patrol_dice = seeded(seed);
    auto defense_dice = seeded(seed);
    patrol += play_turns(on_patrol, patrol_dice, 5);
    defense += play_turns(defending, defense_dice, 5);
  }
  EXPECT_GT(defense, patrol * 3 / 2);
  EXPECT_GT(patrol, 0);
}

TEST(HunPatrol, XIIB_InfantryMostOftenThenCavalryThenGunsThenHeadquartersAndSupply) {
  std::map<std::string, double> p;
  for (int a = 1; a <= 6; ++a) {
    for (int b = 1; b <= 6; ++b) p[builtin_patrol_tables().unit_type_2d6[static_cast<std::size_t>(a + b)]] += 1.0 / 36;
  }
  EXPECT_GT(p["infantry"], p["cavalry"]);
  EXPECT_GT(p["cavalry"], p["artillery-mg"]);
  EXPECT_GT(p["artillery-mg"], p["headquarters"]);
  EXPECT_GT(p["artillery-mg"], p["supply-transport"]);
  EXPECT_GT(p["headquarters"], 0.0);
  EXPECT_GT(p["supply-transport"], 0.0);
}

TEST(HunPatrol, XIIB_SupplyTransportHasTwoToSixConscriptAttendants) {
  std::set<int> seen;
  for (std::uint64_t seed = 1; seed <= 80; ++seed) {
    Play p(Mode::kDefense, 6);
    auto dice = seeded(seed);
    for (int i = 0; i < 60; ++i) {
      const Json r = p.press(dice);
      if (r["result"] == "spotted" && r["spotted"]["type"] == "supply-transport") {
        seen.insert(r["spotted"]["attendants"].get<int>());
        EXPECT_EQ(r["spotted"]["quality"], "conscript");
      }
    }
  }
  EXPECT_EQ(seen, (std::set<int>{2, 4, 6}));
}

// Worked by hand from the tables (data/patrol.json): two player units and nobody else, so
// the first roll is a d2; 1 is a player unit. On patrol a 6 spots: 2D6 = 3 + 4 = 7 is
// infantry, quality 5 a veteran, direction 3 the east; its 4 + 6 inches; the first unit brings a general.
TEST(HunPatrol, XIIB_EachRollOfAPressIsAskedForInTurn) {
  Play p(Mode::kPatrol, 2);
  engine::ScriptedDice dice({1, 6, 3, 4, 5, 3});
  const Json r = p.press(dice);
  EXPECT_EQ(dice.remaining(), 0u);
  EXPECT_EQ(r["result"], "spotted");
  EXPECT_EQ(r["spotted"]["type"], "infantry");
  EXPECT_EQ(r["spotted"]["quality"], "veteran");
  EXPECT_EQ(r["spotted"]["direction"], "E");
  EXPECT_EQ(r["spotted"]["distance"], (Json{{"dice", 4}, {"plus_inches", 6}}));
  EXPECT_EQ(r["spotted"]["id"], 1);
  EXPECT_EQ(r["spotted"]["general_id"], 2);
  EXPECT_EQ(p.player_acted(), 0) << "spotting takes the players' turn to act, not a unit's";
  // Next: the d4 of two player units and two enemy; 4 is the second enemy unit, the general.
  engine::ScriptedDice next({4});
  const Json r2 = p.press(next);
  EXPECT_EQ(r2["result"], "enemy");
  EXPECT_EQ(r2["enemy"]["id"], 2);
}

TEST(HunPatrol, XIIB_ThePressesRollsCarryTheirExactOdds) {
  Play p(patrol_scenario_text(Mode::kPatrol, 3));
  p.session.apply(engine::Action::make("initiative", ""));
  auto who = std::get<engine::DiceRequest>(p.session.next_request());
  EXPECT_EQ(who.sides, 3);
  p.session.apply_dice({2});
  auto spot = std::get<engine::DiceRequest>(p.session.next_request());
  EXPECT_EQ(spot.sides, 6);
  ASSERT_TRUE(spot.labelled_outcome);
  EXPECT_EQ(spot.labelled_outcome->probability("spotted"), core::Rational(1, 6)) << "patrol: a 6";
  Play d(patrol_scenario_text(Mode::kDefense, 3));
  d.session.apply(engine::Action::make("initiative", ""));
  d.session.apply_dice({1});
  auto defense_spot = std::get<engine::DiceRequest>(d.session.next_request());
  EXPECT_EQ(defense_spot.labelled_outcome->probability("spotted"), core::Rational(2, 6)) << "defense: a 5 or 6";
  d.session.apply_dice({4});
  d.session.apply(engine::Action::make("initiative", ""));
  auto who_next = std::get<engine::DiceRequest>(d.session.next_request());
  EXPECT_EQ(who_next.sides, 2) << "two player units still to act and no enemy";
}

TEST(HunPatrol, XIIB_EveryPlayerUnitLostLosesTheGame) {
  Play p(Mode::kPatrol, 2);
  EXPECT_THROW(p.lost({{"side", "player"}, {"acted", true}}), engine::IllegalAction) << "nobody has acted yet";
  p.lost({{"side", "player"}, {"acted", false}});
  EXPECT_EQ(p.player_units(), 1);
  p.lost({{"side", "player"}, {"acted", false}});
  const auto over = std::get<engine::GameOver>(p.session.next_request());
  EXPECT_EQ(over.winner, 1) << "the enemy side";
  EXPECT_THROW(patrol_scenario_text(Mode::kPatrol, 0), engine::BadInput);
}

TEST(HunPatrol, UndoTakesBackARollOfAPress) {
  Play p(Mode::kPatrol, 2);
  engine::ScriptedDice dice({2, 6, 3, 4, 5, 3});
  p.press(dice);
  const Json spotted = p.state();
  ASSERT_TRUE(p.session.undo());
  EXPECT_TRUE(std::holds_alternative<engine::DiceRequest>(p.session.next_request())) << "back to the direction roll";
  ASSERT_TRUE(p.session.redo());
  EXPECT_EQ(p.state(), spotted);
}

// A session with a map: one player unit on a 72 x 48 table facing North, its line from
// (0, 12) up to (36, 18) and back to (72, 12).
std::string mapped_scenario(Mode mode, int player_units, std::vector<Point> line = {{0, 12}, {36, 18}, {72, 12}}) {
  SessionFile file;
  file.session.mode = mode;
  file.session.player_units = player_units;
  file.session.map = TableMap{{72, 48}, "N", std::move(line)};
  return patrol_scenario_text(file);
}

// Ruling 60's switch reaches the session. The line (0, 24) (36, 30) (56, 28) (60, 20): from the
// centre (36, 30) its right end is 10 back over 24, so the South-East (direction 4) is the
// players' ground and no distance is rolled. Read on the end segment (8 back over 4) it is
// open: 4 dice of 1 + 6 = 10 inches, behind the line there, traced out by the players' edge at
// (66, 0) and up the right edge to (72, 20) (worked in enemy_placement_test.cpp).
TEST(HunPatrol, XIIB_TheFlankSlopeSwitchReachesTheSession) {
  const std::vector<Point> line{{0, 24}, {36, 30}, {56, 28}, {60, 20}};
  Play p(mapped_scenario(Mode::kPatrol, 1, line));
  engine::ScriptedDice friendly({6, 3, 4, 3, 4});
  EXPECT_EQ(p.press(friendly)["spotted"]["placement"]["result"], "behind-line");
  EXPECT_EQ(friendly.remaining(), 0u);
  Play end(mapped_scenario(Mode::kPatrol, 1, line), {{"flank_slope_from_end", true}});
  engine::ScriptedDice open({6, 3, 4, 3, 4, 1, 1, 1, 1});
  const Json r = end.press(open);
  EXPECT_EQ(open.remaining(), 0u);
  EXPECT_EQ(r["spotted"]["placement"]["result"], "traced");
  EXPECT_NEAR(r["spotted"]["placement"]["at"][0].get<double>(), 72, 1e-9);
  EXPECT_NEAR(r["spotted"]["placement"]["at"][1].get<double>(), 20, 1e-9);
}

// One player unit, so nothing is rolled for who acts; a 6 spots; 3 + 4 = 7 infantry; 3 a
// soldier; direction 2 the North-East; its 4 dice 1 + 2 + 3 + 4 = 10, + 6 = 16 inches from the
// furthest-forward point (36, 18): (36 + 16 r, 18 + 16 r) = (47.31, 29.31), r = sqrt(1/2), in
// front of the line (16.1 there). The general that comes with the first unit is there too.
TEST(HunPatrol, XIIB_ASpottedUnitIsPlacedFromTheLine) {
  Play p(mapped_scenario(Mode::kPatrol, 1));
  engine::ScriptedDice dice({6, 3, 4, 3, 2, 1, 2, 3, 4});
  const Json r = p.press(dice);
  EXPECT_EQ(dice.remaining(), 0u);
  const double d = 16 * std::sqrt(0.5);
  EXPECT_EQ(r["spotted"]["distance"]["inches"], 16);
  EXPECT_EQ(r["spotted"]["placement"]["result"], "at-distance");
  EXPECT_EQ(r["spotted"]["placement"]["from"], (Json{36.0, 18.0}));
  ASSERT_EQ(p.enemy().size(), 2u);
  for (const Json& e : p.enemy()) {
    EXPECT_NEAR(e["at"][0].get<double>(), 36 + d, 1e-9) << e;
    EXPECT_NEAR(e["at"][1].get<double>(), 18 + d, 1e-9) << e;
    EXPECT_EQ(e["acted"], false);
  }
  EXPECT_EQ(p.state()["map"]["line"], (Json{{0.0, 12.0}, {36.0, 18.0}, {72.0, 12.0}}));
}

// The same rolls with direction 4, the South-East: behind a line that falls back only 9.5
// degrees, so nothing appears and no distance is rolled; no unit, no general, no number used.
// Then a headquarters (2D6 = 1 + 1, quality 4) to the East (3), 6 dice of 6 + 12 = 48 inches:
// 36 to the right edge at (72, 18), the other 12 traced up it to (72, 30), in front of the line.
TEST(HunPatrol, XIIB_BehindTheLineNothingAppearsAndOffTheTableItIsTracedAlongTheEdge) {
  Play p(mapped_scenario(Mode::kPatrol, 1));
  engine::ScriptedDice behind({6, 3, 4, 3, 4});
  const Json r = p.press(behind);
  EXPECT_EQ(behind.remaining(), 0u);
  EXPECT_EQ(r["spotted"]["placement"]["result"], "behind-line");
  EXPECT_FALSE(r["spotted"].contains("id"));
  EXPECT_TRUE(p.enemy().empty());
  EXPECT_EQ(p.state()["next_enemy_id"], 1);
  engine::ScriptedDice far({6, 1, 1, 4, 3, 6, 6, 6, 6, 6, 6});
  const Json r2 = p.press(far);
  EXPECT_EQ(far.remaining(), 0u);
  EXPECT_EQ(r2["spotted"]["type"], "headquarters");
  EXPECT_EQ(r2["spotted"]["distance"]["inches"], 48);
  EXPECT_EQ(r2["spotted"]["placement"], (Json{{"result", "traced"}, {"from", {36.0, 18.0}}, {"at", {72.0, 30.0}}}));
}

// XII.B: the line is drawn anew as the game goes on; a bad one says which point is wrong.
TEST(HunPatrol, XIIB_TheFrontLineMoves) {
  Play p(mapped_scenario(Mode::kDefense, 2));
  p.session.apply(engine::Action::make("front-line", "", {{"line", "0,20 72,24"}}));
  EXPECT_EQ(p.state()["map"]["line"], (Json{{0.0, 20.0}, {72.0, 24.0}}));
  const auto refused = [&](const std::string& line, const std::string& words) {
    try {
      p.session.apply(engine::Action::make("front-line", "", {{"line", line}}));
      ADD_FAILURE() << "accepted " << line;
    } catch (const std::exception& e) {
      EXPECT_NE(std::string(e.what()).find(words), std::string::npos) << e.what();
    }
  };
  refused("0,20 x", "point 2 is 'x'");
  refused("0,20 90,20", "line point 2 (90, 20) is off the 72 x 48 inch table");
  EXPECT_THROW(p.session.apply(engine::Action::make("unit-lost", "", {{"side", "enemy"}, {"id", 9}})), std::exception);
  Play plain(Mode::kPatrol, 1);
  EXPECT_THROW(plain.session.apply(engine::Action::make("front-line", "", {{"line", "0,20"}})), engine::IllegalAction);
}

// XII.B scoring read from a session played with typed dice. Two player units.
//   Press 1: d2 = 1 a player unit; 6 spots; 2D6 = 1 + 2 = 3 a supply transport; d3 = 2, four
//            attendants; direction 1. It is #1 (supply brings no general).
//   Press 2: d3 (two players, #1) = 1 a player unit; 6 spots; 2D6 = 1 + 1 = 2 headquarters;
//            quality 4; direction 1: #2, and with it a general, #3.
// Then #1 is captured (2 points), two figures of #2 are captured or killed (2 x 2 = 4), the
// general #3 is driven off (1), and a player unit is lost: 1 survives (1). With that one at
// half strength (1) and not unscathed: 1 + 1 + 2 + 4 + 1 = 9 points.
TEST(HunPatrolScore, XIIB_ScoringReadsTheSession) {
  Play p(Mode::kPatrol, 2);
  engine::ScriptedDice dice({1, 6, 1, 2, 2, 1, 1, 6, 1, 1, 4, 1});
  p.press(dice);
  p.press(dice);
  EXPECT_EQ(dice.remaining(), 0u);
  ASSERT_EQ(p.enemy().size(), 3u);
  p.lost({{"side", "enemy"}, {"id", 1}, {"how", "captured-or-killed"}});
  p.lost({{"side", "enemy"}, {"id", 2}, {"how", "captured-or-killed"}, {"members", 2}});
  p.lost({{"side", "enemy"}, {"id", 3}, {"how", "driven-off"}});
  p.lost({{"side", "player"}, {"acted", false}});
  const Json counted = p.state()["score"];
  EXPECT_EQ(counted, (Json{{"survived", 1}, {"driven_off", 1}, {"supply_captured", 1}, {"headquarters_members", 2}}));
  PatrolOutcome o;
  o.survived = counted["survived"].get<int>();
  o.driven_off = counted["driven_off"].get<int>();
  o.supply_captured = counted["supply_captured"].get<int>();
  o.headquarters_members = counted["headquarters_members"].get<int>();
  o.half_strength = 1;
  EXPECT_EQ(score_patrol(o).points, 9);
}

// Ruling 63: a supply transport or headquarters leaving by an edge has escaped (no "driven off"
// is offered for them), and a headquarters captured needs its figures counted, 1 to 4.
TEST(HunPatrolScore, XIIB_EscapingSupplyAndHeadquartersEarnNothing) {
  Session s;
  s.player_units = 1;
  for (const std::string type : {"supply-transport", "headquarters", "headquarters", "cavalry"}) {
    EnemyUnit e;
    e.id = static_cast<int>(s.enemy.size()) + 1;
    e.type = type;
    s.enemy.push_back(e);
  }
  enemy_unit_lost(s, 1, EnemyLeaves::kDrivenOff);
  EXPECT_THROW(enemy_unit_lost(s, 2, EnemyLeaves::kCapturedOrKilled, 5), engine::BadInput);
  EXPECT_THROW(enemy_unit_lost(s, 2, EnemyLeaves::kCapturedOrKilled), engine::BadInput);
  EXPECT_THROW(enemy_unit_lost(s, 4, EnemyLeaves::kDrivenOff, 2), engine::BadInput);
  enemy_unit_lost(s, 2, EnemyLeaves::kDrivenOff);
  enemy_unit_lost(s, 3, EnemyLeaves::kLeft);
  enemy_unit_lost(s, 4, EnemyLeaves::kCapturedOrKilled);
  EXPECT_EQ(s.losses.driven_off + s.losses.supply_captured + s.losses.headquarters_members, 0);
  EXPECT_TRUE(s.enemy.empty());
}

// A Defense scenario may put enemy on the table from the start.
TEST(HunDefense, XIII_AScenarioMayStartWithEnemyOnTheTable) {
  Play p(engine::load_scenario(SANDTABLE_SOURCE_DIR "/data/scenarios/hun/defense.yaml").source_text);
  EXPECT_EQ(p.state()["mode"], "defense");
  EXPECT_EQ(p.player_units(), 3);
  ASSERT_EQ(p.enemy().size(), 2u);
  EXPECT_EQ(p.enemy()[0], (Json{{"id", 1}, {"type", "infantry"}, {"quality", "veteran"}, {"acted", false}}));
  EXPECT_EQ(p.enemy()[1]["type"], "general");
  EXPECT_EQ(p.session.game().side_names(), (std::vector<std::string>{"Players", "German Army"}));
}

TEST(HunPatrol, AnEnemyTypeTheTablesDoNotMakeIsRefusedWhereItStands) {
  const std::string text = patrol_scenario_text(Mode::kDefense, 1) +
                           "  - name: Enemy\n    army:\n      name: E\n      units:\n        - {name: Tank, type: tank}\n";
  try {
    Play p(text);
    FAIL() << "accepted";
  } catch (const engine::BadInput& e) {
    EXPECT_STREQ(e.what(),
                 "test.yaml:14:11: sides[1].army.units[0].type: 'tank' is not an enemy unit the tables make "
                 "(artillery-mg, cavalry, headquarters, infantry, supply-transport, general)");
  }
}

// IV.A's units that split or join, in a session (RULINGS.md 64-67).

// A session of `player_units` with enemy units of these types on the table, numbered from 1.
std::string with_enemy(int player_units, const std::vector<std::string>& types) {
  std::string text = patrol_scenario_text(Mode::kPatrol, player_units) + "  - name: Enemy\n    army:\n      name: E\n      units:\n";
  for (std::size_t i = 0; i < types.size(); ++i) text += fmt::format("        - {{name: E{}, type: {}}}\n", i + 1, types[i]);
  return text;
}

// The sides of the die a press rolls for who acts, after `pick` is not yet given: 0 when one
// unit waits and nothing is rolled.
int who_acts_die(Play& p) {
  p.session.apply(engine::Action::make("initiative", ""));
  const engine::Request request = p.session.next_request();
  const auto* who = std::get_if<engine::DiceRequest>(&request);
  return who != nullptr && who->reason.rfind("Initiative: which unit acts", 0) == 0 ? who->sides : 0;
}

void split(Play& p, Json fields) { p.session.apply(engine::Action::make("split", "", std::move(fields))); }
void merge(Play& p, Json fields) { p.session.apply(engine::Action::make("merge", "", std::move(fields))); }
std::string told(const Play& p) { return p.session.events().back().payload.at("results").at(0).get<std::string>(); }

// Two player units; the press's d2 gives 1, a player unit, and the spot die 1 spots nothing.
// That unit splits into three: it has acted, its two new parts wait, so four units stand with
// one acted, and the turn goes on through three more player presses (a d3, a d2, then one
// unit left and no die) before the fourth press begins turn 2 with a d4.
TEST(HunPatrol, IVA_ASplitUnitActsAndItsPartsWaitForTheirOwnInitiative) {
  Play p(Mode::kPatrol, 2);
  engine::ScriptedDice first({1, 1});
  p.press(first);
  split(p, {{"side", "player"}, {"into", 3}});
  EXPECT_EQ(p.player_units(), 4);
  EXPECT_EQ(p.player_acted(), 1);
  EXPECT_NE(told(p).find("2 new units wait"), std::string::npos) << told(p);
  for (const int sides : {3, 2, 0}) {
    EXPECT_EQ(who_acts_die(p), sides);
    if (sides > 0) p.session.apply_dice({1});
    p.session.apply_dice({1});  // the spot check: nothing seen
    EXPECT_EQ(p.turn(), 1);
  }
  EXPECT_EQ(p.player_acted(), 4);
  EXPECT_EQ(who_acts_die(p), 4);
  EXPECT_EQ(p.turn(), 2);
}

// Three player units; the first press gives one an initiative (d3 1, spot die 1) and it joins a
// unit yet to act: that unit's initiative is the combined unit's, now used, so two units stand
// with one acted and one press (no die) is left in the turn.
TEST(HunPatrol, IVA_AJoinerIntoAUnitYetToActMakesTheWholeNewUnitAct) {
  Play p(Mode::kPatrol, 3);
  engine::ScriptedDice first({1, 1});
  p.press(first);
  merge(p, {{"side", "player"}, {"joined_acted", false}});
  EXPECT_EQ(p.player_units(), 2);
  EXPECT_EQ(p.player_acted(), 1);
  EXPECT_NE(told(p).find("the whole combined unit acts now"), std::string::npos) << told(p);
  EXPECT_EQ(who_acts_die(p), 0);
  p.session.apply_dice({1});
  EXPECT_EQ(who_acts_die(p), 2) << "a new turn with both units";
  EXPECT_EQ(p.turn(), 2);
}

// Three player units, two presses (d3 1 then d2 1, no spotting): two have acted, and the
// second joins the first. Only its figures act; the combined unit is done: two units stand
// with one acted, the third unit's press is the last of the turn.
TEST(HunPatrol, IVA_AJoinerIntoAnActedUnitActsAloneAndTheCombinedUnitIsDone) {
  Play p(Mode::kPatrol, 3);
  engine::ScriptedDice two({1, 1, 1, 1});
  p.press(two);
  p.press(two);
  merge(p, {{"side", "player"}, {"joined_acted", true}});
  EXPECT_EQ(p.player_units(), 2);
  EXPECT_EQ(p.player_acted(), 1);
  EXPECT_NE(told(p).find("only the joining figures act"), std::string::npos) << told(p);
  EXPECT_EQ(who_acts_die(p), 0);
  p.session.apply_dice({1});
  EXPECT_EQ(who_acts_die(p), 2);
  EXPECT_EQ(p.turn(), 2);
}

// Worked by hand: one player unit, infantry #1 and #2 and general #3 on the table. A d4 of 2
// picks enemy #1, which splits into three: #4 and #5, soldier infantry, wait. Four infantry call
// for two generals (one per three and part of three more) but only one is there, and none
// comes with a split: it was not spotted. The next press (a d5: 1 player unit and #2 to #5)
// gives the players' turn, a 6 spots 3 + 4 = 7 infantry, quality 3, direction 3: five infantry
// call for two generals, so one comes with it. Without the split three infantry would call for one.
TEST(HunPatrol, IVA_AnEnemySplitCountsOnTheTableForGeneralsButIsNotSpotted) {
  Play p(with_enemy(1, {"infantry", "infantry", "general"}));
  engine::ScriptedDice pick({2});
  EXPECT_EQ(p.press(pick)["enemy"]["id"], 1);
  split(p, {{"side", "enemy"}, {"id", 1}, {"into", 3}});
  const Json enemy = p.enemy();
  ASSERT_EQ(enemy.size(), 5u);
  EXPECT_EQ(enemy[3], (Json{{"id", 4}, {"type", "infantry"}, {"quality", "soldier"}, {"acted", false}}));
  EXPECT_EQ(enemy[4]["id"], 5);
  EXPECT_TRUE(enemy[0]["acted"].get<bool>()) << "the split unit used this initiative";
  EXPECT_EQ(p.state()["enemy_spotted"], 0) << "the parts were not spotted (nor were the scenario's units)";
  EXPECT_EQ(p.session.events().back().payload.at("results"),
            (Json{"Enemy #1 splits into 3: #1 acts on this initiative, #4 and #5 wait for their own",
                  "The enemy units on the table call for 2 generals and 1 is there: another comes with the next unit to appear"}));
  EXPECT_EQ(generals(p.enemy()), 1);
  engine::ScriptedDice spot({1, 6, 3, 4, 3, 3});
  const Json r = p.press(spot);
  EXPECT_EQ(spot.remaining(), 0u) << "a d5 for who acts: the parts wait their own initiative";
  EXPECT_EQ(r["spotted"]["id"], 6);
  EXPECT_EQ(r["spotted"]["general_id"], 7);
  EXPECT_EQ(p.state()["enemy_spotted"], 2) << "the unit and its general";
}

// Worked by hand: infantry #1 to #6 and generals #7, #8. A d9 of 2 picks #1, which joins #2
// (yet to act): #2 acts whole. Five infantry now call for two generals, as many as are there,
// so the unit spotted next (d7 1 the player, 6, 3 + 4 infantry) brings none; seven would have
// called for a third. Then a d8 of 2 picks #3, which joins #2 (acted): only #3's figures act.
// #2 driven off counts one unit for the score, whatever joined it.
TEST(HunPatrol, IVA_AnEnemyJoinLeavesOneUnitThatCountsOnceAndForGenerals) {
  Play p(with_enemy(1, {"infantry", "infantry", "infantry", "infantry", "infantry", "infantry", "general", "general"}));
  engine::ScriptedDice pick({2});
  EXPECT_EQ(p.press(pick)["enemy"]["id"], 1);
  merge(p, {{"side", "enemy"}, {"id", 1}, {"into", 2}});
  EXPECT_EQ(told(p), "Enemy #1 joins #2, which had not acted: the whole combined unit acts now");
  ASSERT_EQ(p.enemy().size(), 7u);
  EXPECT_EQ(p.enemy()[0]["id"], 2);
  EXPECT_TRUE(p.enemy()[0]["acted"].get<bool>());
  engine::ScriptedDice spot({1, 6, 3, 4, 3, 3});
  const Json r = p.press(spot);
  EXPECT_EQ(spot.remaining(), 0u);
  EXPECT_FALSE(r["spotted"]["general"].get<bool>());
  engine::ScriptedDice next({2});
  EXPECT_EQ(p.press(next)["enemy"]["id"], 3);
  merge(p, {{"side", "enemy"}, {"id", 3}, {"into", 2}});
  EXPECT_EQ(told(p), "Enemy #3 joins #2, which had acted: only the joining figures act, and the combined unit is done for the turn");
  p.lost({{"side", "enemy"}, {"id", 2}, {"how", "driven-off"}});
  EXPECT_EQ(p.state()["score"]["driven_off"], 1);
}

// Refusals say what is wrong and change nothing.
TEST(HunPatrol, IVA_ImpossibleSplitsAndJoinsAreRefusedAndChangeNothing) {
  Play p(with_enemy(2, {"infantry", "cavalry", "general", "infantry"}));
  const auto refused = [&](const char* type, Json fields, const std::string& field) {
    const Json before = p.state();
    const std::size_t events = p.session.events().size();
    try {
      p.session.apply(engine::Action::make(type, "", fields));
      ADD_FAILURE() << fields << " accepted";
    } catch (const engine::BadInput& e) {
      EXPECT_EQ(e.field(), field) << fields << ": " << e.what();
    }
    EXPECT_EQ(p.state(), before) << fields;
    EXPECT_EQ(p.session.events().size(), events);
  };
  refused("split", {{"side", "player"}, {"into", 2}}, "side");  // no initiative given yet
  refused("merge", {{"side", "player"}, {"joined_acted", false}}, "side");
  refused("split", {{"side", "enemy"}, {"id", 1}, {"into", 2}}, "id");  // #1 has not acted
  refused("split", {{"side", "enemy"}, {"id", 9}, {"into", 2}}, "id");
  refused("split", {{"side", "someone"}, {"into", 2}}, "side");
  engine::ScriptedDice players({1, 1});  // a d6 of 1: a player unit; nothing spotted
  p.press(players);
  refused("split", {{"side", "player"}, {"into", 1}}, "into");
  refused("split", {{"side", "player"}, {"into", "two"}}, "into");
  refused("split", {{"side", "player"}, {"into", kMaxPlayerUnits}}, "into");  // 2 + 199 units
  refused("merge", {{"side", "player"}, {"joined_acted", true}}, "joined_acted");  // only the joiner acted
  refused("merge", {{"side", "player"}}, "joined_acted");
  p.session.apply(engine::Action::make("unit-lost", "", {{"side", "player"}, {"acted", false}}));
  refused("merge", {{"side", "player"}, {"joined_acted", false}}, "side");  // one unit left
  for (const int pick : {1, 2, 2}) {  // #1, general #3, #4 act in turn (a d4, d3, d2 of the enemy waiting)
    engine::ScriptedDice dice({pick});
    p.press(dice);
  }
  refused("merge", {{"side", "enemy"}, {"id", 1}, {"into", 1}}, "into");
  refused("merge", {{"side", "enemy"}, {"id", 1}, {"into", 7}}, "into");
  refused("merge", {{"side", "enemy"}, {"id", 1}, {"into", 2}}, "into");  // infantry into cavalry
  refused("merge", {{"side", "enemy"}, {"id", 3}, {"into", 1}}, "id");    // a general
  refused("split", {{"side", "enemy"}, {"id", 3}, {"into", 2}}, "id");
  refused("split", {{"side", "enemy"}, {"id", 1}, {"into", 40}}, "into");  // 43 on the table, 40 at most
  merge(p, {{"side", "enemy"}, {"id", 4}, {"into", 1}});
  EXPECT_EQ(p.enemy().size(), 3u);
}

// The session's choices list the splits and joins its rules allow now, and undo takes one back.
TEST(HunPatrol, IVA_SplitsAndJoinsAreOfferedWhenAllowedAndUndone) {
  Play p(with_enemy(1, {"infantry", "infantry"}));
  const auto offered = [&](const char* type) {
    int n = 0;
    const engine::Request request = p.session.next_request();
    for (const auto& a : std::get<engine::Decision>(request).actions) n += a.type() == type;
    return n;
  };
  EXPECT_EQ(offered("split") + offered("merge"), 0) << "no unit has been given an initiative";
  engine::ScriptedDice pick({2});
  p.press(pick);  // enemy #1
  EXPECT_EQ(offered("split"), 1) << "#1 may split";
  EXPECT_EQ(offered("merge"), 1) << "#1 may join #2";
  const Json before = p.state();
  split(p, {{"side", "enemy"}, {"id", 1}, {"into", 4}});
  EXPECT_EQ(p.enemy().size(), 5u);
  ASSERT_TRUE(p.session.undo());
  EXPECT_EQ(p.state(), before);
}

// A session file of sandtable 0.1 continues as a game where it stood.
constexpr const char* kOldSession = R"({"format": "sandtable-hun-session", "version": 1, "mode": "defense", "seed": 77,
  "presses": 9223372036854775807, "turn": 3, "player": {"units": 4, "acted": 1},
  "enemy": [{"id": 2, "type": "infantry", "quality": "elite", "acted": true, "attendants": 0},
            {"id": 5, "type": "supply-transport", "quality": "conscript", "acted": false, "attendants": 4}],
  "next_enemy_id": 7, "enemy_spotted": 6})";

TEST(HunPatrol, AnOldSessionFileContinuesAsAGame) {
  const SessionFile old = parse_session_file(kOldSession);
  EXPECT_EQ(old.seed, 77u);
  Play p(scenario_from_session_file(old));
  const Json s = p.state();
  EXPECT_EQ(s["mode"], "defense");
  EXPECT_EQ(s["turn"], 3);
  EXPECT_EQ(s["player"]["units"], 4);
  EXPECT_EQ(s["player"]["acted"], 1);
  EXPECT_EQ(s["enemy"][0], (Json{{"id", 2}, {"type", "infantry"}, {"quality", "elite"}, {"acted", true}}));
  EXPECT_EQ(s["enemy"][1]["attendants"], 4);
  EXPECT_EQ(s["next_enemy_id"], 7);
  EXPECT_EQ(s["enemy_spotted"], 6);
}

// What reading kOldSession with `from` replaced by `to` says, or "accepted".
std::string damaged(const std::string& from, const std::string& to) {
  std::string text = kOldSession;
  text.replace(text.find(from), from.size(), to);
  try {
    parse_session_file(text);
  } catch (const engine::BadInput& e) {
    return e.what();
  }
  return "accepted";
}

TEST(HunPatrol, ADamagedOldSessionFileIsAClearError) {
  EXPECT_EQ(damaged("9223372036854775807", "9223372036854775808"),
            "session: the session file is damaged: presses must be a whole number from 0 to 9223372036854775807, not '9223372036854775808'");
  EXPECT_EQ(damaged("\"turn\": 3", "\"turn\": 1e300"),
            "session: the session file is damaged: turn must be a whole number from 1 to 100000, not '1e+300'");
  EXPECT_EQ(damaged("\"acted\": 1}", "\"acted\": 9}"),
            "session: the session file is damaged: player.acted must be a whole number from 0 to 4, not '9'");
  EXPECT_EQ(damaged("\"seed\": 77", "\"seed\": -1"), "session: the session file is damaged: seed must be a whole number from 0 to 2^64 - 1");
  EXPECT_EQ(damaged("\"type\": \"infantry\"", "\"type\": \"tank\""),
            "session: the session file is damaged: enemy[0].type: 'tank' is not a type the tables make");
  EXPECT_EQ(damaged("\"id\": 5", "\"id\": 2"), "session: the session file is damaged: enemy[1].id: two enemy units are #2");
  EXPECT_EQ(damaged("\"attendants\": 4", "\"attendants\": -3"),
            "session: the session file is damaged: enemy[1].attendants must be a whole number from 0 to 100, not '-3'");
  EXPECT_THROW(parse_session_file("{"), engine::BadInput);
  EXPECT_THROW(parse_session_file("[]"), engine::BadInput);
}

// What is wrong and where, never the JSON parser's own words ("[json.exception...]").
TEST(HunPatrol, ABrokenOldSessionFileSaysWhatIsWrongWhere) {
  EXPECT_EQ(damaged("\"mode\": \"defense\", ", ""), "session: the session file is damaged: mode is missing");
  EXPECT_EQ(damaged("\"mode\": \"defense\"", "\"mode\": 3"), "session: the session file is damaged: mode must be text, not '3'");
  EXPECT_EQ(damaged("\"mode\": \"defense\"", "\"mode\": \"siege\""),
            "session: the session file is damaged: mode: unknown mode 'siege' (patrol or defense)");
  EXPECT_EQ(damaged("\"acted\": true, ", ""), "session: the session file is damaged: enemy[0].acted is missing");
  EXPECT_EQ(damaged("\"acted\": true", "\"acted\": \"yes\""),
            "session: the session file is damaged: enemy[0].acted must be true or false, not '\"yes\"'");
  EXPECT_EQ(damaged("\"quality\": \"elite\"", "\"quality\": \"heroic\""),
            "session: the session file is damaged: enemy[0].quality: must be one of civilian, conscript, soldier, veteran, elite, officer, not 'heroic'");
  EXPECT_EQ(damaged("\"player\": {\"units\": 4, \"acted\": 1}", "\"player\": 4"),
            "session: the session file is damaged: player must be an object of named values, not '4'");
  // The second line's "turn" loses its closing quote, so the text "turn: 3, " runs to the
  // quote before player, and the unquoted p at column 46 is where it goes wrong (2 spaces,
  // "presses": 10, a space, 19 digits, a comma and a space, then 11 characters of text).
  EXPECT_EQ(damaged("\"turn\": 3", "\"turn: 3"),
            "session: the session file is damaged: it is not JSON (the text goes wrong at line 2, column 46)");
  EXPECT_EQ(damaged("\"turn\": 3", "\"turn\": 1e400"),
            "session: the session file is damaged: it holds a number too large to read (past 1e308)");
}

TEST(HunPatrolScore, FollowsTheScoringGuide) {
  PatrolOutcome o;
  o.survived = 4;
  o.half_strength = 3;
  o.unscathed = 1;
  o.supply_captured = 1;
  o.headquarters_members = 2;
  o.driven_off = 2;
  o.feet_crossed = 2;
  const PatrolScore s = score_patrol(o);
  EXPECT_DOUBLE_EQ(s.points, 4 + 3 + 1 + 2 + 4 + 2 + 5);
  EXPECT_FALSE(s.lost);
}

TEST(HunPatrolScore, OtherObjectivesEarnPointsButNeverTakeThemAway) {
  PatrolOutcome o;
  o.survived = 1;
  o.other_points = 3;
  EXPECT_DOUBLE_EQ(score_patrol(o).points, 1 + 3);
  o.other_points = -1;
  EXPECT_THROW(score_patrol(o), engine::BadInput);
  o.other_points = std::nan("");
  EXPECT_THROW(score_patrol(o), engine::BadInput);
}

TEST(HunPatrolScore, AllUnitsDestroyedLoses) {
  PatrolOutcome o;
  o.driven_off = 5;
  EXPECT_TRUE(score_patrol(o).lost);
  o.half_strength = 1;
  EXPECT_THROW(score_patrol(o), engine::BadInput);
}

}  // namespace
}  // namespace sandtable::rules::hun
