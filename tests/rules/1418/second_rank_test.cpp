// Multiple combats: a platoon of the same company standing behind one in base contact fights
// as its second rank (RULINGS.md 11, 35), as the melee calculator's second rank does: its
// hits are added to the front's, and casualties pass to it first. B1 and R1 (line infantry,
// melee 2 dice, R4) stand 3 cm apart, both staying put; B2 behind B1 or not.
#include <gtest/gtest.h>

#include "battle_fixture.hpp"

namespace sandtable::rules::gw1418 {
namespace {

using engine::Json;
using namespace testing;


std::unique_ptr<engine::Game> melee_with_b2_at(double x, double y) {
  auto g = start(two_companies("[{name: B1, type: line-infantry, x: 50, y: 30}, {name: B2, type: line-infantry, x: " + std::to_string(x) +
                                   ", y: " + std::to_string(y) + "}]",
                               "[{name: R1, type: line-infantry, x: 50, y: 33}]"));
  orders(*g, 0, kHold, kStay, kHoldFire);
  orders(*g, 1, kHold, kStay, kHoldFire);
  return g;
}

// Round 1 (R4): B1's 1 1 miss, R1's 4 1 hit once; round 2 (R3): B1's 3 3 hit twice and R1
// (striking together) 1 1 misses. Blue lost one hit of its four: B2 behind takes the injury,
// B1 fights on untouched; R1 is removed. R1's strike at R4: 2 dice on 4+: 1/4, 1/2, 1/4.
TEST(MultipleCombats, ASecondRankBehindTakesTheFrontsCasualtiesFirst) {
  auto g = melee_with_b2_at(50, 30 - 2.54);
  const auto first = std::get<engine::DiceRequest>(g->next_request());
  EXPECT_NE(first.reason.find("melee round 1: B1 strikes R1 (R4)"), std::string::npos) << first.reason;
  g->apply_dice({1, 1});
  const auto back = std::get<engine::DiceRequest>(g->next_request());
  ASSERT_TRUE(back.outcome.has_value());
  EXPECT_NEAR(back.outcome->probability(0), 0.25, 1e-12);
  EXPECT_NEAR(back.outcome->probability(1), 0.5, 1e-12);
  EXPECT_NEAR(back.outcome->probability(2), 0.25, 1e-12);
  g->apply_dice({4, 1});
  g->apply_dice({3, 3});
  g->apply_dice({1, 1});
  const Battle& b = battle_of(*g);
  EXPECT_TRUE(said(b, "B2 is B1's second rank"));
  EXPECT_TRUE(b.platoon(1).injured);
  EXPECT_FALSE(b.platoon(0).injured);
  EXPECT_TRUE(b.platoon(2).removed);
}

// Four hits on Blue (R1's 6 6 twice) remove both ranks: the second rank's two, then the front's.
TEST(MultipleCombats, FourHitsRemoveTheSecondRankAndTheFront) {
  auto g = melee_with_b2_at(50, 30 - 2.54);
  g->apply_dice({1, 1});
  g->apply_dice({6, 6});
  g->apply_dice({1, 1});
  g->apply_dice({6, 6});
  const Battle& b = battle_of(*g);
  EXPECT_TRUE(b.platoon(0).removed);
  EXPECT_TRUE(b.platoon(1).removed);
  EXPECT_FALSE(b.platoon(2).removed);
}

// Not behind (ruling 35): more than two base depths back (5.1 cm > 5.08), or more than half a
// frontage (2.54 cm) to the side. Then R1's one hit in round 1 injures B1 itself.
TEST(MultipleCombats, APlatoonTooFarBackOrToTheSideIsNoSecondRank) {
  for (const auto& [x, y] : {std::pair{50.0, 30 - 5.1}, std::pair{50 + 2.6, 30 - 2.54}}) {
    auto g = melee_with_b2_at(x, y);
    g->apply_dice({1, 1});
    g->apply_dice({4, 1});
    g->apply_dice({3, 3});
    g->apply_dice({1, 1});
    const Battle& b = battle_of(*g);
    EXPECT_FALSE(said(b, "second rank")) << x << " " << y;
    EXPECT_TRUE(b.platoon(0).injured) << x << " " << y;
    EXPECT_FALSE(b.platoon(1).injured) << x << " " << y;
  }
}

// The second rank is the player's (RULINGS.md 40): Blue's Low Command names which of its
// platoons may stand as one. B2 is right behind B1 and B3 further back, still within two base
// depths (5 cm). The dice of the first test: R1's one hit in round 1, then R1 removed.
std::unique_ptr<engine::Game> melee_choosing(const Json& second_rank) {
  auto g = start(two_companies("[{name: B1, type: line-infantry, x: 50, y: 30}, {name: B2, type: line-infantry, x: 50, y: 27.46},"
                               " {name: B3, type: line-infantry, x: 50, y: 25}]",
                               "[{name: R1, type: line-infantry, x: 50, y: 33}]"));
  Json stay = kStay;
  stay["second_rank"] = second_rank;
  orders(*g, 0, kHold, stay, kHoldFire);
  orders(*g, 1, kHold, kStay, kHoldFire);
  for (const std::vector<int>& faces : {std::vector{1, 1}, std::vector{4, 1}, std::vector{3, 3}, std::vector{1, 1}}) g->apply_dice(faces);
  return g;
}

TEST(MultipleCombats, TheOrderMayNameWhichPlatoonStandsAsSecondRank) {
  auto g = melee_choosing({"B3"});
  const Battle& b = battle_of(*g);
  EXPECT_TRUE(said(b, "B3 is B1's second rank"));
  EXPECT_TRUE(b.platoon(2).injured);
  EXPECT_FALSE(b.platoon(1).injured);
  EXPECT_FALSE(b.platoon(0).injured);
}

// An empty list: no second rank, though B2 stands right behind; B1 takes the hit itself.
TEST(MultipleCombats, AnOrderNamingNoSecondRankFightsAlone) {
  auto g = melee_choosing(Json::array());
  const Battle& b = battle_of(*g);
  EXPECT_FALSE(said(b, "second rank"));
  EXPECT_TRUE(b.platoon(0).injured);
  EXPECT_FALSE(b.platoon(1).injured);
}

// The list names the company's own platoons, and the order's label says the choice.
TEST(MultipleCombats, ASecondRankFromAnotherCompanyIsRefused) {
  auto g = start(two_companies("[{name: B1, type: line-infantry, x: 50, y: 30}]", "[{name: R1, type: line-infantry, x: 50, y: 33}]"));
  order(*g, 0, {{"type", "high"}, {"battalion", "Blue Btn"}, {"command", "hold"}});
  try {
    order(*g, 0, {{"type", "low"}, {"company", "Blue Coy"}, {"command", "stay-put"}, {"second_rank", {"R1"}}});
    ADD_FAILURE() << "R1 was accepted as Blue's second rank";
  } catch (const engine::IllegalAction& e) {
    EXPECT_NE(std::string(e.what()).find("'second_rank': \"R1\" is not a platoon left in Blue Coy"), std::string::npos) << e.what();
  }
  order(*g, 0, {{"type", "low"}, {"company", "Blue Coy"}, {"command", "stay-put"}, {"second_rank", Json::array()}});
  EXPECT_NE(g->summary_for(0).find("Blue Coy: stay put, no second rank"), std::string::npos) << g->summary_for(0);
}

// Ruling 40 on the phone: while a company of two platoons or more writes its Low Command, the
// decision offers the option of no second rank, `{"second_rank": []}` added to any Low Command;
// a company of one platoon has no second rank to refuse.
TEST(MultipleCombats, TheLowCommandsDecisionOffersNoSecondRankAsAnOption) {
  const auto low_step_options = [](const std::string& blue) {
    auto g = start(two_companies(blue, "[{name: R1, type: line-infantry, x: 50, y: 90}]"));
    order(*g, 0, {{"type", "high"}, {"battalion", "Blue Btn"}, {"command", "hold"}});
    return std::get<engine::SealedOrders>(g->next_request()).decisions[0].options;
  };
  const auto two = low_step_options("[{name: B1, type: line-infantry, x: 50, y: 30}, {name: B2, type: line-infantry, x: 50, y: 27}]");
  ASSERT_EQ(two.size(), 1U);
  EXPECT_EQ(two[0].type, "low");
  EXPECT_EQ(two[0].fields, (Json{{"second_rank", Json::array()}}));
  EXPECT_TRUE(low_step_options("[{name: B1, type: line-infantry, x: 50, y: 30}]").empty());
}

}  // namespace
}  // namespace sandtable::rules::gw1418
