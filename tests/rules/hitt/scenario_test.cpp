// Hordes in the Trenches scenarios: the shipped ones load and play, and a bad one is refused
// with the file, line and what is wrong.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <numeric>

#include "engine/scenario.hpp"
#include "rules/hitt/battle/bound.hpp"
#include "rules/hitt/battle/contact.hpp"
#include "rules/hitt/battle/fights.hpp"
#include "rules/hitt/battle/fingerprint.hpp"
#include "rules/hitt/battle/ground.hpp"
#include "rules/hitt/battle/moves.hpp"
#include "rules/hitt/battle/queries.hpp"
#include "rules/hitt/battle/shooting_pass.hpp"
#include "rules/hitt/battle/zones.hpp"
#include "rules/hitt/ai.hpp"
#include "rules/hitt/bound_plan.hpp"
#include "rules/hitt/candidate_memory.hpp"
#include "rules/hitt/battle/orders.hpp"
#include "rules/hitt/battle/placing.hpp"
#include "rules/hitt/game.hpp"
#include "rules/hitt/rule_set.hpp"

namespace sandtable::rules::hitt {
namespace {

const std::string kArmies = R"(
sides:
  - name: Blue
    army:
      name: Blue
      commander: {name: General, type: rifles, x: 10, y: 2, facing: 90}
      units:
        - {name: R1, type: rifles, x: 2, y: 4, facing: 90}
        - {name: R2, type: rifles, x: 4, y: 4, facing: 90}
        - {name: R3, type: rifles, x: 6, y: 4, facing: 90}
        - {name: R4, type: rifles, x: 8, y: 4, facing: 90}
        - {name: MG, type: machinegun, x: 12, y: 4, facing: 90}
        - {name: Blue barrage, type: barrage%s}
  - name: Red
    army:
      name: Red
      commander: {name: Oberst, type: rifles, x: 10, y: 22, facing: -90}
      units:
        - {name: K1, type: rifles, x: 2, y: 20, facing: -90}
        - {name: K2, type: rifles, x: 4, y: 20, facing: -90}
        - {name: K3, type: rifles, x: 6, y: 20, facing: -90}
        - {name: K4, type: rifles, x: 8, y: 20, facing: -90}
        - {name: MG-K, type: machinegun, x: 12, y: 20, facing: -90}
)";

std::string scenario(const std::string& barrage_place, const std::string& terrain = "") {
  std::string armies = kArmies;
  armies.replace(armies.find("%s"), 2, barrage_place);
  return "ruleset: hitt\nname: Test\ntable: {width: 24, depth: 24, unit: in}\n" + terrain + armies;
}

std::string refusal(const std::string& text) {
  try {
    const engine::Scenario s = engine::parse_scenario(text, "bad.yaml");
    rule_set().start(s, s.rulings);
  } catch (const std::exception& e) {
    return e.what();
  }
  return "";
}

TEST(HittScenario, ABarrageIsCalledDownDuringTheGameNotPlacedBeforeIt) {
  EXPECT_EQ(refusal(scenario("")), "");
  const std::string why = refusal(scenario(", x: 5, y: 10, facing: 90"));
  EXPECT_NE(why.find("bad.yaml:"), std::string::npos) << why;
  EXPECT_NE(why.find("give it no x and y"), std::string::npos) << why;
}

// What the app shows beside an element tapped on the map: its type, the general, a barrage
// still off the table.
TEST(HittScenario, EachElementsNoteNamesItsTypeTheGeneralAndWhatHoldsItBack) {
  const engine::Scenario s = engine::parse_scenario(scenario(""), "notes.yaml");
  std::map<std::string, std::string> notes;
  for (const engine::UnitNote& n : rule_set().start(s, s.rulings)->unit_notes()) notes[n.unit] = n.text;
  EXPECT_EQ(notes["General"], "rifles, the general");
  EXPECT_EQ(notes["R1"], "rifles");
  EXPECT_EQ(notes["MG-K"], "machinegun");
  EXPECT_EQ(notes["Blue barrage"], "barrage, held back");
  EXPECT_EQ(notes.size(), 13u);  // Blue: general, 4 rifles, MG, barrage; Red: general, 4 rifles, MG
}

TEST(HittScenario, UnknownTerrainNamesTheKindsThereAre) {
  const std::string why = refusal(scenario("", "terrain:\n  - {kind: swamp, name: Bog, area: [[1, 1], [3, 1], [3, 3]]}\n"));
  EXPECT_NE(why.find("bad.yaml:"), std::string::npos) << why;
  EXPECT_NE(why.find("'swamp'"), std::string::npos) << why;
  EXPECT_NE(why.find("barbed-wire"), std::string::npos) << why;
}

TEST(HittScenario, TrenchesAndWireStandWhereTheScenarioDrawsThem) {
  const std::string why = refusal(scenario("", "terrain:\n  - {kind: trench, name: Front line, place: true, line: [[2, 16], [22, 16]]}\n"));
  EXPECT_NE(why.find("bad.yaml:5"), std::string::npos) << why;
  EXPECT_NE(why.find("give no 'place'"), std::string::npos) << why;
}

TEST(HittScenario, AnArmyOverItsPointsIsRefused) {
  const std::string why = refusal("setup: {points: 15}\n" + scenario(""));
  EXPECT_NE(why.find("side 'Blue': the army is not legal"), std::string::npos) << "[" << why << "]";
}

TEST(HittScenario, WithoutADefenderOrABunkerTheDiceDecideWhoDefends) {
  const engine::Scenario s = engine::parse_scenario(scenario(""), "ok.yaml");
  const auto game = rule_set().start(s, s.rulings);
  const Battle& b = dynamic_cast<const HittGame&>(*game).battle();
  EXPECT_EQ(b.stage, Stage::kDefenderDice);
  Battle rolled = b;
  apply_roll(rolled, {4, 2});
  EXPECT_EQ(rolled.defender, 1) << "the lower die defends";
  EXPECT_EQ(rolled.active, 1) << "and takes the first bound";
  EXPECT_EQ(rolled.stage, Stage::kPips);
}

TEST(HittScenario, TheShippedAssaultHasItsWireCutIntoSectionsAndItsArmiesAt36Ap) {
  const engine::Scenario s = engine::load_scenario(SANDTABLE_SOURCE_DIR "/data/scenarios/hitt/trench-assault.yaml");
  const auto game = rule_set().start(s, s.rulings);
  const Battle& b = dynamic_cast<const HittGame&>(*game).battle();
  EXPECT_EQ(b.army_ap, (std::array<int, 2>{36, 36}));
  EXPECT_EQ(b.defender, 1);
  int wire = 0;
  for (const Piece& p : b.terrain) wire += p.shape.kind == Ground::kWire;
  EXPECT_EQ(wire, 16) << "24 inches of wire in 40 mm sections";
  const int rifles = troop_named(b, "4. Kompanie");
  ASSERT_GE(rifles, 0);
  EXPECT_EQ(b.troop(rifles).on_table, true);
  EXPECT_FALSE(b.troop(troop_named(b, "Corps barrage")).on_table);
}

// Every order the game lists may be given: tried on a copy at each decision of a seeded AI
// battle, none is refused. And the AI, which walks the paths of its best candidates only,
// still gives only orders the listing holds (each as listed, to where its move really ends).
TEST(HittOrders, EveryListedOrderIsLegalAndTheAiGivesOnlyThose) {
  for (const char* file : {"meeting-engagement.yaml", "trench-assault.yaml"}) {
    const engine::Scenario s = engine::load_scenario(std::string(SANDTABLE_SOURCE_DIR "/data/scenarios/hitt/") + file);
    Battle b = dynamic_cast<const HittGame&>(*rule_set().start(s, s.rulings)).battle();
    core::Rng rng = core::Rng::stream(11, 0);
    int decisions = 0;
    for (int step = 0; step < 400 && b.stage != Stage::kOver; ++step) {
      const Need n = need(b);
      if (const auto* roll = std::get_if<RollNeeded>(&n)) {
        std::vector<int> faces(static_cast<std::size_t>(roll->dice));
        for (int& f : faces) f = rng.d6();
        apply_roll(b, faces);
        continue;
      }
      bool complete = false;
      const std::vector<Order> listed = listed_orders(b, complete);
      for (const Order& o : listed) {
        Battle trial = b;
        EXPECT_NO_THROW(apply_order(trial, o)) << file << ": " << label(b, o);
      }
      ++decisions;
      const Order chosen = choose_order(b, rng);
      const bool on_the_list = std::any_of(listed.begin(), listed.end(), [&](const Order& o) { return to_action(b, o) == to_action(b, chosen); });
      EXPECT_TRUE(on_the_list) << file << ": the AI chose " << label(b, chosen);
      apply_order(b, chosen);
    }
    EXPECT_GT(decisions, 50) << file;
  }
}

// Plays a seeded battle of the shipped scenario `file` with one Ai for both sides to the end:
// the dice the battle asks for are rolled, `decide(b, ai)` gives and carries out each order,
// and `at_step` sees the battle before every step. The battle at its end.
template <class AtStep, class Decide>
Battle play_ai_battle(const char* file, std::uint64_t seed, AtStep at_step, Decide decide) {
  const engine::Scenario s = engine::load_scenario(std::string(SANDTABLE_SOURCE_DIR "/data/scenarios/hitt/") + file);
  Battle b = dynamic_cast<const HittGame&>(*rule_set().start(s, s.rulings)).battle();
  core::Rng rng = core::Rng::stream(seed, 0);
  Ai ai;
  for (int step = 0; step < 5000 && b.stage != Stage::kOver; ++step) {
    at_step(b);
    const std::optional<int> dice = dice_needed(b);
    EXPECT_TRUE(dice) << file;
    if (!dice) break;
    if (*dice > 0) {
      std::vector<int> faces(static_cast<std::size_t>(*dice));
      for (int& f : faces) f = rng.d6();
      apply_roll(b, faces);
    } else {
      decide(b, ai);
    }
  }
  return b;
}

const auto any_step = [](const Battle&) {};

// The AI lists and values its moves at the first decision of a bound and takes them from its
// plan at the bound's later ones, each checked again as the battle stands: every order it gives
// over a seeded battle of each shipped scenario, the planned ones included, is one the game
// lists, and many decisions are taken from a plan.
TEST(HittAi, APlannedMoveIsStillLegalWhenGiven) {
  for (const char* file : {"meeting-engagement.yaml", "trench-assault.yaml"}) {
    int planned = 0;
    int bound_of_last_move = -1;
    const Battle end = play_ai_battle(file, 11, any_step, [&](Battle& b, Ai& ai) {
      const Order chosen = ai.choose(b);
      if (b.stage == Stage::kMoves) {
        bool complete = false;
        const std::vector<Order> listed = listed_orders(b, complete);
        EXPECT_TRUE(std::find(listed.begin(), listed.end(), chosen) != listed.end()) << file << ": the AI chose " << label(b, chosen);
        planned += bound_of_last_move == b.bound ? 1 : 0;
        bound_of_last_move = b.bound;
      }
      apply_order(b, chosen);
    });
    EXPECT_EQ(end.stage, Stage::kOver) << file;
    EXPECT_GT(planned, 20) << file;
  }
}

// The AI hands the walks its checks made over with its move, and the rules carry the move out
// with them rather than walking again: over a seeded battle of each shipped scenario, every
// walk handed over is what check_move finds for the order (each member of a line to its place
// ahead), and the battle carried out with them is the battle carried out without.
TEST(HittAi, TheWalksHandedOverWithAMoveAreTheWalksTheRulesMake) {
  for (const char* file : {"meeting-engagement.yaml", "trench-assault.yaml"}) {
    int handed = 0;
    const Battle end = play_ai_battle(file, 5, any_step, [&](Battle& b, Ai& ai) {
      const CheckedOrder chosen = ai.decide(b);
      const Order& o = chosen.order;
      if (o.kind == OrderKind::kMove && !chosen.walks.empty()) {
        ASSERT_EQ(chosen.walks.size(), 1U) << file;
        ASSERT_EQ(chosen.walks[0], check_move(b, o.troop, o.to, o.sturm_extra ? 200 : 0)) << file << ": " << label(b, o);
        ++handed;
      }
      if (o.kind == OrderKind::kGroupAdvance) {
        const std::vector<int> line = line_group(b, o.troop);
        ASSERT_EQ(chosen.walks.size(), line.size()) << file;
        for (std::size_t k = 0; k < line.size(); ++k) {
          const Troop& t = b.troop(line[k]);
          ASSERT_EQ(chosen.walks[k], check_move(b, line[k], {t.pose.position + t.pose.forward() * o.distance, t.pose.facing_deg})) << file;
        }
        ++handed;
      }
      Battle walked_again = b;
      apply_order(walked_again, o);
      apply_order(b, chosen);
      EXPECT_EQ(fingerprint(b), fingerprint(walked_again)) << file << ": " << label(walked_again, o);
    });
    EXPECT_EQ(end.stage, Stage::kOver) << file;
    EXPECT_GT(handed, 20) << file;
  }
}

// The AI's plan of a bound's moves holds only in the moves stage of the bound it was made in,
// for that side, and a move its check refused is marked so that later decisions leave it out.
TEST(HittAi, ABoundsPlanHoldsOnlyInItsBoundAndDropsARefusedMove) {
  const engine::Scenario s = engine::load_scenario(SANDTABLE_SOURCE_DIR "/data/scenarios/hitt/meeting-engagement.yaml");
  Battle b = dynamic_cast<const HittGame&>(*rule_set().start(s, s.rulings)).battle();
  b.stage = Stage::kMoves;
  std::vector<Candidate> own;
  for (int i = 0; own.size() < 2 && i < b.count(); ++i) {
    if (b.troop(i).side == b.active && b.troop(i).present()) add_move_candidates(b, i, own);
  }
  ASSERT_GE(own.size(), 2U);
  BoundPlan plan;
  EXPECT_FALSE(plan.holds_for(b));
  plan.make(b, {{own[0], 1.0}, {own[1], 0.5}});
  EXPECT_TRUE(plan.holds_for(b));
  plan.refuse(own[1]);
  ASSERT_EQ(plan.moves().size(), 2U);
  EXPECT_FALSE(plan.moves()[0].refused);
  EXPECT_TRUE(plan.moves()[1].refused);
  Battle next = b;
  ++next.bound;
  next.active = 1 - b.active;
  EXPECT_FALSE(plan.holds_for(next));
  Battle shooting = b;
  shooting.stage = Stage::kShooting;
  EXPECT_FALSE(plan.holds_for(shooting));
}

// A simulated battle asks only how many dice it waits for (dice_needed, 0 for an order): at
// every step of a seeded AI battle of each shipped scenario it agrees with need(), to the end.
TEST(HittBound, DiceNeededAgreesWithNeedAtEveryStep) {
  for (const char* file : {"meeting-engagement.yaml", "trench-assault.yaml"}) {
    const engine::Scenario s = engine::load_scenario(std::string(SANDTABLE_SOURCE_DIR "/data/scenarios/hitt/") + file);
    Battle b = dynamic_cast<const HittGame&>(*rule_set().start(s, s.rulings)).battle();
    core::Rng rng = core::Rng::stream(7, 0);
    Ai ai;
    for (int step = 0; step < 5000 && b.stage != Stage::kOver; ++step) {
      const Need n = need(b);
      const std::optional<int> dice = dice_needed(b);
      ASSERT_TRUE(dice) << file;
      if (const auto* roll = std::get_if<RollNeeded>(&n)) {
        ASSERT_EQ(*dice, roll->dice) << file;
        std::vector<int> faces(static_cast<std::size_t>(roll->dice));
        for (int& f : faces) f = rng.d6();
        apply_roll(b, faces);
      } else {
        ASSERT_TRUE(std::holds_alternative<OrdersNeeded>(n)) << file;
        ASSERT_EQ(*dice, 0) << file;
        apply_order(b, ai.choose(b));
      }
    }
    EXPECT_TRUE(std::holds_alternative<BattleOver>(need(b))) << file;
    EXPECT_FALSE(dice_needed(b)) << file;
  }
}

// Plays a seeded AI battle of the shipped scenario `file` to the end, calling `at_step` with
// the battle before every step.
template <class AtStep>
void each_step_of_an_ai_battle(const char* file, AtStep at_step) {
  play_ai_battle(file, 7, at_step, [](Battle& b, Ai& ai) { apply_order(b, ai.choose(b)); });
}

// The same, calling `at_decision` only where the AI decides a move (no dice are due), after
// `memory`, if given, has looked at the battle as the AI's own memory does.
template <class AtDecision>
void each_move_decision_of_an_ai_battle(const char* file, AtDecision at_decision, CandidateMemory* memory = nullptr) {
  each_step_of_an_ai_battle(file, [&](const Battle& b) {
    if (b.stage != Stage::kMoves || dice_needed(b) != 0) return;
    if (memory) memory->look(b);
    at_decision(b);
  });
}

// Distant Shooting: each shooter's targets are listed once as the moves end (Shooter::targets)
// and read as it chooses, offered and checked: choosing a shot changes nothing a list depends
// on. At every shooting step of a seeded AI battle of each shipped scenario, every shooter
// still to choose keeps the whole list, and whether an element has a target at all (the first
// found ends the search) agrees with the list for every element.
TEST(HittShooting, AShootersKeptTargetsAreThoseItMayShootAt) {
  for (const char* file : {"meeting-engagement.yaml", "trench-assault.yaml"}) {
    int kept = 0;
    each_step_of_an_ai_battle(file, [&](const Battle& b) {
      if (b.stage != Stage::kShooting) return;
      for (const Shooter& s : b.shooters) {
        kept += static_cast<int>(s.targets.size());
        ASSERT_EQ(s.targets, shooting_targets(b, s.troop)) << file << ": " << s.troop;
      }
      for (int shooter = 0; shooter < b.count(); ++shooter) {
        ASSERT_EQ(has_shooting_target(b, shooter), !shooting_targets(b, shooter).empty()) << file << ": " << shooter;
      }
    });
    EXPECT_GT(kept, 0) << file;
  }
}

// Whether a ground element on the table but the two stands across the line from the shooter's
// pose to the target's centre, asked of every element (what ShootingPass must answer).
bool any_element_across(const Battle& b, int shooter, int target) {
  const core::Vec2 from = b.troop(shooter).pose.position;
  const core::Vec2 to = b.troop(target).base().centre();
  for (int j = 0; j < b.count(); ++j) {
    const Troop& o = b.troop(j);
    if (j == shooter || j == target || !o.present() || is_aerial(o.element) || o.element == Element::kGas) continue;
    if (line_crosses(o.base(), from, to)) return true;
  }
  return false;
}

// One ShootingPass serves every shooter of a state of the battle: at every shooting step of a
// seeded AI battle of each shipped scenario, its lists give each element the targets a pass of
// its own gives, an element across each line between opposing elements exactly when one of the
// whole table stands across it, and each element's close combat as asked afresh.
TEST(HittShooting, OneShootingPassAnswersEveryShooterAsTheWholeTableDoes) {
  for (const char* file : {"meeting-engagement.yaml", "trench-assault.yaml"}) {
    int blocked = 0;
    int clear = 0;
    each_step_of_an_ai_battle(file, [&](const Battle& b) {
      if (b.stage != Stage::kShooting) return;
      ShootingPass pass(b);
      for (int i = 0; i < b.count(); ++i) {
        ASSERT_EQ(shooting_targets(b, i, pass), shooting_targets(b, i)) << file << ": " << i;
        ASSERT_EQ(pass.in_front_contact(i), in_front_contact(b, i)) << file << ": " << i;
        for (int j = 0; j < b.count(); ++j) {
          if (b.troop(i).side == b.troop(j).side || !b.troop(i).present() || !b.troop(j).present()) continue;
          const bool across = any_element_across(b, i, j);
          ASSERT_EQ(pass.element_between(i, j), across) << file << ": " << i << " at " << j;
          ++(across ? blocked : clear);
        }
      }
    });
    EXPECT_GT(blocked, 0) << file;
    EXPECT_GT(clear, 0) << file;
  }
}

// Distant Shooting: an element in close combat, or touched by an enemy's front on a flank or
// the rear, does not shoot; may_shoot asks both in one pass (in_any_contact), which agrees with
// asking each at every step of a seeded AI battle of each shipped scenario, for every element.
TEST(HittShooting, AnElementInAnyContactIsInCloseCombatOrTouchedOnAFlankOrTheRear) {
  for (const char* file : {"meeting-engagement.yaml", "trench-assault.yaml"}) {
    int touched = 0;
    each_step_of_an_ai_battle(file, [&](const Battle& b) {
      for (int i = 0; i < b.count(); ++i) {
        const std::array<int, 4> on = enemy_fronts_by_edge(b, i);
        const bool flank_or_rear = on[static_cast<std::size_t>(Edge::kLeft)] + on[static_cast<std::size_t>(Edge::kRight)] + on[static_cast<std::size_t>(Edge::kRear)] > 0;
        const bool either = in_front_contact(b, i) || flank_or_rear;
        touched += either ? 1 : 0;
        ASSERT_EQ(in_any_contact(b, i), either) << file << ": " << b.troop(i).name;
      }
    });
    EXPECT_GT(touched, 0) << file;
  }
}

// Close combat: no enemy further than a touch from an element is in contact with it, so asking
// only those enemies_within_touch lists (one pass over the pairs) answers as a pass over the
// table does: at every step of a seeded AI battle of each shipped scenario, for every element
// and edge, whether it is in close combat and the enemies with a front edge on that edge.
TEST(HittCloseCombat, AskingOnlyTheEnemiesWithinATouchAnswersAsTheWholeTable) {
  for (const char* file : {"meeting-engagement.yaml", "trench-assault.yaml"}) {
    int fronts = 0;
    each_step_of_an_ai_battle(file, [&](const Battle& b) {
      const std::vector<std::vector<int>> in_touch = enemies_within_touch(b);
      for (int i = 0; i < b.count(); ++i) {
        const std::vector<int>& near = in_touch[static_cast<std::size_t>(i)];
        ASSERT_EQ(in_front_contact(b, i, near), in_front_contact(b, i)) << file << ": " << b.troop(i).name;
        for (const Edge e : {Edge::kFront, Edge::kLeft, Edge::kRight, Edge::kRear}) {
          const std::vector<int> on = enemy_fronts_on(b, i, e);
          ASSERT_EQ(enemy_fronts_on(b, i, e, near), on) << file << ": " << b.troop(i).name;
          fronts += static_cast<int>(on.size());
        }
      }
    });
    EXPECT_GT(fronts, 0) << file;
  }
}

// A game's log holds only what the last step did, and a simulated battle (play_out) keeps none;
// the AI never reads the log, so at every step of a seeded AI battle of each shipped scenario
// it gives the same order whatever the log holds.
TEST(HittAi, TheLogNeverChangesAnOrder) {
  for (const char* file : {"meeting-engagement.yaml", "trench-assault.yaml"}) {
    int decisions = 0;
    each_step_of_an_ai_battle(file, [&](const Battle& b) {
      if (dice_needed(b) != 0) return;
      Battle long_log = b;
      long_log.log.assign(500, "a line of an earlier step, long enough to be kept on the heap");
      Battle no_log = b;
      no_log.log.clear();
      ASSERT_EQ(Ai().choose(long_log), Ai().choose(no_log)) << file;
      ++decisions;
    });
    EXPECT_GT(decisions, 50) << file;
  }
}

// A battle that keeps no log (a simulation's) builds none and plays as one that keeps it: two
// seeded AI battles of each shipped scenario, one of each, run step for step with the same
// dice and the same orders, stand alike after every step but for the log.
TEST(HittSimulation, ABattleWithoutItsLogPlaysAsOneWithIt) {
  for (const char* file : {"meeting-engagement.yaml", "trench-assault.yaml"}) {
    const engine::Scenario s = engine::load_scenario(std::string(SANDTABLE_SOURCE_DIR "/data/scenarios/hitt/") + file);
    Battle kept = dynamic_cast<const HittGame&>(*rule_set().start(s, s.rulings)).battle();
    Battle quiet = kept;
    quiet.keep_log = false;
    core::Rng rng = core::Rng::stream(11, 0);
    Ai ai;
    int logged = 0;
    for (int step = 0; step < 5000 && kept.stage != Stage::kOver; ++step) {
      const std::optional<int> dice = dice_needed(kept);
      ASSERT_TRUE(dice) << file;
      kept.log.clear();
      if (*dice > 0) {
        std::vector<int> faces(static_cast<std::size_t>(*dice));
        for (int& f : faces) f = rng.d6();
        apply_roll(kept, faces);
        apply_roll(quiet, faces);
      } else {
        const Order o = ai.choose(kept);
        apply_order(kept, o);
        apply_order(quiet, o);
      }
      ASSERT_TRUE(quiet.log.empty()) << file;
      logged += static_cast<int>(kept.log.size());
      Battle unlogged = kept;
      unlogged.log.clear();
      ASSERT_EQ(fingerprint(unlogged), fingerprint(quiet)) << file << " after step " << step;
    }
    EXPECT_EQ(kept.stage, Stage::kOver) << file;
    EXPECT_GT(logged, 20) << file << ": the kept log told the outcomes";
  }
}

// Tactical Moves: a walk asks only about what is near its ground (along); a decision keeps what
// it found near an element's path for every later path of the element within that path's
// ground, and finds it afresh for a path beyond it. At every decision of a seeded AI battle of
// each shipped scenario, every candidate's path and the walk ahead to a quarter, half and all
// of its move come out the same walked with what was kept as walked alone. What it found of
// the element where it starts (its going, of the pieces near any of its paths, and whether it
// stands in a trench) is what the whole table says. The zones near are found only before a
// walk (find_zones), as the AI's checks find them.
TEST(HittTacticalMoves, APathWithinAnEarlierPathsGroundMeetsWhatItWouldMeetAlone) {
  const auto same = [](const MoveResult& a, const MoveResult& b) {
    return a.end == b.end && a.length == b.length && a.stopped_at_wire == b.stopped_at_wire && a.wire_cut == b.wire_cut && a.refused == b.refused;
  };
  for (const char* file : {"meeting-engagement.yaml", "trench-assault.yaml"}) {
    int covered = 0;
    int beyond = 0;
    each_move_decision_of_an_ai_battle(file, [&](const Battle& b) {
      MayMove may_move(b);
      LineGroups groups(b);
      std::vector<std::optional<Along>> kept(static_cast<std::size_t>(b.count()));
      const auto walk = [&](int troop, const core::Pose& to) {
        if (!may_move(troop)) return;
        std::optional<Along>& known = kept[static_cast<std::size_t>(troop)];
        const Troop& t = b.troop(troop);
        if (known && known->covers(t.pose.position, to.position)) {
          ++covered;
        } else {
          beyond += known ? 1 : 0;
          known = along_to(b, troop, to.position, false);
          ASSERT_EQ(known->start_going, going_at(b, t.base())) << file << ": " << t.name;
          ASSERT_EQ(known->started_in_trench, in_trench(b, t.base())) << file << ": " << t.name;
        }
        find_zones(b, troop, *known);
        ASSERT_TRUE(same(check_path(b, troop, to, 0, &*known), check_path(b, troop, to))) << file << ": " << t.name;
      };
      for (const Candidate& c : candidate_orders(b, [](int) { return true; }, may_move, groups)) {
        if (c.order.kind != OrderKind::kMove) continue;
        const Troop& t = b.troop(c.order.troop);
        if (c.check != Candidate::Check::kAhead) {
          walk(c.order.troop, c.order.to);
          continue;
        }
        const double most = move_distance(t, Going::kRoad).value_or(0);
        for (const double part : {1.0, 0.5, 0.25}) walk(c.order.troop, {t.pose.position + t.pose.forward() * (most * part), t.pose.facing_deg});
      }
    });
    EXPECT_GT(covered, 100) << file;
    EXPECT_GT(beyond, 100) << file;
  }
}

// Tactical Moves: the AI neither values nor walks a contact whose end shows the walk would be
// refused or end short of it (ends_short), and refuses one without walking its path where a
// look without the steps' ground shows it (falls_short). At every decision of a seeded AI
// battle of each shipped scenario, every move candidate's path (a contact, a turn in place, the
// walk ahead) that ends or falls short is refused by check_path or ends short of where it was
// sent, and one that ends short falls short; a sturmtruppe's that ends short even with its
// extra paces is refused or ends short with them.
TEST(HittTacticalMoves, APathThatFallsShortIsRefusedOrEndsShortWhenWalked) {
  for (const char* file : {"meeting-engagement.yaml", "trench-assault.yaml"}) {
    int ends = 0;
    int falls = 0;
    int walked = 0;
    int sturm = 0;
    each_move_decision_of_an_ai_battle(file, [&](const Battle& b) {
      MayMove may_move(b);
      LineGroups groups(b);
      for (const Candidate& c : candidate_orders(b, [](int) { return true; }, may_move, groups)) {
        if (c.order.kind != OrderKind::kMove || !may_move(c.order.troop)) continue;
        if (b.troop(c.order.troop).element == Element::kSturmtruppe && ends_short(b, c.order.troop, c.order.to, 200)) {
          const MoveResult r = check_path(b, c.order.troop, c.order.to, 200);
          ASSERT_TRUE(!r.ok() || r.stopped_at_wire || r.end.position != c.order.to.position) << file << ": " << b.troop(c.order.troop).name;
          ++sturm;
        }
        ++walked;
        const bool at_end = ends_short(b, c.order.troop, c.order.to);
        const bool on_the_way = falls_short(b, c.order.troop, c.order.to, along_to(b, c.order.troop, c.order.to.position));
        ASSERT_TRUE(on_the_way || !at_end) << file << ": " << b.troop(c.order.troop).name;
        if (!on_the_way) continue;
        ends += at_end ? 1 : 0;
        ++falls;
        const MoveResult r = check_path(b, c.order.troop, c.order.to);
        ASSERT_TRUE(!r.ok() || r.stopped_at_wire || r.end.position != c.order.to.position) << file << ": " << b.troop(c.order.troop).name;
      }
    });
    EXPECT_GT(ends, 100) << file;
    EXPECT_GT(falls, ends) << file;
    EXPECT_GT(walked, falls) << file;
    if (std::string(file) == "trench-assault.yaml") EXPECT_GT(sturm, 10) << file;
  }
}

// Tactical Moves: sturmtruppe's extra 200p to contact count only in a path's length, so the AI
// walks a sturmtruppe's contact with them first and, refused, not again without them. At every
// decision of a seeded AI battle of each shipped scenario, every move candidate's path refused
// with 200p more is refused without them.
TEST(HittTacticalMoves, APathRefusedWithExtraPacesIsRefusedWithoutThem) {
  for (const char* file : {"meeting-engagement.yaml", "trench-assault.yaml"}) {
    int refused = 0;
    each_move_decision_of_an_ai_battle(file, [&](const Battle& b) {
      MayMove may_move(b);
      LineGroups groups(b);
      for (const Candidate& c : candidate_orders(b, [](int) { return true; }, may_move, groups)) {
        if (c.order.kind != OrderKind::kMove || !may_move(c.order.troop)) continue;
        if (check_path(b, c.order.troop, c.order.to, 200).ok()) continue;
        ++refused;
        ASSERT_FALSE(check_path(b, c.order.troop, c.order.to).ok()) << file << ": " << b.troop(c.order.troop).name;
      }
    });
    EXPECT_GT(refused, 100) << file;
  }
}

// PIP Expenditure: listing a decision's candidates asks no move's cost while the PIPs left pay
// for the most any move costs (PipCosts::kMost). At every decision of a seeded AI battle of each
// shipped scenario, no element's move alone or in its line costs more.
TEST(HittPipExpenditure, NoMoveCostsMoreThanTheMost) {
  for (const char* file : {"meeting-engagement.yaml", "trench-assault.yaml"}) {
    int most = 0;
    each_move_decision_of_an_ai_battle(file, [&](const Battle& b) {
      PipCosts pip_costs(b);
      for (int i = 0; i < b.count(); ++i) {
        if (!b.troop(i).present()) continue;
        most = std::max({most, pip_costs(std::span(&i, 1)), pip_costs(line_group(b, i))});
        ASSERT_LE(most, PipCosts::kMost) << file << ": " << b.troop(i).name;
      }
    });
    EXPECT_GE(most, 2) << file;
  }
}

// Group Moves: a decision finds each line once (LineGroups) for listing, valuing, costing and
// checking its advance. At every decision of a seeded AI battle of each shipped scenario, each
// element's line so found, asked in any order and again, is line_group's, and an advance costs
// what order_cost asks afresh.
TEST(HittGroupMoves, ALineFoundOnceForADecisionIsTheLineOfEachElement) {
  for (const char* file : {"meeting-engagement.yaml", "trench-assault.yaml"}) {
    int lines = 0;
    each_move_decision_of_an_ai_battle(file, [&](const Battle& b) {
      LineGroups groups(b);
      for (int pass = 0; pass < 2; ++pass) {
        for (int i = b.count() - 1; i >= 0; --i) {
          const std::vector<int>& group = groups(i);
          ASSERT_EQ(group, line_group(b, i)) << file << ": " << b.troop(i).name;
          const Order advance = Order::of(OrderKind::kGroupAdvance, i);
          ASSERT_EQ(order_cost(b, advance, groups), order_cost(b, advance)) << file;
          lines += group.size() > 1 ? 1 : 0;
        }
      }
    });
    EXPECT_GT(lines, 100) << file;
  }
}

// Group Moves: only bases touching a member can join a line or part it, so the AI's memory
// keeps each element's line from one decision to the next while nothing within a touch of it
// changes. Over a seeded AI battle of each shipped scenario, at every decision, every
// element's kept line is its line found afresh.
TEST(HittGroupMoves, ALineIsKeptWhileNothingTouchingItChanges) {
  for (const char* file : {"meeting-engagement.yaml", "trench-assault.yaml"}) {
    CandidateMemory memory;
    int lines = 0;
    each_move_decision_of_an_ai_battle(file, [&](const Battle& b) {
      for (int i = 0; i < b.count(); ++i) {
        if (!b.troop(i).present()) continue;
        const std::vector<int>& kept = memory.line_group(b, i);
        ASSERT_EQ(kept, line_group(b, i)) << file << ": " << b.troop(i).name;
        lines += kept.size() > 1 ? 1 : 0;
      }
    }, &memory);
    EXPECT_GT(lines, 100) << file;
  }
}

// An AI values a straight-ahead move before walking it at what good going allows (most
// moves cross good going), while its check walks as far as the element really may go, a road
// included. At every decision of a seeded AI battle of each shipped scenario, every element's
// move ahead is listed at its good-going distance, and checked ends no further than its move
// on a road, straight ahead.
TEST(HittAi, AMoveAheadIsListedAtItsGoodGoingAndCheckedAsFarAsItMayGo) {
  for (const char* file : {"meeting-engagement.yaml", "trench-assault.yaml"}) {
    int checked = 0;
    each_move_decision_of_an_ai_battle(file, [&](const Battle& b) {
      MayMove may_move(b);
      LineGroups groups(b);
      CandidateCheck check(b, may_move, groups);
      for (int i = 0; i < b.count(); ++i) {
        const Troop& t = b.troop(i);
        if (t.side != b.active || !t.present() || !may_move(i)) continue;
        std::vector<Candidate> own;
        add_move_candidates(b, i, own);
        ASSERT_EQ(own.front().check, Candidate::Check::kAhead) << file;
        const double listed = core::distance(own.front().order.to.position, t.pose.position);
        ASSERT_NEAR(listed, move_distance(t, Going::kGood).value_or(0), 1e-6) << file << ": " << t.name;
        const std::optional<CheckedOrder> o = check(own.front());
        if (!o) continue;
        const core::Vec2 gone = o->order.to.position - t.pose.position;
        ASSERT_LE(gone.length(), move_distance(t, Going::kRoad).value_or(0) + 1e-6) << file << ": " << t.name;
        ASSERT_NEAR(gone.dot(t.pose.forward()), gone.length(), 1e-6) << file << ": " << t.name;
        ++checked;
      }
    });
    EXPECT_GT(checked, 100) << file;
  }
}

// Sequence of Events: an element in close combat makes no tactical move. Whether it is
// depends on the bases touching it alone, so the AI's memory keeps the answer from one
// decision to the next while nothing within a touch of it changes. Over a seeded AI battle of
// each shipped scenario, at every decision, every element's kept answer is asked afresh.
TEST(HittSequenceOfEvents, CloseCombatIsKeptWhileNothingTouchingItChanges) {
  for (const char* file : {"meeting-engagement.yaml", "trench-assault.yaml"}) {
    CandidateMemory memory;
    int fighting = 0;
    each_move_decision_of_an_ai_battle(file, [&](const Battle& b) {
      for (int i = 0; i < b.count(); ++i) {
        const bool kept = memory.in_front_contact(b, i);
        ASSERT_EQ(kept, in_front_contact(b, i)) << file << ": " << b.troop(i).name;
        fighting += kept ? 1 : 0;
      }
    }, &memory);
    EXPECT_GT(fighting, 10) << file;
  }
}

// The AI credits a move with the ground it gains towards the objective, measured from where
// the element's centre would be (Troop::centre_at) without placing its base there. At every
// decision of a seeded AI battle of each shipped scenario, for every move candidate, turns
// included, it is the centre of the base placed there.
TEST(HittAi, ACentreAtAPoseIsTheCentreOfTheBasePlacedThere) {
  for (const char* file : {"meeting-engagement.yaml", "trench-assault.yaml"}) {
    int asked = 0;
    int turned = 0;
    each_move_decision_of_an_ai_battle(file, [&](const Battle& b) {
      MayMove may_move(b);
      LineGroups groups(b);
      for (const Candidate& c : candidate_orders(b, [](int) { return true; }, may_move, groups)) {
        if (c.order.kind != OrderKind::kMove) continue;
        const Troop& t = b.troop(c.order.troop);
        ++asked;
        turned += c.order.to.facing_deg != t.pose.facing_deg ? 1 : 0;
        ASSERT_EQ(t.centre_at(c.order.to), core::Base(kBaseWidth, t.base().depth(), c.order.to).centre()) << file << ": " << t.name;
      }
    });
    EXPECT_GT(turned, 0) << file;
    EXPECT_GT(asked, turned) << file;
  }
}

// The AI moves no element that holds its ground (in a trench or a strongpoint, or heavy
// artillery): that asks of the element's base and the terrain alone, so its memory keeps the
// answer while the element stays as it is. Over a seeded AI battle of each shipped scenario, at
// every decision, every element's kept answer is the answer found afresh.
TEST(HittAi, WhetherAnElementHoldsItsGroundIsKeptWhileItStaysAsItIs) {
  int holding = 0;  // the meeting engagement has no trench: the trench assault holds ground
  for (const char* file : {"meeting-engagement.yaml", "trench-assault.yaml"}) {
    CandidateMemory memory;
    each_move_decision_of_an_ai_battle(file, [&](const Battle& b) {
      for (int i = 0; i < b.count(); ++i) {
        const Troop& t = b.troop(i);
        const bool now = in_trench(b, t.base()) || in_strongpoint(b, t.base()) || t.element == Element::kHeavyArtillery;
        ASSERT_EQ(memory.holds_ground(i, [&] { return now; }), now) << file << ": " << t.name;
        holding += now ? 1 : 0;
      }
    }, &memory);
  }
  EXPECT_GT(holding, 10);
}

// Barbed Wire: where an element at the wire would stand beyond it asks of its base and the
// terrain alone, so the AI's memory keeps that place while the element stays as it is (whether
// the place is free is asked anew). Over a seeded AI battle of the trench assault, at every
// decision, every element's kept place is the place found afresh, and gives the same crossing.
TEST(HittBarbedWire, TheFarSideOfAnElementsWireIsKeptWhileItStaysAsItIs) {
  CandidateMemory memory;
  int at_wire = 0;
  each_move_decision_of_an_ai_battle("trench-assault.yaml", [&](const Battle& b) {
    for (int i = 0; i < b.count(); ++i) {
      const std::optional<core::Pose> kept = memory.beyond_wire(b, i);
      ASSERT_EQ(kept, beyond_wire(b, i)) << b.troop(i).name;
      ASSERT_EQ(wire_crossing(b, i, kept), wire_crossing(b, i)) << b.troop(i).name;
      at_wire += kept ? 1 : 0;
    }
  }, &memory);
  EXPECT_GT(at_wire, 10);
}

// Zones of Control: one that starts in an enemy's zone may only close with it or fall straight
// back. A path finds the zones it starts in among the zones near it (along); at every decision
// of a seeded AI battle of each shipped scenario, for every element that heeds zones, they are
// those found among every enemy's zones.
TEST(HittZonesOfControl, TheZonesAnElementStartsInAreFoundAmongThoseNearItsPath) {
  for (const char* file : {"meeting-engagement.yaml", "trench-assault.yaml"}) {
    int held = 0;
    each_move_decision_of_an_ai_battle(file, [&](const Battle& b) {
      std::vector<int> every(static_cast<std::size_t>(b.count()));
      std::iota(every.begin(), every.end(), 0);
      for (int i = 0; i < b.count(); ++i) {
        const Troop& t = b.troop(i);
        if (t.side != b.active || !t.present() || !heeds_zones(b, t)) continue;
        const core::Base start = t.base();
        const std::vector<int> near = along_ahead(b, i).holding;
        ASSERT_EQ(near, zone_owners(zones_among(b, i, every, in_trench(b, start), bounds_of(start)), start)) << file << ": " << t.name;
        held += near.empty() ? 0 : 1;
      }
    });
    EXPECT_GT(held, 10) << file;
  }
}

// Tactical Factors: the AI values a move into contact on a copy of the battle with the element
// moved, taking what the fight asks of the defender (the ground under it, its rear support, the
// enemies on its flanks and rear but the attacker) from where it stood before the move, once a
// decision (situation_after_contact). The attacker's move changes none of it but its own front:
// at every decision of a seeded AI battle of each shipped scenario, every contact's situation
// agrees with asking the moved battle afresh.
TEST(HittTacticalFactors, ADefendersGroundSupportAndFlanksAreTheSameWhoeverMovesIntoContactWithIt) {
  for (const char* file : {"meeting-engagement.yaml", "trench-assault.yaml"}) {
    int contacts = 0;
    each_move_decision_of_an_ai_battle(file, [&](const Battle& b) {
      MayMove may_move(b);
      LineGroups groups(b);
      for (const Candidate& c : candidate_orders(b, [](int) { return true; }, may_move, groups)) {
        if (c.check != Candidate::Check::kContact) continue;
        Battle moved = b;
        Troop& mover = moved.troop(c.order.troop);
        mover.pose = c.order.to;
        mover.moved_into_contact = true;
        const Placed placed = attacker_placed(moved, c.order.troop, c.order.target);
        if (!placed.contact) continue;
        const Standing before = standing(b, c.order.target);
        ASSERT_EQ(situation_after_contact(moved, placed, before, b.troop(c.order.troop).base()), situation(moved, placed.fight)) << file;
        ++contacts;
      }
    });
    EXPECT_GT(contacts, 50) << file;
  }
}

// Tactical Factors: what a close combat asks of a defender (standing: the ground under it, its
// rear support, the enemy fronts on each edge) depends on the terrain and the elements whose
// bases touch it alone, so the AI's memory keeps it from one decision to the next while
// nothing within a touch of it changes. Over a seeded AI battle of each shipped scenario, at
// every decision, every element's remembered standing is its standing asked afresh.
TEST(HittTacticalFactors, ADefendersStandingIsKeptWhileNothingTouchingItChanges) {
  for (const char* file : {"meeting-engagement.yaml", "trench-assault.yaml"}) {
    CandidateMemory memory;
    int fronts = 0;
    each_move_decision_of_an_ai_battle(file, [&](const Battle& b) {
      for (int i = 0; i < b.count(); ++i) {
        if (!b.troop(i).present()) continue;
        const Standing& kept = memory.standing(b, i);
        const Standing now = standing(b, i);
        ASSERT_EQ(kept.enemy_fronts, now.enemy_fronts) << file << ": " << b.troop(i).name;
        ASSERT_EQ(kept.rear_support, now.rear_support) << file << ": " << b.troop(i).name;
        const auto ground = [](const GroundUnder& g) { return std::array{g.bad_going, g.cover, g.strongpoint, g.hill, g.trench}; };
        ASSERT_EQ(ground(kept.ground), ground(now.ground)) << file << ": " << b.troop(i).name;
        for (const int n : now.enemy_fronts) fronts += n;
      }
    }, &memory);
    EXPECT_GT(fronts, 10) << file;
  }
}

// Tactical Factors: what a move into contact finds where it brings its attacker, but its rear
// support (the fight, whether it is a contact, the ground under it, the enemies on its flanks
// and rear), depends only on where it stands, its side, its base's size and whether it flies,
// and on the terrain and the bases within a touch of it: the AI's memory works it out once for
// each such place and keeps it from one decision to the next while nothing there changes
// (PlacedMemory). Over a seeded AI battle of each shipped scenario, at every decision, every
// contact's fight and situation so found agree with asking the moved battle afresh, for places
// shared by several elements too.
TEST(HittTacticalFactors, AnAttackersGroundAndFlanksAreTheSameForEveryElementMovedToItsPlace) {
  for (const char* file : {"meeting-engagement.yaml", "trench-assault.yaml"}) {
    int shared = 0;
    CandidateMemory memory;
    each_move_decision_of_an_ai_battle(file, [&](const Battle& b) {
      MayMove may_move(b);
      LineGroups groups(b);
      PlacedMemory& places = memory.places();
      std::vector<std::pair<int, core::Pose>> seen;
      for (const Candidate& c : candidate_orders(b, [](int) { return true; }, may_move, groups)) {
        if (c.check != Candidate::Check::kContact) continue;
        Battle moved = b;
        Troop& mover = moved.troop(c.order.troop);
        mover.pose = c.order.to;
        mover.moved_into_contact = true;
        const Fight fight = close_fight(moved, c.order.troop, c.order.target);
        const Placed placed = places(moved, c.order.troop, c.order.target);
        ASSERT_EQ(placed.fight.attacker, c.order.troop) << file;
        ASSERT_EQ(placed.fight.side_to_side, fight.side_to_side) << file;
        ASSERT_EQ(placed.contact, fight.side_to_side || front_against(mover.base(), moved.troop(c.order.target).base())) << file;
        if (placed.contact) {
          const Standing before = standing(b, c.order.target);
          ASSERT_EQ(situation_after_contact(moved, placed, before, b.troop(c.order.troop).base()), situation(moved, fight)) << file;
        }
        const std::pair<int, core::Pose> place{c.order.target, c.order.to};
        shared += std::find(seen.begin(), seen.end(), place) != seen.end() ? 1 : 0;
        seen.push_back(place);
      }
    }, &memory);
    EXPECT_GT(shared, 50) << file;
  }
}
}  // namespace
}  // namespace sandtable::rules::hitt
