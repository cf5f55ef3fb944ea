// Fog of war (ruling 24, issue 16): each side's view of the state, its summary and the log hold
// nothing of the other side's commanders, orders and messages, nor of enemy units it has no
// sight of; the umpire's secret bombardment dice (Appendix 1) are hidden from both sides.
#include <gtest/gtest.h>

#include <set>

#include "engine/log.hpp"
#include "engine/view.hpp"
#include "game_support.hpp"
#include "rules/m2m/game/game.hpp"
#include "rules/m2m/game/queries.hpp"

namespace sandtable::rules::m2m {
namespace {

using engine::Json;
using engine::Role;
using engine::Seat;

// Every string in a JSON document, keys and values.
void collect_strings(const Json& j, std::set<std::string>& out) {
  if (j.is_string()) out.insert(j.get<std::string>());
  if (j.is_object()) {
    for (auto it = j.begin(); it != j.end(); ++it) {
      out.insert(it.key());
      collect_strings(it.value(), out);
    }
  }
  if (j.is_array()) {
    for (const Json& e : j) collect_strings(e, out);
  }
}

bool holds_name(const Json& j, const std::string& name) {
  std::set<std::string> strings;
  collect_strings(j, strings);
  for (const std::string& s : strings) {
    if (s.find(name) != std::string::npos) return true;
  }
  return false;
}

engine::Session started(const std::string& yaml) {
  const engine::Scenario s = testing::scenario_of(yaml);
  return engine::Session(rule_set().start(s, s.rulings));
}

void act(engine::Session& session, Json json) { session.apply(engine::Action{std::move(json), ""}); }

// Red writes to its front line, Blue to its reserve; then each side's seat is checked.
TEST(M2mFogOfWar, EachSideSeesNothingOfTheOthersMessagesOrUnseenUnits) {
  engine::Session session = started(testing::small_battle());
  act(session, {{"type", "message"}, {"from", "Red chateau"}, {"to", "Red HQ"}, {"order", "attack"}, {"objective", "Farm"}});
  act(session, {{"type", "done"}});
  act(session, {{"type", "message"}, {"from", "Blue chateau"}, {"to", "Blue reserve HQ"}, {"order", "march"}, {"objective", "Hill"}});
  const engine::Game& game = session.game();
  const Seat blue{Role::kPlayer, 0};
  const Seat red{Role::kPlayer, 1};
  const Json blue_sees{{"state", engine::state_view(game, blue)}, {"summary", engine::summary_view(game, blue)},
                       {"notes", engine::unit_notes_view(game, blue)}, {"log", engine::log_view(game, session.events(), 0, blue)}};
  const Json red_sees{{"state", engine::state_view(game, red)}, {"summary", engine::summary_view(game, red)},
                      {"notes", engine::unit_notes_view(game, red)}, {"log", engine::log_view(game, session.events(), 0, red)}};
  // A unit's note tells its own side its rating and order, the enemy only what it sees.
  EXPECT_EQ(blue_sees["notes"]["Blue 1"], "average infantry, line, 16 figures; attack Hill");
  EXPECT_EQ(blue_sees["notes"]["Red 1"], "enemy infantry, line, 16 figures");
  EXPECT_EQ(red_sees["notes"]["Red 1"], "average infantry, line, 16 figures; defend");  // no objective given
  // Blue has sight of Red 1 in the open 24 inches off, not of Red reserve in a wood (12 inches).
  EXPECT_TRUE(holds_name(blue_sees, "Red 1"));
  for (const char* secret : {"Red reserve", "Red chateau", "Red HQ", "defend"}) EXPECT_FALSE(holds_name(blue_sees, secret)) << secret;
  for (const char* own : {"Blue chateau", "Blue reserve HQ", "march"}) EXPECT_TRUE(holds_name(blue_sees, own)) << own;
  for (const char* secret : {"Blue chateau", "Blue HQ", "Blue reserve HQ", "march"}) EXPECT_FALSE(holds_name(red_sees, secret)) << secret;
  for (const char* own : {"Red chateau", "Red HQ", "Red reserve"}) EXPECT_TRUE(holds_name(red_sees, own)) << own;
  // What the map draws (issue 16): a seat's units are its own and the enemies in its sight,
  // nothing else; no enemy HQ stand.
  const State& s = dynamic_cast<const M2mGame&>(game).state();
  for (const auto& [seat_side, sees] : {std::pair{0, &blue_sees}, std::pair{1, &red_sees}}) {
    std::size_t enemies = 0;
    for (const Json& u : (*sees)["state"]["units"]) {
      if (u["side"] == seat_side) continue;
      ++enemies;
      EXPECT_NE(u["type"], "hq") << u["name"];
      const Unit& enemy = s.unit(testing::unit_index(s, u["name"].get<std::string>()));
      EXPECT_TRUE(side_sees(s, seat_side, enemy)) << u["name"] << " drawn out of sight of side " << seat_side;
    }
    EXPECT_EQ(enemies, seat_side == 0 ? 1u : 3u);  // Blue sees Red 1; Red sees Blue 1, 2 and 3
  }
  // The umpire sees everything.
  const Json umpire = engine::state_view(game, Seat{Role::kUmpire, engine::kNoSide});
  for (const char* all : {"Red reserve", "Red chateau", "Blue chateau"}) EXPECT_TRUE(holds_name(umpire, all)) << all;
  // An observer sees the ground and the clock, no unit and no message.
  const Json observer = engine::state_view(game, Seat{Role::kObserver, engine::kNoSide});
  EXPECT_TRUE(observer["units"].empty());
  EXPECT_TRUE(observer["messages"].empty());
}

// Ruling 24: an enemy in the open is seen within 36 inches, in cover within 12; Red reserve in
// the far wood comes into sight of a Blue unit 12 inches off.
TEST(M2mFogOfWar, SightDependsOnTheTargetsCover) {
  State s = testing::battle_of(testing::small_battle());
  const Unit& reserve = s.unit(testing::unit_index(s, "Red reserve"));
  EXPECT_FALSE(side_sees(s, 0, reserve));
  s.unit(testing::unit_index(s, "Blue 3")).at = {45, 22};
  EXPECT_TRUE(side_sees(s, 0, reserve));
  s.unit(testing::unit_index(s, "Blue 3")).at = {45, 21.9};
  EXPECT_FALSE(side_sees(s, 0, reserve));
}

// Appendix 1 a), b): the umpire rolls a secret die for how hard the bombardment fell (6: heavy,
// +1 a unit) and a die for each of the 5 German infantry sub-units and MGs: D6/2 rounded up,
// plus 1: faces 1, 2, 3, 4, 5 cost 2, 2, 3, 3, 4 figures. All start pinned. Both rolls are the
// umpire's (no side) and hidden from both players.
TEST(M2mBombardment, AppendixTheUmpiresSecretDiceAreHiddenFromBothSides) {
  engine::Session session(rule_set().start(engine::load_scenario(SANDTABLE_SOURCE_DIR "/data/scenarios/m2m/trench-assault.yaml"), {}));
  auto roll = std::get<engine::DiceRequest>(session.next_request());
  EXPECT_EQ(roll.side, engine::kNoSide);
  EXPECT_EQ(roll.count, 1);
  // While the umpire's die is due, a player's phone learns only that the umpire rolls.
  for (const Seat seat : {Seat{Role::kPlayer, 0}, Seat{Role::kPlayer, 1}, Seat{Role::kObserver, engine::kNoSide}}) {
    EXPECT_EQ(engine::request_view(session.game(), session.next_request(), seat), Json({{"kind", "waiting"}, {"side", -1}}));
  }
  EXPECT_EQ(engine::request_view(session.game(), session.next_request(), Seat{Role::kUmpire, engine::kNoSide})["kind"], "dice");
  session.apply_dice({6});
  roll = std::get<engine::DiceRequest>(session.next_request());
  EXPECT_EQ(roll.count, 5);
  session.apply_dice({1, 2, 3, 4, 5});
  const State& s = dynamic_cast<const M2mGame&>(session.game()).state();
  const std::vector<std::pair<std::string, int>> expected{{"5. Kompanie", 8}, {"6. Kompanie", 8}, {"7. Kompanie", 7}, {"MG 08 Zug", 1}, {"8. Kompanie", 6}};
  for (const auto& [name, figures] : expected) {
    const Unit& u = s.unit(testing::unit_index(s, name));
    EXPECT_EQ(u.figures, figures) << name;
    EXPECT_TRUE(u.pinned) << name;
  }
  for (const engine::Event& e : session.events()) {
    for (engine::SideIndex viewer : {0, 1, engine::kNoSide}) EXPECT_TRUE(session.game().event_hidden_from(e, viewer)) << e.seq;
  }
  const Json blue_log = engine::log_view(session.game(), session.events(), 0, Seat{Role::kPlayer, 0});
  EXPECT_FALSE(holds_name(blue_log, "bombardment"));
}

}  // namespace
}  // namespace sandtable::rules::m2m
