#include "engine/dice_source.hpp"

#include <gtest/gtest.h>

#include <sstream>

namespace sandtable::engine {
namespace {

const DiceRequest k3d6{0, 3, 6, "Blue fire: 3d6", {}};

std::string bad_input(std::string_view text, const DiceRequest& request = k3d6) {
  try {
    TypedDice::parse(text, request);
  } catch (const BadDiceInput& e) {
    return e.what();
  }
  return "accepted";
}

TEST(SeededDice, SameSeedSameFacesAllInRange) {
  SeededDice a(core::Rng(42));
  SeededDice b(core::Rng(42));
  for (int i = 0; i < 50; ++i) {
    const auto faces = a.roll(k3d6);
    EXPECT_EQ(faces, b.roll(k3d6));
    ASSERT_EQ(faces.size(), 3u);
    for (int f : faces) EXPECT_TRUE(f >= 1 && f <= 6) << f;
  }
}

TEST(TypedDice, ParsesSpacesAndCommas) {
  EXPECT_EQ(TypedDice::parse("3 5 6", k3d6), (std::vector<int>{3, 5, 6}));
  EXPECT_EQ(TypedDice::parse("  1,2 ,6 ", k3d6), (std::vector<int>{1, 2, 6}));
}

TEST(TypedDice, SaysWhatIsWrong) {
  EXPECT_EQ(bad_input("3 5"), "Blue fire: 3d6 needs 3 dice (3d6), got 2");
  EXPECT_EQ(bad_input("3 5 6 1"), "Blue fire: 3d6 needs 3 dice (3d6), got 4");
  EXPECT_EQ(bad_input("3 7 6"), "column 3: 7 is not a face of a d6 (1 to 6)");
  EXPECT_EQ(bad_input("3 0 6"), "column 3: 0 is not a face of a d6 (1 to 6)");
  EXPECT_EQ(bad_input("3 five 6"), "column 3: 'five' is not a whole number");
  EXPECT_EQ(bad_input("3 5.5 6"), "column 3: '5.5' is not a whole number");
  EXPECT_EQ(bad_input("99999999999999999999"), "column 1: '99999999999999999999' is not a whole number");
  EXPECT_EQ(bad_input(""), "Blue fire: 3d6 needs 3 dice (3d6), got 0");
}

TEST(TypedDice, AsksAgainAfterABadLineAndStopsAtTheEnd) {
  std::istringstream in("3 9 1\n4 4 2\n");
  std::ostringstream out;
  TypedDice dice(in, out);
  EXPECT_EQ(dice.roll(k3d6), (std::vector<int>{4, 4, 2}));
  EXPECT_EQ(out.str(),
            "Blue fire: 3d6 [3d6]> column 3: 9 is not a face of a d6 (1 to 6); type 3 numbers from 1 to 6\n"
            "Blue fire: 3d6 [3d6]> ");
  EXPECT_THROW(dice.roll(k3d6), DiceUnavailable);
}

TEST(ScriptedDice, HandsOutFacesInOrderThenRunsOut) {
  ScriptedDice dice({1, 2, 3, 4});
  EXPECT_EQ(dice.roll(k3d6), (std::vector<int>{1, 2, 3}));
  EXPECT_EQ(dice.remaining(), 1u);
  try {
    dice.roll(k3d6);
    FAIL() << "expected DiceUnavailable";
  } catch (const DiceUnavailable& e) {
    EXPECT_STREQ(e.what(), "scripted dice ran out: Blue fire: 3d6 needs 3 dice, 1 left");
  }
}

}  // namespace
}  // namespace sandtable::engine
