// The umpire changes a past roll: the log is applied again after it, or, when a later answer
// no longer fits, nothing changes. The toy race: a 1 ends the turn with nothing banked.
#include <gtest/gtest.h>

#include "conformance/temp_file.hpp"
#include "engine/rule_set.hpp"
#include "play/tracked_game.hpp"
#include "toy_game.hpp"

namespace sandtable::play {
namespace {

using testing_support::TempFile;

class OverrideRoll : public ::testing::Test {
 protected:
  OverrideRoll() { registry_.add(testing_toy::toy_race_rule_set()); }

  // Ten events: Blue rolls 3, 4 and 2 and holds (banks 9); Red rolls 5 and holds (banks 5);
  // Blue's decision is due. Rolls are events 2, 4, 6 and 9.
  TrackedGame ten_events() {
    const engine::Scenario scenario = testing_toy::toy_race_scenario();
    TrackedGame game = TrackedGame::start(file_.path(), registry_, scenario, scenario.rulings, 5);
    for (const char* faces : {"3", "4", "2"}) {
      game.choose(1);
      game.roll_typed(faces);
    }
    game.choose(2);
    game.choose(1);
    game.roll_typed("5");
    game.choose(2);
    return game;
  }

  engine::Registry registry_;
  TempFile file_{"override-roll"};
};

// Blue's third roll (event 6) becomes a 6: 3 + 4 + 6 = 13 banked at event 7 instead of 9;
// Red's 5 stands. The hold's label is told again with the new total.
TEST_F(OverrideRoll, AChangedRollReplaysTheLaterAnswersWithItsResult) {
  TrackedGame game = ten_events();
  ASSERT_EQ(game.session().events().size(), 10U);
  ASSERT_EQ(game.session().game().to_json()["score"], engine::Json({9, 5}));

  const engine::Event& changed = game.override_roll(6, "6");

  EXPECT_EQ(changed.seq, 6U);
  EXPECT_EQ(changed.payload["faces"], engine::Json({6}));
  EXPECT_EQ(game.session().events().size(), 10U);
  EXPECT_EQ(game.session().game().to_json()["score"], engine::Json({13, 5}));
  EXPECT_EQ(game.session().events()[6].payload["label"], "Hold and bank 13");
  EXPECT_EQ(game.session().events()[8].payload["faces"], engine::Json({5})) << "Red's later roll is kept as logged";
  // The save holds the new log: a later load replays it to the same scores.
  const std::uint64_t log = game.session().log_fingerprint();
  TrackedGame loaded = TrackedGame::load(file_.path(), registry_);
  EXPECT_EQ(loaded.session().log_fingerprint(), log);
  EXPECT_EQ(loaded.session().game().to_json()["score"], engine::Json({13, 5}));
}

// Blue's second roll (event 4) as a 1 would end Blue's turn at once, so Blue's next answer,
// event 5 ("Roll a d6"), could not be given: refused, naming it, and nothing changes.
TEST_F(OverrideRoll, AChangeThatMakesALaterAnswerIllegalIsRefusedAndChangesNothing) {
  TrackedGame game = ten_events();
  const std::uint64_t before = game.session().log_fingerprint();
  try {
    game.override_roll(4, "1");
    FAIL() << "the override was accepted";
  } catch (const engine::IllegalAction& e) {
    const std::string message = e.what();
    EXPECT_NE(message.find("event 5 (Roll a d6)"), std::string::npos) << message;
    EXPECT_NE(message.find("roll 4 is left as it was"), std::string::npos) << message;
  }
  EXPECT_EQ(game.session().log_fingerprint(), before);
  EXPECT_EQ(game.session().game().to_json()["score"], engine::Json({9, 5}));
  EXPECT_EQ(TrackedGame::load(file_.path(), registry_).session().log_fingerprint(), before);
}

TEST_F(OverrideRoll, OnlyARollOfTheLogWithFacesThatFitIsOverridden) {
  TrackedGame game = ten_events();
  EXPECT_THROW(game.override_roll(5, "6"), engine::IllegalAction) << "event 5 is a decision";
  EXPECT_THROW(game.override_roll(11, "6"), engine::IllegalAction) << "the log holds 10 events";
  EXPECT_THROW(game.override_roll(0, "6"), engine::IllegalAction);
  EXPECT_THROW(game.override_roll(6, "7"), engine::BadDiceInput) << "a d6 has no 7";
  EXPECT_EQ(game.session().game().to_json()["score"], engine::Json({9, 5}));
}

}  // namespace
}  // namespace sandtable::play
