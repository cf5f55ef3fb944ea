#include "table/placed.hpp"

#include <gtest/gtest.h>

#include "two_bases.hpp"

namespace sandtable::table {
namespace {

using testing::kTwoBasesInColumn;
using testing::kTwoBasesInLine;

// Gives a layout and counts how often it was asked for: once per placement.
struct Counted {
  const Layout<2>& layout;
  int& asked;
  Layout<2> operator()() const {
    ++asked;
    return layout;
  }
};

TEST(TablePlacedFootprint, PlacesAgainOnlyWhenTheKeyOrPoseChanges) {
  PlacedFootprint<int, 2> placed;
  int layouts = 0;
  const Counted line{kTwoBasesInLine, layouts};
  const core::Pose pose{{10, 10}, 90};
  EXPECT_EQ(placed.at(1, pose, line)[0].front_left(), (core::Vec2{7.5, 10}));
  placed.at(1, pose, line);
  EXPECT_EQ(layouts, 1);
  placed.at(1, {{10, 11}, 90}, line);
  EXPECT_EQ(layouts, 2);
  const Counted column{kTwoBasesInColumn, layouts};
  EXPECT_EQ(placed.at(2, {{10, 11}, 90}, column)[1].centre(), (core::Vec2{10, 8}));
  EXPECT_EQ(layouts, 3);
}

TEST(TablePlacedFootprint, MinusZeroIsANewPose) {
  // Bit-for-bit keys: a remembered footprint is always the one placing would make now.
  PlacedFootprint<int, 2> placed;
  int layouts = 0;
  const Counted line{kTwoBasesInLine, layouts};
  placed.at(1, {{0.0, 0}, 90}, line);
  placed.at(1, {{-0.0, 0}, 90}, line);
  EXPECT_EQ(layouts, 2);
}

TEST(TableFootprintsAlong, EachPoseAfterTheFirstGivesTheFootprintPlacedThere) {
  const std::vector<core::Pose> poses{{{0, 0}, 90}, {{0, 1}, 90}, {{0, 1}, 0}, {{1, 1}, 0}};
  const FootprintsAlong<2> along(kTwoBasesInColumn, poses);
  for (std::size_t k = 1; k < poses.size(); ++k) {
    EXPECT_EQ(along.at(k)[1].corners(), place(kTwoBasesInColumn, poses[k])[1].corners()) << "pose " << k;
  }
  EXPECT_EQ(along.at(3)[0].front_left(), (core::Vec2{1, 2.25}));
}

}  // namespace
}  // namespace sandtable::table
