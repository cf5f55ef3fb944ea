// Order of everything and executing moves, Transport bonuses: `1418 move` against distances
// worked by hand.
#include <gtest/gtest.h>

#include "refused.hpp"
#include "rules/1418/calculators.hpp"

namespace sandtable::rules::gw1418 {
namespace {

using engine::Json;

std::string cm(const Json& in) { return move_calculator().run(in).at("exact_cm").get<std::string>(); }

TEST(Gw1418ExecutingMoves, GroundCutsTheMove) {
  EXPECT_EQ(cm({{"speed", "medium-infantry"}}), "6/1");
  EXPECT_EQ(cm({{"speed", "medium-infantry"}, {"going", "rough"}}), "9/2");        // 6 x 3/4
  EXPECT_EQ(cm({{"speed", "medium-infantry"}, {"going", "impractical"}}), "3/2");  // 6 x 1/4
}

// Assaulting doubles after the ground; a road adds 25% after that.
TEST(Gw1418ExecutingMoves, AssaultDoublesAfterTheGround) {
  EXPECT_EQ(cm({{"unit", "line-infantry"}, {"going", "rough"}, {"assault", true}}), "9/1");  // 6 x 3/4 x 2
  EXPECT_EQ(cm({{"unit", "melee-cavalry"}, {"assault", true}}), "32/1");
  EXPECT_EQ(cm({{"unit", "mixed-cavalry"}, {"road", true}}), "20/1");  // 16 x 5/4
  EXPECT_EQ(cm({{"speed", "slow-infantry"}, {"going", "rough"}, {"assault", true}, {"road", true}}), "15/2");  // 4 x 3/4 x 2 x 5/4
}

// An injury halves the move; the unit's type gives its class (a Mother tank moves as slow
// infantry): 4 x 1/4 x 1/2.
TEST(Gw1418ExecutingShooting, AnInjuryHalvesTheMove) {
  EXPECT_EQ(cm({{"unit", "mother-tank"}, {"going", "impractical"}, {"injured", true}}), "1/2");
}

// Motorised +25% to at most 8 cm, mechanised +50% to at most 12 cm; horse-drawn nothing.
TEST(Gw1418TransportBonuses, MotorisedAndMechanised) {
  EXPECT_EQ(cm({{"speed", "medium-infantry"}, {"transport", "motorised"}}), "15/2");   // 7.5
  EXPECT_EQ(cm({{"speed", "fast-infantry"}, {"transport", "motorised"}}), "8/1");      // 10, capped
  EXPECT_EQ(cm({{"speed", "medium-infantry"}, {"transport", "mechanised"}}), "9/1");
  EXPECT_EQ(cm({{"speed", "fast-infantry"}, {"transport", "mechanised"}}), "12/1");
  EXPECT_EQ(cm({{"speed", "medium-infantry"}, {"transport", "horse-drawn"}}), "6/1");
}

// Ruling 19: the cap on the speed (then a road adds to it: 7.5 x 5/4 = 75/8), or on the
// whole move (6 x 5/4 x 5/4 = 9.375, capped at 8).
TEST(Gw1418TransportBonuses, WhereTheCapGoesIsARuling) {
  EXPECT_EQ(cm({{"speed", "medium-infantry"}, {"transport", "motorised"}, {"road", true}}), "75/8");
  EXPECT_EQ(cm({{"speed", "medium-infantry"}, {"transport", "motorised"}, {"road", true}, {"transport_cap", "total"}}), "8/1");
}

std::string move_refused(const Json& in) { return refused_field(move_calculator(), in); }

// Only infantry battalions (with their heavy weapons) ride transport.
TEST(Gw1418TransportBonuses, BadInputNamesTheField) {
  EXPECT_EQ(move_refused({{"speed", "fast-cavalry"}, {"transport", "motorised"}}), "transport");
  EXPECT_EQ(move_refused({{"unit", "mother-tank"}, {"transport", "mechanised"}}), "transport");
  EXPECT_EQ(move_refused({{"unit", "early-hmg"}, {"transport", "mechanised"}}), "accepted");
  EXPECT_EQ(move_refused({{"unit", "line-infantry"}, {"speed", "slow-infantry"}}), "speed");
  EXPECT_EQ(move_refused(Json::object()), "speed");
  EXPECT_EQ(move_refused({{"speed", "medium-infantry"}, {"going", "swamp"}}), "going");
}

}  // namespace
}  // namespace sandtable::rules::gw1418
