// XII and XIII: Patrol and Defense modes over many seeded sessions.
#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <set>

#include "core/random.hpp"
#include "rules/hun/patrol.hpp"
#include "rules/hun/score.hpp"
#include "rules/hun/session_file.hpp"

namespace sandtable::rules::hun {
namespace {

using Kind = InitiativeResult::Kind;

// Presses Initiative until `turns` whole turns are done; checks every unit acted exactly once
// in each finished turn. Returns the number of enemy units spotted.
int play(Session& s, int turns) {
  std::map<int, int> enemy_acts;
  int player_acts = 0;
  int guard = 0;
  while (s.turn <= turns) {
    const int turn_before = s.turn;
    const std::size_t enemy_before = s.enemy.size();  // a new turn's first press may spot more
    const InitiativeResult r = press_initiative(s);
    if (r.new_turn) {
      EXPECT_EQ(player_acts, s.player_units) << "turn " << turn_before;
      EXPECT_EQ(enemy_acts.size(), enemy_before) << "turn " << turn_before;
      for (const auto& [id, n] : enemy_acts) EXPECT_EQ(n, 1) << "enemy " << id << " turn " << turn_before;
      enemy_acts.clear();
      player_acts = 0;
      if (s.turn > turns) break;
    }
    if (r.kind == Kind::kPlayer) ++player_acts;
    if (r.kind == Kind::kEnemy) ++enemy_acts[r.enemy->id];
    if (++guard > 100000) {
      ADD_FAILURE() << "a turn never ended";
      break;
    }
  }
  return s.enemy_spotted;
}

TEST(HunPatrol, EveryUnitGetsExactlyOneInitiativeATurn) {
  for (std::uint64_t seed = 1; seed <= 200; ++seed) {
    Session s = new_session(seed % 2 ? Mode::kPatrol : Mode::kDefense, 1 + static_cast<int>(seed % 6), seed);
    play(s, 8);
  }
}

TEST(HunPatrol, UnitsLeftOnTheTableActOnceATurnWhenOthersAreLost) {
  for (std::uint64_t seed = 1; seed <= 200; ++seed) {
    Session s = new_session(seed % 2 ? Mode::kPatrol : Mode::kDefense, 3 + static_cast<int>(seed % 4), seed);
    core::Rng losses(seed + 1000);
    std::map<int, int> enemy_acts;
    int player_acts = 0;
    for (int press = 0; press < 400 && s.turn <= 6; ++press) {
      // Now and then a unit is lost: a player unit (saying whether it had acted) or an enemy.
      if (losses.below(10) == 0 && s.player_units > 1) {
        const bool acted = s.player_acted > 0 && (s.player_acted == s.player_units || losses.below(2) == 0);
        player_unit_lost(s, acted);
        if (acted) --player_acts;
      } else if (losses.below(8) == 0 && !s.enemy.empty()) {
        const EnemyUnit gone = s.enemy[losses.below(static_cast<std::uint32_t>(s.enemy.size()))];
        enemy_unit_lost(s, gone.id);
        enemy_acts.erase(gone.id);
      }
      const std::vector<EnemyUnit> before = s.enemy;
      const int players_before = s.player_units;
      const InitiativeResult r = press_initiative(s);
      if (r.new_turn) {
        ASSERT_EQ(player_acts, players_before) << "seed " << seed;
        for (const auto& e : before) ASSERT_EQ(enemy_acts[e.id], 1) << "enemy " << e.id << " seed " << seed;
        enemy_acts.clear();
        player_acts = 0;
      }
      if (r.kind == Kind::kPlayer) ++player_acts;
      if (r.kind == Kind::kEnemy) ++enemy_acts[r.enemy->id];
    }
  }
}

TEST(HunPatrol, GeneralsAppearWithTheFirstFourthAndSeventhUnit) {
  for (std::uint64_t seed = 1; seed <= 100; ++seed) {
    Session s = new_session(Mode::kDefense, 4, seed);
    int units = 0;
    for (int i = 0; i < 2000 && units < 10; ++i) {
      const InitiativeResult r = press_initiative(s);
      if (r.kind != Kind::kSpotted || r.spotted->unit.type == kSupplyTransport) {
        if (r.kind == Kind::kSpotted) {
          EXPECT_FALSE(r.spotted->general) << "supply transport brings no general";
        }
        continue;
      }
      ++units;
      EXPECT_EQ(r.spotted->general.has_value(), units % 3 == 1) << "unit " << units << " seed " << seed;
      EXPECT_EQ(generals_on_table(s), (units + 2) / 3);
    }
  }
}

TEST(HunPatrol, KilledGeneralsAreReplacedOnlyWhenANewUnitAppears) {
  Session s = new_session(Mode::kDefense, 3, 11);
  InitiativeResult r;
  do {
    r = press_initiative(s);
  } while (r.kind != Kind::kSpotted || !r.spotted->general);
  enemy_unit_lost(s, r.spotted->general->id);
  EXPECT_EQ(generals_on_table(s), 0);
  EXPECT_EQ(generals_needed(s), 1);
  do {
    r = press_initiative(s);
    if (r.kind != Kind::kSpotted) {
      EXPECT_EQ(generals_on_table(s), 0);
    }
  } while (r.kind != Kind::kSpotted || r.spotted->unit.type == kSupplyTransport);
  EXPECT_TRUE(r.spotted->general);
  EXPECT_EQ(generals_on_table(s), 1);
}

TEST(HunDefense, GeneratesMoreEnemyThanPatrol) {
  long patrol = 0;
  long defense = 0;
  for (std::uint64_t seed = 1; seed <= 100; ++seed) {
    Session p = new_session(Mode::kPatrol, 4, seed);
    Session d = new_session(Mode::kDefense, 4, seed);
    patrol += play(p, 5);
    defense += play(d, 5);
  }
  EXPECT_GT(defense, patrol * 3 / 2);
  EXPECT_GT(patrol, 0);
}

TEST(HunPatrol, InfantryMostOftenThenCavalryThenGunsThenHeadquartersAndSupply) {
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

TEST(HunPatrol, SupplyTransportHasTwoToSixConscriptAttendants) {
  std::set<int> seen;
  for (std::uint64_t seed = 1; seed <= 300; ++seed) {
    Session s = new_session(Mode::kDefense, 6, seed);
    for (int i = 0; i < 60; ++i) {
      const InitiativeResult r = press_initiative(s);
      if (r.kind == Kind::kSpotted && r.spotted->unit.type == kSupplyTransport) {
        seen.insert(r.spotted->unit.attendants);
        EXPECT_EQ(r.spotted->unit.quality, Quality::kConscript);
      }
    }
  }
  EXPECT_EQ(seen, (std::set<int>{2, 4, 6}));
}

TEST(HunPatrol, SameSeedSameSession) {
  Session a = new_session(Mode::kPatrol, 4, 99);
  Session b = new_session(Mode::kPatrol, 4, 99);
  for (int i = 0; i < 50; ++i) {
    press_initiative(a);
    press_initiative(b);
  }
  EXPECT_EQ(session_json(a), session_json(b));
}

TEST(HunPatrol, SavedSessionContinuesExactly) {
  Session a = new_session(Mode::kDefense, 3, 5);
  for (int i = 0; i < 20; ++i) press_initiative(a);
  Session b = parse_session(session_json(a));
  for (int i = 0; i < 20; ++i) {
    const InitiativeResult x = press_initiative(a);
    const InitiativeResult y = press_initiative(b);
    EXPECT_EQ(x.kind, y.kind);
  }
  EXPECT_EQ(session_json(a), session_json(b));
}

TEST(HunPatrol, SavesAtomicallyAndLeavesNoTemporaryFiles) {
  const auto dir = std::filesystem::temp_directory_path() / "hun_patrol_test";
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  const std::string path = (dir / "game.json").string();
  Session s = new_session(Mode::kPatrol, 2, 3);
  save_atomically(path, session_json(s));
  press_initiative(s);
  save_atomically(path, session_json(s));
  EXPECT_EQ(load_file(path), session_json(s));
  int files = 0;
  for ([[maybe_unused]] const auto& entry : std::filesystem::directory_iterator(dir)) ++files;
  EXPECT_EQ(files, 1);
  std::filesystem::remove_all(dir);
}

TEST(HunPatrol, DamagedSessionIsAClearError) {
  EXPECT_THROW(parse_session("{"), engine::BadInput);
  EXPECT_THROW(parse_session("{\"format\": \"other\"}"), engine::BadInput);
  Session s = new_session(Mode::kPatrol, 2, 3);
  std::string text = session_json(s);
  text.replace(text.find("\"acted\": 0"), 10, "\"acted\": 9");
  EXPECT_THROW(parse_session(text), engine::BadInput);
  EXPECT_THROW(load_file("/nonexistent/hun/session.json"), engine::BadInput);
}

TEST(HunPatrol, LostUnitsLeaveTheTurn) {
  Session s = new_session(Mode::kPatrol, 2, 1);
  EXPECT_THROW(player_unit_lost(s, true), engine::BadInput);  // nobody has acted yet
  player_unit_lost(s, false);
  EXPECT_EQ(s.player_units, 1);
  player_unit_lost(s, false);
  EXPECT_THROW(press_initiative(s), engine::BadInput);  // every player unit gone: the players lose
  EXPECT_THROW(new_session(Mode::kPatrol, 0, 1), engine::BadInput);
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

TEST(HunPatrolScore, AllUnitsDestroyedLoses) {
  PatrolOutcome o;
  o.driven_off = 5;
  EXPECT_TRUE(score_patrol(o).lost);
  o.half_strength = 1;
  EXPECT_THROW(score_patrol(o), engine::BadInput);
}

}  // namespace
}  // namespace sandtable::rules::hun
