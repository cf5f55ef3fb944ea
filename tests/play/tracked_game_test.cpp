// TrackedGame: the redo list and the dice seed live in the save, across loads.
#include <gtest/gtest.h>

#include "conformance/temp_file.hpp"
#include "engine/rule_set.hpp"
#include "play/tracked_game.hpp"
#include "toy_bids.hpp"
#include "toy_game.hpp"

namespace sandtable::play {
namespace {

using testing_support::TempFile;

class Tracked : public ::testing::Test {
 protected:
  Tracked() {
    registry_.add(testing_toy::toy_race_rule_set());
    registry_.add(testing_toy::toy_bids_rule_set());
  }
  TrackedGame start() {
    const engine::Scenario scenario = testing_toy::toy_race_scenario();
    return TrackedGame::start(file_.path(), registry_, scenario, scenario.rulings, 21);
  }
  TrackedGame load() { return TrackedGame::load(file_.path(), registry_); }

  engine::Registry registry_;
  TempFile file_{"tracked-game"};
};

TEST_F(Tracked, RedoWorksInALaterLoad) {
  {
    TrackedGame game = start();
    game.choose(1);
    game.roll_typed("5");
    EXPECT_TRUE(game.undo());
    EXPECT_TRUE(game.undo());
  }
  TrackedGame game = load();
  EXPECT_EQ(game.redo_count(), 2U);
  EXPECT_TRUE(game.redo());
  EXPECT_TRUE(game.redo());
  EXPECT_FALSE(game.redo());
  EXPECT_EQ(load().session().game().to_json()["turn_total"], 5);
}

// A roll belongs to the side that makes it: playing Red, auto never rolls Blue's die; playing
// Blue it does; a host that rolls every seat's dice digitally (kEveryone) rolls it for Red too.
TEST_F(Tracked, AutoPlayRollsOnlyTheDiceOfTheSidesItPlays) {
  TrackedGame game = start();
  game.choose(1);  // Blue rolls: Blue's 1d6 is due
  EXPECT_TRUE(game.auto_play({1}, first_listed, 10).empty()) << "Red's player rolled Blue's die";
  EXPECT_TRUE(game.auto_play({1}, first_listed, 10, TrackedGame::DiceRolled::kNone).empty());
  const std::vector<engine::Event> host = game.copy().auto_play({1}, first_listed, 1, TrackedGame::DiceRolled::kEveryone);
  ASSERT_EQ(host.size(), 1U);
  EXPECT_EQ(host[0].kind, engine::EventKind::kDice);
  const std::vector<engine::Event> blue = game.auto_play({0}, first_listed, 1);
  ASSERT_EQ(blue.size(), 1U);
  EXPECT_EQ(blue[0].kind, engine::EventKind::kDice);
  EXPECT_EQ(blue[0].side, 0);
}

TEST_F(Tracked, ARedoListThatNoLongerFitsIsDropped) {
  TrackedGame game = start();
  game.choose(1);
  game.roll_typed("5");
  ASSERT_TRUE(game.undo());
  // As if a process were killed after recording a new answer but before clearing the list.
  const engine::Json stale = engine::Json::array({engine::to_json(game.session().events().back())});
  engine::SaveFile::open(file_.path())->set_note("redo", stale.dump());
  TrackedGame again = load();
  EXPECT_FALSE(again.redo());
  EXPECT_EQ(again.redo_count(), 0U);
  EXPECT_EQ(again.session().events().size(), 1U);
}

// A save damaged from outside: the answer in its redo list is a die showing 0. Redo says so,
// naming the save, drops the list, and leaves the game as it was.
TEST_F(Tracked, ADamagedRedoListIsRefusedWithTheSaveNamedAndDropped) {
  TrackedGame game = start();
  game.choose(1);
  game.roll_typed("5");
  engine::Json damaged = engine::to_json(game.session().events().back());
  ASSERT_TRUE(game.undo());
  damaged["payload"]["faces"] = engine::Json::array({0});
  engine::SaveFile::open(file_.path())->set_note("redo", engine::Json::array({damaged}).dump());
  TrackedGame again = load();
  ASSERT_EQ(again.redo_count(), 1U);
  try {
    again.redo();
    ADD_FAILURE() << "a die showing 0 was given again";
  } catch (const engine::StoreError& e) {
    EXPECT_NE(std::string(e.what()).find(file_.path()), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("shows 0"), std::string::npos) << e.what();
  }
  EXPECT_EQ(again.redo_count(), 0U);
  EXPECT_EQ(again.session().events().size(), 1U);
  EXPECT_EQ(load().redo_count(), 0U);
}

TEST_F(Tracked, DigitalDiceDependOnTheSeedAndTheHistoryOnly) {
  TrackedGame game = start();
  EXPECT_EQ(game.dice_seed(), 21U);
  game.choose(1);
  const std::vector<int> first = game.roll_digital().payload["faces"].get<std::vector<int>>();
  ASSERT_TRUE(game.undo());
  EXPECT_EQ(load().roll_digital().payload["faces"].get<std::vector<int>>(), first);
}

// Reliability: a stored seed of "-1" was once read as 2^64 - 1.
TEST_F(Tracked, ASeedThatIsNotDigitsIsReportedAsDamaged) {
  start();
  for (const char* damaged : {"-1", "12x", "", "18446744073709551616"}) {
    engine::SaveFile::open(file_.path())->set_note("dice_seed", std::string(damaged));
    EXPECT_THROW(load().dice_seed(), engine::StoreError) << damaged;
  }
  engine::SaveFile::open(file_.path())->set_note("dice_seed", std::string("18446744073709551615"));
  EXPECT_EQ(load().dice_seed(), 18446744073709551615U);
}

// A round of sealed orders in a tracked game: a person writes one side's orders while the
// policy writes the other's, and the round carries over from one process to the next.
TEST_F(Tracked, SealedOrdersAreWrittenBySideAndTheAutoPlayerWritesOnlyItsOwn) {
  const engine::Scenario scenario = testing_toy::toy_bids_scenario();
  // Bids 3 (the last bid listed), then seals (listed last once a bid is written).
  const Policy last_listed = [](const engine::Game&, const engine::Decision& d, core::Rng&) { return d.actions.back(); };
  {
    TrackedGame game = TrackedGame::start(file_.path(), registry_, scenario, scenario.rulings, 5);
    EXPECT_THROW(game.choose(1), engine::IllegalAction) << "both sides are writing: the side must be named";
    game.choose(2, 0);  // Blue bids 2
    const std::vector<engine::Event> red = game.auto_play({1}, last_listed, 100);
    ASSERT_EQ(red.size(), 2u) << "Red bids and seals, then waits for Blue";
    EXPECT_EQ(red[0].side, 1);
    EXPECT_EQ(red[1].payload["action"]["type"], "seal");
  }
  TrackedGame game = TrackedGame::load(file_.path(), registry_);
  game.choose(4);  // Blue is the only side still writing: it seals its 2
  EXPECT_EQ(game.session().game().to_json()["score"], engine::Json({0, 1})) << "Red's 3 beats Blue's 2";
  game.choose(2, 0);
  const engine::Event& closed = game.close_round();
  EXPECT_EQ(closed.kind, engine::EventKind::kClose);
  EXPECT_EQ(TrackedGame::load(file_.path(), registry_).session().game().to_json()["score"], engine::Json({1, 1}))
      << "Red wrote nothing in round 2 and bid 0";
}

}  // namespace
}  // namespace sandtable::play
