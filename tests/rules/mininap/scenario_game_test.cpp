// Reading scenarios into battles, and the engine adapter's refusals.
#include <gtest/gtest.h>

#include <fmt/format.h>

#include "engine/log.hpp"
#include "engine/scenario.hpp"
#include "engine/spec.hpp"
#include "rules/mininap/battle/setup.hpp"
#include "rules/mininap/battle/summary.hpp"
#include "rules/mininap/battle/unit_grid.hpp"
#include "rules/mininap/game.hpp"

namespace sandtable::rules::mininap {
namespace {

std::string scenario_text(const std::string& blue_unit, const std::string& rulings = "") {
  return "ruleset: mininap\nname: Test\ntable: {width: 60, depth: 40}\nsides:\n"
         "  - name: Blue\n    army:\n      name: Blue brigade\n      level: brigade\n      units:\n"
         "        - " + blue_unit + "\n"
         "  - name: Red\n    army:\n      name: Red brigade\n      level: brigade\n      units:\n"
         "        - {name: Red line, type: line-infantry, strength: 4, x: 30, y: 30, facing: -90}\n" +
         (rulings.empty() ? "" : "rulings:\n  " + rulings + "\n");
}

Battle battle(const std::string& text) {
  const engine::Scenario s = engine::parse_scenario(text, "test.yaml");
  return battle_from_scenario(s, s.rulings);
}

std::string error_of(const std::string& text) {
  try {
    battle(text);
  } catch (const std::invalid_argument& e) {
    return e.what();
  }
  return "(no error)";
}

TEST(MiniNapScenario, EngineExampleLoadsWithSnakeCaseNamesAndInches) {
  const engine::Scenario s = engine::load_scenario(SANDTABLE_SOURCE_DIR "/data/examples/hill_skirmish.yaml");
  const Battle b = battle_from_scenario(s, s.rulings);
  ASSERT_EQ(b.units.size(), 6U);
  EXPECT_EQ(b.units[0].unit.type, UnitType::kCommand);
  EXPECT_EQ(b.units[1].unit.formation, Formation::kColumn);
  EXPECT_EQ(b.units[5].unit.formation, Formation::kSkirmish);
  EXPECT_NEAR(b.units[1].pose.position.x, 20 * 2.54, 1e-9);
  EXPECT_EQ(b.turn_limit, 12);
}

TEST(MiniNapScenario, UnknownUnitTypeSaysWhereAndWhatIsAccepted) {
  const std::string e = error_of(scenario_text("{name: Old Guard, type: grenadiers, strength: 4, x: 30, y: 10}"));
  EXPECT_NE(e.find("test.yaml:10"), std::string::npos) << e;
  EXPECT_NE(e.find("Old Guard"), std::string::npos) << e;
  EXPECT_NE(e.find("line-infantry"), std::string::npos) << e;
}

TEST(MiniNapScenario, UnknownFormationAndImpossibleFormationAreRefused) {
  EXPECT_NE(error_of(scenario_text("{name: A, type: line-infantry, formation: wedge, strength: 4, x: 30, y: 10}")).find("attack-column"),
            std::string::npos);
  EXPECT_NE(error_of(scenario_text("{name: A, type: line-infantry, formation: skirmish, strength: 4, x: 30, y: 10}")).find("may form"),
            std::string::npos);
}

// Nothing in a battle moves a unit into or out of a bent form, so starting in one left the
// AI without an order (an internal error in simulate and game auto).
TEST(MiniNapScenario, AUnitCannotStartInABentFormation) {
  const std::string expected =
      "test.yaml:10: side 'Blue', command 'Blue brigade', unit 'A': a unit cannot start in formation 'bent-skirmish-line' (it "
      "may start in: line, column, square, skirmish; also attack-column, skirmish-line; a battery: limbered, unlimbered)";
  EXPECT_EQ(error_of(scenario_text("{name: A, type: light-infantry, formation: bent-skirmish-line, strength: 4, x: 30, y: 10}")),
            expected);
  EXPECT_NE(error_of(scenario_text("{name: A, type: line-infantry, formation: bent_line, strength: 4, x: 30, y: 10}"))
                .find("cannot start in formation 'bent_line'"),
            std::string::npos);
  const engine::Scenario s = engine::parse_scenario(
      scenario_text("{name: A, type: light-infantry, formation: bent-skirmish, strength: 4, x: 30, y: 10}"), "t.yaml");
  EXPECT_THROW(rule_set().start(s, s.rulings), RuleError);
  EXPECT_EQ(battle(scenario_text("{name: A, type: light-infantry, formation: skirmish-line, strength: 4, x: 30, y: 10}"))
                .units[0].unit.formation,
            Formation::kSkirmish);
}

// Mini-Nap reads no victory terms: its rulings (army_break_percent, turn_limit and
// turn_limit_fewer_losses_win) decide victory, so a term would be silently ignored.
// Reliability: victory terms were never read, so -5, .nan and banana passed. R14: the one
// term Mini-Nap reads is the end turn, and it must be the scenario's turn_limit.
TEST(MiniNapScenario, VictoryTermsAreCheckedAndOnlyTheEndTurnIsKnown) {
  const auto start_with = [](const std::string& rulings, const std::string& terms) {
    const engine::Scenario s = engine::parse_scenario(
        scenario_text("{name: A, type: line-infantry, strength: 4, x: 30, y: 10}", rulings) + "victory:\n  " + terms + "\n",
        "t.yaml");
    try {
      rule_set().start(s, s.rulings);
    } catch (const engine::BadInput& e) {
      return std::string(e.what());
    }
    return std::string("started");
  };
  EXPECT_EQ(start_with("", "at_end_of_turn: 12"), "started") << "12 is the default turn limit";
  EXPECT_EQ(start_with("turn_limit: 10", "at_end_of_turn: 10"), "started");
  EXPECT_EQ(start_with("turn_limit: 10", "at_end_of_turn: 9"),
            "t.yaml:20:3: victory.at_end_of_turn: 9 is not the scenario's turn_limit ruling (10); give the same turn to both");
  for (const char* terms : {"at_end_of_turn: -5", "at_end_of_turn: .nan", "winner: banana"}) {
    const std::string term = std::string(terms).substr(0, std::string(terms).find(':'));
    EXPECT_EQ(start_with("", terms).rfind("t.yaml:18:", 0), 0U) << start_with("", terms);
    EXPECT_NE(start_with("", terms).find("victory." + term + ": victory term of Mini-Nap 2: "), std::string::npos)
        << start_with("", terms);
  }
}

TEST(MiniNapScenario, RulingsAreReadByNameAndUnknownOnesRefused) {
  const std::string unit = "{name: A, type: line-infantry, strength: 4, x: 30, y: 10}";
  EXPECT_EQ(battle(scenario_text(unit, "army_break_percent: 30")).rulings.army_break_percent, 30);
  EXPECT_FALSE(battle(scenario_text(unit, "square_reaction_beyond_cm: false")).rulings.square_reaction_beyond_cm.has_value());
  EXPECT_EQ(battle(scenario_text(unit, "rethrow_policy: at-most")).rulings.rethrow_policy, RethrowPolicy::kAtMost);
  EXPECT_NE(error_of(scenario_text(unit, "morale: true")).find("charge_straight_ahead"), std::string::npos);
  EXPECT_NE(error_of(scenario_text(unit, "turn_limit: 0")).find("1 to 100"), std::string::npos);
  EXPECT_NE(error_of(scenario_text(unit, "veterans: Nobody")).find("Nobody"), std::string::npos);
  EXPECT_TRUE(battle(scenario_text(unit, "veterans: A")).units[0].veteran);
}

TEST(MiniNapScenario, OverlappingOrOffTableUnitsAndBadStrengthAreRefused) {
  EXPECT_NE(error_of(scenario_text("{name: A, type: line-infantry, strength: 4, x: 30, y: 31, facing: 90}")).find("overlap"),
            std::string::npos);
  EXPECT_NE(error_of(scenario_text("{name: A, type: line-infantry, strength: 4, x: 59, y: 10}")).find("table"), std::string::npos);
  EXPECT_NE(error_of(scenario_text("{name: A, type: light-foot-artillery, strength: 5, x: 30, y: 10}")).find("2 to 4"),
            std::string::npos);
}

TEST(MiniNapGame, IllegalActionsAreRefusedWithTheReason) {
  const engine::Scenario s = engine::parse_scenario(scenario_text("{name: A, type: line-infantry, strength: 4, x: 30, y: 10}"), "t.yaml");
  auto game = rule_set().start(s, s.rulings);
  game->apply_dice({1, 1});
  game->apply_dice({6, 6});
  const engine::Decision d = std::get<engine::Decision>(game->next_request());
  EXPECT_FALSE(d.complete);
  const std::uint64_t before = game->fingerprint();
  const engine::Json too_far = {{"type", "move"}, {"unit", "A"}, {"to", {{"x", 30}, {"y", 20}, {"facing", 90}}}};
  try {
    game->apply(engine::Action{too_far, ""});
    FAIL() << "a 10 cm move of a line was accepted";
  } catch (const engine::IllegalAction& e) {
    EXPECT_NE(std::string(e.what()).find("4 cm"), std::string::npos) << e.what();
  }
  EXPECT_THROW(game->apply(engine::Action{{{"type", "hold"}, {"unit", "Red line"}}, ""}), engine::IllegalAction);
  EXPECT_THROW(game->apply(engine::Action{{{"type", "move"}, {"unit", "A"}, {"to", {{"x", "far"}}}}, ""}), engine::IllegalAction);
  EXPECT_THROW(game->apply(engine::Action{{{"type", "move"}, {"unit", "A"}, {"to", {{"x", 1e300}, {"y", 1e300}, {"facing", 1e300}}}}, ""}),
               engine::IllegalAction);
  EXPECT_THROW(game->apply(engine::Action{{{"type", "move"}, {"unit", "A"}, {"to", {{"x", 30}, {"y", 10}, {"facing", 90}}},
                                           {"formation", "column"}, {"about", 7}}, ""}),
               engine::IllegalAction);
  EXPECT_EQ(game->fingerprint(), before);
  game->apply(engine::Action{{{"type", "move"}, {"unit", "A"}, {"to", {{"x", 30}, {"y", 14}, {"facing", 90}}}}, ""});
  EXPECT_NE(game->fingerprint(), before);
}

// What `game show` prints: the turn and phase, who has the initiative with both throws (the
// lower 2D6 wins), and each unit's SP left of its starting SP with its hits; units lost are
// listed apart.
TEST(MiniNapGame, TheSummaryGivesTurnPhaseInitiativeAndEachUnitsStrength) {
  const engine::Scenario s = engine::parse_scenario(scenario_text("{name: A, type: line-infantry, strength: 4, x: 30, y: 10}"), "t.yaml");
  auto game = rule_set().start(s, s.rulings);
  EXPECT_EQ(game->summary().rfind("Turn 1 of 12, initiative phase\n", 0), 0U) << game->summary();
  game->apply_dice({1, 1});
  game->apply_dice({6, 6});
  EXPECT_NE(game->summary().find("; Blue have the initiative (threw 2 against 12)\n"), std::string::npos) << game->summary();

  Battle b = battle_from_scenario(s, s.rulings);
  b.units[0].hits = 1;
  b.units[1].removed = true;
  const std::string text = battle_summary(b);
  EXPECT_NE(text.find("Blue: 1 of 1 units on the table\n"), std::string::npos) << text;
  EXPECT_NE(text.find("line-infantry           line               3/4  SP  1 hit"), std::string::npos) << text;
  EXPECT_NE(text.find("Red: 0 of 1 units on the table\n  lost: Red line\n"), std::string::npos) << text;
}

// Where a unit is, as a player says it (issue: positions from named things): `game show` gives
// each unit's nearest enemy, the shortest distance between them and the hour it lies at. A at
// (30, 10) faces up the table; Red's line, front edge at y 30, faces down: 20 cm front to
// front, each straight ahead of the other. Turned to face 0 (+x), A has Red at 9 o'clock.
TEST(MiniNapGame, TheSummaryNamesEachUnitsNearestEnemyByDistanceAndClockHour) {
  const engine::Scenario s = engine::parse_scenario(scenario_text("{name: A, type: line-infantry, strength: 4, x: 30, y: 10}"), "t.yaml");
  Battle b = battle_from_scenario(s, s.rulings);
  std::string text = battle_summary(b);
  // Each 10 cm from its own edge of the 40 cm deep table, behind it.
  EXPECT_NE(text.find("at (30.0, 10.0) facing 90; nearest enemy Red line: 20.0 cm at 12 o'clock; table edge 10.0 cm at 6 o'clock\n"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("at (30.0, 30.0) facing -90; nearest enemy A: 20.0 cm at 12 o'clock; table edge 10.0 cm at 6 o'clock\n"),
            std::string::npos)
      << text;
  place_unit(b, 0, {{30, 10}, 0});
  text = battle_summary(b);
  EXPECT_NE(text.find("facing 0; nearest enemy Red line: "), std::string::npos) << text;
  // Facing east (0), the enemy up the table is on the left and the near edge on the right.
  EXPECT_NE(text.find(" cm at 9 o'clock; table edge 10.0 cm at 3 o'clock\n"), std::string::npos) << text;
}

// Issue 19: a unit's place also from the nearest terrain piece, measured from the middle of its
// front: a wood whose near edge runs 5 cm ahead of A, a road that A stands on.
TEST(MiniNapGame, TheSummaryGivesTheNearestTerrainPieceByDistanceAndClockHour) {
  const std::string wood = "terrain:\n  - {kind: woods, name: Oak wood, area: [[25, 15], [35, 15], [35, 20], [25, 20]]}\n";
  Battle b = battle(scenario_text("{name: A, type: line-infantry, strength: 4, x: 30, y: 10}") + wood);
  EXPECT_NE(battle_summary(b).find("nearest enemy Red line: 20.0 cm at 12 o'clock; Oak wood 5.0 cm at 12 o'clock; table edge"),
            std::string::npos)
      << battle_summary(b);
  const std::string road = "terrain:\n  - {kind: road, name: Ulm road, line: [[0, 10], [60, 10]], width: 1}\n";
  b = battle(scenario_text("{name: A, type: line-infantry, strength: 4, x: 30, y: 10}") + road);
  EXPECT_NE(battle_summary(b).find("12 o'clock; in Ulm road; table edge"), std::string::npos) << battle_summary(b);
  // 4 cm behind the road's centre line: 3.5 cm to its near side, at 6 o'clock.
  place_unit(b, 0, {{30, 14}, 90});
  EXPECT_NE(battle_summary(b).find("; Ulm road 3.5 cm at 6 o'clock; "), std::string::npos) << battle_summary(b);
}

// What the app shows beside a tapped unit: the summary's line for it, without its place.
TEST(MiniNapGame, AUnitsNoteGivesItsTypeFormationStrengthHitsAndNearestEnemy) {
  Battle b = battle(scenario_text("{name: A, type: line-infantry, strength: 4, x: 30, y: 10}"));
  b.units[0].hits = 1;
  std::vector<engine::UnitNote> notes = battle_unit_notes(b);
  ASSERT_EQ(notes.size(), 2u);
  EXPECT_EQ(notes[0].unit, "A");
  EXPECT_EQ(notes[0].text, "line-infantry, line, 3/4 SP, 1 hit; nearest enemy Red line: 20.0 cm at 12 o'clock; table edge 10.0 cm at 6 o'clock");
  b.units[1].removed = true;
  notes = battle_unit_notes(b);
  EXPECT_EQ(notes[1].text, "lost");
  EXPECT_EQ(notes[0].text, "line-infantry, line, 3/4 SP, 1 hit; table edge 10.0 cm at 6 o'clock");  // no enemy left
}

TEST(MiniNapGame, AStepBackIsOrderedWithStepAndRefusedWhenUnknown) {
  const engine::Scenario s = engine::parse_scenario(scenario_text("{name: A, type: line-infantry, strength: 4, x: 30, y: 10}"), "t.yaml");
  auto game = rule_set().start(s, s.rulings);
  game->apply_dice({1, 1});
  game->apply_dice({6, 6});
  const engine::Json back = {{"type", "move"}, {"unit", "A"}, {"step", "step-back"}, {"to", {{"x", 30}, {"y", 8}, {"facing", 90}}}};
  engine::Json wrong = back;
  wrong["step"] = "backwards";
  EXPECT_THROW(game->apply(engine::Action{wrong, ""}), engine::IllegalAction);
  const Battle b = battle(scenario_text("{name: A, type: line-infantry, strength: 4, x: 30, y: 10}"));
  const Order o = order_from_json(b, back);
  EXPECT_EQ(o.step, InfantryStep::kStepBack);
  const engine::Action a = to_action(b, 0, o);
  EXPECT_EQ(a.json["step"], "step-back");
  // Red's front edge is at y 30, A's 2 cm further back than the 20 cm it stood.
  EXPECT_EQ(a.label, "A: step-back 2.0 cm to (30.0, 8.0) facing 90, ending 22.0 cm from Red line at 12 o'clock");
  game->apply(engine::Action{back, ""});
}

// An order to fire with a pivot (R24) carries the facing as "pivot" in its JSON and says so in
// its label; only orders to fire pivot.
TEST(MiniNapGame, AnOrderToFireCarriesItsPivot) {
  const Battle b = battle(scenario_text("{name: A, type: line-infantry, strength: 4, x: 30, y: 10}"));
  const engine::Json json = {{"type", "fire"}, {"unit", "A"}, {"target", "Red line"}, {"pivot", 60}};
  const Order o = order_from_json(b, json);
  ASSERT_TRUE(o.pivot_deg.has_value());
  EXPECT_EQ(*o.pivot_deg, 60);
  const engine::Action a = to_action(b, 0, o);
  EXPECT_EQ(a.json, json);
  EXPECT_EQ(a.label, "A pivots to face 60 and fires at Red line");
  EXPECT_THROW(order_from_json(b, {{"type", "hold"}, {"unit", "A"}, {"pivot", 60}}), engine::IllegalAction);
  EXPECT_THROW(order_from_json(b, {{"type", "fire"}, {"unit", "A"}, {"target", "Red line"}, {"pivot", "left"}}),
               engine::IllegalAction);
}

// A change of formation names its stationary stand ("about") and may say which stand of the
// new formation it becomes ("kept_as"); both are stand numbers 1 or 2.
TEST(MiniNapGame, AChangeOfFormationMayNameTheStationaryStandsNewPlace) {
  const Battle b = battle(scenario_text("{name: A, type: line-infantry, formation: attack-column, strength: 4, x: 30, y: 10}"));
  const engine::Json json = {{"type", "move"}, {"unit", "A"}, {"to", {{"x", 30}, {"y", 10}, {"facing", 90}}},
                             {"formation", "line"}, {"about", 1}, {"kept_as", 2}};
  const Order o = order_from_json(b, json);
  EXPECT_EQ(o.about, 0);
  EXPECT_EQ(o.kept_as, 1);
  EXPECT_EQ(to_action(b, 0, o).label, "A: form line about stand 1, which becomes stand 2");
  engine::Json wrong = json;
  wrong["kept_as"] = 3;
  EXPECT_THROW(order_from_json(b, wrong), engine::IllegalAction);
}

// A move with turns on the way lists its points as "via"; the label gives the whole distance.
// (The column's 5 cm move cannot also pay for its turns, so the label names no end position
// from the enemy: only a legal move says where it leaves the unit.)
TEST(MiniNapGame, AMoveWithTurnsListsItsPoints) {
  const Battle b = battle(scenario_text("{name: A, type: line-infantry, formation: attack-column, strength: 4, x: 30, y: 10}"));
  const engine::Json json = {{"type", "move"}, {"unit", "A"}, {"to", {{"x", 33}, {"y", 12}, {"facing", 0}}},
                             {"via", {{{"x", 30}, {"y", 12}}}}, {"pace", "move"}};
  const Order o = order_from_json(b, json);
  ASSERT_EQ(o.via.size(), 1U);
  const engine::Action a = to_action(b, 0, o);
  EXPECT_EQ(a.json, json);
  EXPECT_EQ(a.label, "A: move 5.0 cm by (30.0, 12.0) to (33.0, 12.0) facing 0");
  engine::Json wrong = json;
  wrong["via"] = {{{"x", 30}}};
  EXPECT_THROW(order_from_json(b, wrong), engine::IllegalAction);
}

// A move that goes nowhere (same place, same facing, nothing else changed) still says what
// it is, instead of an empty label "A: ".
TEST(MiniNapGame, AMoveThatGoesNowhereSaysSo) {
  const Battle b = battle(scenario_text("{name: A, type: line-infantry, strength: 4, x: 30, y: 10}"));
  const Order o = order_from_json(b, {{"type", "move"}, {"unit", "A"}, {"to", {{"x", 30}, {"y", 10}, {"facing", 90}}}});
  EXPECT_EQ(to_action(b, 0, o).label, "A: stays where it stands at (30.0, 10.0) facing 90 (a move of 0 cm)");
}

// A move to a point far off the 60 x 40 cm table (x = 1e308) is refused for where it is, not
// for a distance that overflowed to "inf cm". A point just off the table is still an order
// (the unit leaves the table, text p20): here it is refused as too far for a line's 4 cm.
TEST(MiniNapGame, AMoveFarOffTheTableIsRefusedForWhereItIs) {
  const engine::Scenario s = engine::parse_scenario(scenario_text("{name: A, type: line-infantry, strength: 4, x: 30, y: 10}"), "t.yaml");
  auto game = rule_set().start(s, s.rulings);
  game->apply_dice({1, 1});
  game->apply_dice({6, 6});
  const auto refusal = [&](double x, double y) {
    try {
      game->apply(engine::Action{{{"type", "move"}, {"unit", "A"}, {"to", {{"x", x}, {"y", y}, {"facing", 90}}}}, ""});
    } catch (const engine::IllegalAction& e) {
      return std::string(e.what());
    }
    return std::string("(accepted)");
  };
  const std::string far = refusal(1e308, 10);
  EXPECT_EQ(far.find("inf"), std::string::npos) << far;
  EXPECT_NE(far.find("'to' (1e+308, 10) is far off the table, which runs from 0 to 60 cm across and 0 to 40 cm deep"),
            std::string::npos) << far;
  EXPECT_NE(refusal(30, -5).find("needs at least 15.0 cm"), std::string::npos) << "just off the table: an ordinary move";
  EXPECT_NE(refusal(30, -41).find("far off the table"), std::string::npos);
}

// `game show` tells what each unit did in the phase under way, and only then: a unit that
// held is "held", not "moved"; suppression belongs to the firing phase and is not shown
// once it is over. Blue's line 6 cm from Red's (musket range 7 cm): each suppresses the other.
TEST(MiniNapGame, TheSummaryShowsHeldAndSuppressedOnlyInTheirPhase) {
  const engine::Scenario s = engine::parse_scenario(scenario_text("{name: A, type: line-infantry, strength: 4, x: 30, y: 24}"), "t.yaml");
  auto game = rule_set().start(s, s.rulings);
  const auto answer = [&](const char* type) {
    const engine::Decision d = std::get<engine::Decision>(game->next_request());
    for (const engine::Action& a : d.actions) {
      if (a.json["type"] == type) return game->apply(a);
    }
    FAIL() << "no " << type << " for: " << d.prompt;
  };
  const auto line_of = [&](const std::string& unit) {
    const std::string text = game->summary();
    const std::size_t at = text.find("  " + unit + " ");
    return at == std::string::npos ? "(missing)" : text.substr(at, text.find('\n', at) - at);
  };
  game->apply_dice({1, 1});
  game->apply_dice({6, 6});
  EXPECT_NE(line_of("A").find("suppressed"), std::string::npos) << line_of("A");
  answer("hold-fire");
  answer("hold-fire");
  EXPECT_EQ(line_of("A").find("suppressed"), std::string::npos) << "the firing phase is over: " << line_of("A");
  answer("hold");
  EXPECT_NE(line_of("A").find("held"), std::string::npos) << "Red's manoeuvre phase, the same turn: " << line_of("A");
  EXPECT_EQ(line_of("A").find("moved"), std::string::npos) << line_of("A");
  answer("hold");
  EXPECT_EQ(game->summary().rfind("Turn 2 of 12, initiative phase\n", 0), 0U) << game->summary();
  EXPECT_EQ(line_of("A").find("held"), std::string::npos) << "a new turn: " << line_of("A");
  EXPECT_EQ(line_of("A").find("suppressed"), std::string::npos) << line_of("A");
}

// A game of two Blue units against Red's line, Blue having won the first initiative (2 against 12).
std::unique_ptr<engine::Game> blue_units_with_the_initiative(const std::string& first, const std::string& second) {
  const engine::Scenario s = engine::parse_scenario(scenario_text(first + "\n        - " + second), "t.yaml");
  auto game = rule_set().start(s, s.rulings);
  game->apply_dice({1, 1});
  game->apply_dice({6, 6});
  return game;
}

// A fire order off the complete list is refused with the rule it breaks, not only "is not one
// of the N legal actions": at a friend, the engine asks the game why (Game::refusal).
TEST(MiniNapGame, AFireOrderAtAFriendIsRefusedSayingWhy) {
  auto game = blue_units_with_the_initiative("{name: A, type: line-infantry, strength: 4, x: 30, y: 24}",
                                             "{name: B, type: line-infantry, strength: 4, x: 20, y: 24}");
  const engine::Decision d = std::get<engine::Decision>(game->next_request());
  ASSERT_TRUE(d.complete);
  ASSERT_NE(d.prompt.find("A fires or holds"), std::string::npos) << d.prompt;
  try {
    game->apply(engine::Action{{{"type", "fire"}, {"unit", "A"}, {"target", "B"}}, ""});
    FAIL() << "A fired at its own side";
  } catch (const engine::IllegalAction& e) {
    EXPECT_EQ(std::string(e.what()),
              "action {\"target\":\"B\",\"type\":\"fire\",\"unit\":\"A\"} is refused: B is on A's own side: a unit "
              "fires only at the enemy");
  }
  try {
    game->apply(engine::Action{{{"type", "fire"}, {"unit", "B"}, {"target", "Red line"}}, ""});
    FAIL() << "B fired out of turn";
  } catch (const engine::IllegalAction& e) {
    EXPECT_NE(std::string(e.what()).find("is refused: the order due is for A"), std::string::npos) << e.what();
  }
}

// Text p22, the player's move order, through the engine: each other waiting unit is listed as
// a "next" action under its own name; an order for a unit not yet due says how to move it
// first; a unit brought forward is then the one asked.
TEST(MiniNapGame, AnotherUnitMovesFirstByANextAction) {
  auto game = blue_units_with_the_initiative("{name: A, type: line-infantry, strength: 4, x: 20, y: 10}",
                                             "{name: B, type: line-infantry, strength: 4, x: 40, y: 10}");
  const engine::Decision d = std::get<engine::Decision>(game->next_request());
  ASSERT_NE(d.prompt.find("A holds, moves"), std::string::npos) << d.prompt;
  const engine::Json next_b = {{"type", "next"}, {"unit", "B"}};
  const engine::Action* listed = d.find(next_b);
  ASSERT_NE(listed, nullptr);
  EXPECT_EQ(listed->label, "B moves next, before A");
  try {
    game->apply(engine::Action{{{"type", "hold"}, {"unit", "B"}}, ""});
    FAIL() << "B held out of turn";
  } catch (const engine::IllegalAction& e) {
    EXPECT_NE(std::string(e.what()).find(R"(the order due is for A; to move B first, answer {"type": "next", "unit": "B"})"),
              std::string::npos)
        << e.what();
  }
  game->apply(*listed);
  const engine::Decision now = std::get<engine::Decision>(game->next_request());
  EXPECT_NE(now.prompt.find("B holds, moves"), std::string::npos) << now.prompt;
  EXPECT_EQ(now.find(engine::Json{{"type", "next"}, {"unit", "A"}}), nullptr);
  game->apply(engine::Action{{{"type", "hold"}, {"unit", "B"}}, ""});
  EXPECT_NE(std::get<engine::Decision>(game->next_request()).prompt.find("A holds, moves"), std::string::npos);
}

// A move is given by typing it (the list offers only examples of moves): the log words it as
// the list would, with its length, end and where it leaves the unit from the enemy.
TEST(MiniNapGame, AMoveTypedInIsLoggedInTheListsWords) {
  engine::Session session(blue_units_with_the_initiative("{name: A, type: line-infantry, strength: 4, x: 20, y: 10}",
                                                         "{name: B, type: line-infantry, strength: 4, x: 40, y: 10}"));
  const engine::Json typed = {{"type", "move"}, {"unit", "A"}, {"to", {{"x", 20}, {"y", 12}, {"facing", 90}}}};
  ASSERT_EQ(std::get<engine::Decision>(session.next_request()).find(typed), nullptr) << "not one of the listed examples";
  const Battle before = dynamic_cast<const MiniNapGame&>(session.game()).battle();
  const engine::Event& logged = session.apply(engine::Action{typed, ""});
  const std::string label = logged.payload.at("label");
  EXPECT_EQ(label.rfind("A: move 2.0 cm to (20.0, 12.0) facing 90, ending ", 0), 0U) << label;
  EXPECT_EQ(label, to_action(before, 0, order_from_json(before, typed)).label);
}

// A listed move that takes a stand off the table (the unit is removed, text p20) says so in
// its label. A line at y 2 facing the table's near edge: a full 4 cm move ends at y -2.
TEST(MiniNapGame, AListedMoveOffTheTableSaysTheUnitIsRemoved) {
  const engine::Scenario s =
      engine::parse_scenario(scenario_text("{name: A, type: line-infantry, strength: 4, x: 30, y: 2, facing: -90}"), "t.yaml");
  auto game = rule_set().start(s, s.rulings);
  game->apply_dice({1, 1});
  game->apply_dice({6, 6});
  const engine::Decision d = std::get<engine::Decision>(game->next_request());
  int off = 0;
  for (const engine::Action& a : d.actions) {
    if (a.json["type"] != "move") continue;
    const bool leaves = a.label.find(" (leaves the table: unit removed)") != std::string::npos;
    const bool ends_off = a.json["to"]["y"].get<double>() < -1e-9;  // the front edge at y 0 is still on it
    EXPECT_EQ(leaves, ends_off) << a.label;
    off += leaves ? 1 : 0;
  }
  EXPECT_GT(off, 0) << "the forward moves go off the table";
  const engine::Json go = {{"type", "move"}, {"unit", "A"}, {"to", {{"x", 30}, {"y", -2}, {"facing", -90}}}};
  EXPECT_EQ(to_action(dynamic_cast<const MiniNapGame&>(*game).battle(), 0, order_from_json(dynamic_cast<const MiniNapGame&>(*game).battle(), go)).label,
            "A: move 4.0 cm to (30.0, -2.0) facing -90 (leaves the table: unit removed)");
  game->apply(engine::Action{go, ""});
  EXPECT_EQ(game->results(), std::vector<std::string>{"A is removed: it left the table"});
}

// The AI never orders a move off the table: the edge 2 cm in front of it, over
// many seeds its order for a line facing the near edge at y 2 keeps the unit on the table.
TEST(MiniNapGame, TheAiNeverMovesAUnitOffTheTable) {
  const engine::Scenario s =
      engine::parse_scenario(scenario_text("{name: A, type: line-infantry, strength: 4, x: 30, y: 2, facing: -90}"), "t.yaml");
  const engine::RuleSet rules = rule_set();
  auto game = rules.start(s, s.rulings);
  game->apply_dice({1, 1});
  game->apply_dice({6, 6});
  const engine::Decision d = std::get<engine::Decision>(game->next_request());
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    core::Rng rng(seed);
    const engine::Action a = rules.choose(*game, d, rng);
    EXPECT_EQ(a.label.find("leaves the table"), std::string::npos) << a.label;
    auto tried = game->clone();
    tried->apply(a);
    EXPECT_TRUE(tried->results().empty()) << "seed " << seed << ": " << a.label;
  }
}

// Every result is told: the initiative (the lower 2D6 wins: 2 against 12), then Blue's line
// 6 cm from Red's fires and every die shows 1, so every die hits: n dice, n hits, 4 - n SP.
TEST(MiniNapGame, ResultsAreToldInWords) {
  const engine::Scenario s = engine::parse_scenario(scenario_text("{name: A, type: line-infantry, strength: 4, x: 30, y: 24}"), "t.yaml");
  auto game = rule_set().start(s, s.rulings);
  game->apply_dice({1, 1});
  EXPECT_TRUE(game->results().empty()) << "one throw of two decides nothing";
  game->apply_dice({6, 6});
  EXPECT_EQ(game->results(), std::vector<std::string>{"Blue win the initiative (2 against 12)"});
  game->apply(engine::Action{{{"type", "fire"}, {"unit", "A"}, {"target", "Red line"}}, ""});
  EXPECT_TRUE(game->results().empty());
  const auto roll = std::get<engine::DiceRequest>(game->next_request());
  game->apply_dice(std::vector<int>(static_cast<std::size_t>(roll.count), 1));
  EXPECT_EQ(game->results(), std::vector<std::string>{fmt::format("Red line takes {} hit{}, {} SP left", roll.count,
                                                                  roll.count == 1 ? "" : "s", 4 - roll.count)});
}

}  // namespace
}  // namespace sandtable::rules::mininap
