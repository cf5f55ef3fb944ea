// Platoons in different situations (RULINGS.md 28): a company's Low Command may leave out
// platoons in another situation than the rest ("company except"); the order then follows the
// situation of the platoons it orders, and those left out stay put and defend themselves.
#include <gtest/gtest.h>

#include "battle_fixture.hpp"

namespace sandtable::rules::gw1418 {
namespace {

using engine::Json;
using namespace testing;

// B1 is dug in, B2 and B3 are not: the company as a whole is not dug in (safe).
std::unique_ptr<engine::Game> one_dug_in() {
  return start(two_companies("[{name: B1, type: line-infantry, x: 20, y: 20, dug_in: true}, {name: B2, type: line-infantry, x: 26, y: 20},"
                             " {name: B3, type: line-infantry, x: 32, y: 20}]",
                             "[{name: R1, type: line-infantry, x: 90, y: 90}]"));
}

std::string refusal(engine::Game& g, const Json& low) {
  try {
    Json order = low;
    order["type"] = "low";
    order["company"] = "Blue Coy";
    g.apply_sealed(0, engine::Action{order, "test"});
  } catch (const engine::IllegalAction& e) {
    return e.what();
  }
  return "accepted";
}

// Under Advance the platoons not dug in move 6 cm up the table (their centre from (29, 20) to
// (29, 40), cut to a medium infantry move); B1, left out, stays put and dug in.
TEST(PlatoonsInDifferentSituations, TheCompanyMovesButThePlatoonLeftOutStaysDugIn) {
  auto g = one_dug_in();
  order(*g, 0, {{"type", "high"}, {"battalion", "Blue Btn"}, {"command", "advance"}});
  const auto offered = std::get<engine::SealedOrders>(g->next_request()).decisions[0].actions;
  const bool listed = std::any_of(offered.begin(), offered.end(), [](const engine::Action& a) {
    return a.label.rfind("Blue Coy except B1: move to", 0) == 0;
  });
  EXPECT_TRUE(listed) << "the company except B1 is offered a move";
  order(*g, 0, {{"type", "low"}, {"company", "Blue Coy"}, {"command", "move"}, {"x", 29}, {"y", 40}, {"except", {"B1"}}});
  order(*g, 0, {{"type", "fire"}, {"company", "Blue Coy"}});
  order(*g, 0, {{"type", "seal"}});
  orders(*g, 1, kHold, kStay, kHoldFire);
  const Battle& b = battle_of(*g);
  EXPECT_DOUBLE_EQ(b.platoons[0].at.y, 20);
  EXPECT_TRUE(b.platoons[0].dug_in);
  EXPECT_DOUBLE_EQ(b.platoons[1].at.y, 26);
  EXPECT_DOUBLE_EQ(b.platoons[2].at.y, 26);
  EXPECT_FALSE(b.platoons[1].dug_in);
}

// Only a platoon in another situation may be left out, one platoon at least must be ordered,
// and the platoons named must be the company's.
TEST(PlatoonsInDifferentSituations, OnlyAPlatoonInAnotherSituationMayBeLeftOut) {
  auto g = one_dug_in();
  order(*g, 0, {{"type", "high"}, {"battalion", "Blue Btn"}, {"command", "advance"}});
  EXPECT_EQ(refusal(*g, {{"command", "stay-put"}, {"except", {"B2"}}}),
            "B2 is not dug in, safe, as the platoons ordered are: only a platoon in another situation may be left out (company except)");
  EXPECT_EQ(refusal(*g, {{"command", "stay-put"}, {"except", {"B1", "B2", "B3"}}}),
            "Blue Coy except B1, B2, B3 would leave out every platoon of Blue Coy");
  EXPECT_EQ(refusal(*g, {{"command", "stay-put"}, {"except", {"R1"}}}), "'except': \"R1\" is not a platoon left in Blue Coy");
  EXPECT_EQ(refusal(*g, {{"command", "move"}, {"x", 29}, {"y", 40}, {"except", {"B1"}}}), "accepted");
}

// The order follows the situation of the platoons it orders: under Hold, B1 alone (dug in and
// safe) may only stay put, so the company except B2 and B3 may not find cover.
TEST(PlatoonsInDifferentSituations, TheOrderFollowsTheSituationOfThePlatoonsOrdered) {
  auto g = one_dug_in();
  order(*g, 0, {{"type", "high"}, {"battalion", "Blue Btn"}, {"command", "hold"}});
  EXPECT_EQ(refusal(*g, {{"command", "find-cover"}, {"x", 20}, {"y", 20}, {"except", {"B2", "B3"}}}),
            "Blue Coy except B2, B3 (dug in, safe) under hold may not find cover: it may stay-put");
}

}  // namespace
}  // namespace sandtable::rules::gw1418
