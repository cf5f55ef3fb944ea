// Low Commands (Executing All Commands): a company moves along an arrow to any point its
// player draws, not only to the points the list offers. Such an order, given as JSON (typed in,
// or dragged on the web app's map), is logged in the words the list would give it.
#include <gtest/gtest.h>

#include <algorithm>
#include <memory>

#include "battle_fixture.hpp"
#include "engine/log.hpp"

namespace sandtable::rules::gw1418 {
namespace {

using engine::Json;
using namespace testing;

std::unique_ptr<engine::Session> blue_and_red() {
  return std::make_unique<engine::Session>(start(two_companies("[{name: B1, type: line-infantry, x: 20, y: 20}]", "[{name: R1, type: line-infantry, x: 80, y: 90}]")));
}

std::unique_ptr<engine::Session> advancing_blue() {
  auto s = blue_and_red();
  s->apply_sealed(0, engine::Action{{{"type", "high"}, {"battalion", "Blue Btn"}, {"command", "advance"}}, ""});
  return s;
}

const Json kMoveToMyPoint{{"type", "low"}, {"company", "Blue Coy"}, {"command", "move"}, {"x", 21.5}, {"y", 24.3}};

TEST(LowCommands, AMoveToAPointOfThePlayersChoosingIsLoggedInTheListsWords) {
  auto s = advancing_blue();
  const auto offered = std::get<engine::SealedOrders>(s->game().next_request()).decisions[0].actions;
  ASSERT_TRUE(std::none_of(offered.begin(), offered.end(), [](const engine::Action& a) { return a.json == kMoveToMyPoint; }))
      << "the point is not one the list offers";
  const engine::Event& written = s->apply_sealed(0, engine::Action{kMoveToMyPoint, ""});
  EXPECT_EQ(written.payload.at("label"), "Blue Coy: move to (21.5, 24.3)");
}

// Ruling 38: a command sheet mixing its High Commands is not among the plans listed (each of
// those repeats one command), yet it is logged in the list's words.
TEST(CommandSheet, AMixedPlanGivenAsJsonIsLoggedInTheListsWords) {
  auto s = blue_and_red();
  const engine::Json mixed{{"type", "plan"}, {"battalion", "Blue Btn"}, {"commands", {"advance", "hold"}}};
  const auto offered = std::get<engine::SealedOrders>(s->game().next_request()).decisions[0].actions;
  ASSERT_TRUE(std::none_of(offered.begin(), offered.end(), [&](const engine::Action& a) { return a.json == mixed; }));
  EXPECT_EQ(s->apply_sealed(0, engine::Action{mixed, ""}).payload.at("label"), "Blue Btn: plan advance, hold (bounds 1 to 2)");
}

// The High Command given first was listed: it keeps the list's words.
TEST(LowCommands, AListedOrderGivenAsJsonKeepsTheListsWords) {
  auto s = advancing_blue();
  EXPECT_EQ(s->events().front().payload.at("label"), "Blue Btn: advance");
}

// An order refused is refused with the rule's reason, and nothing is logged.
TEST(LowCommands, AnOrderOffTheTableIsRefusedAndNotLogged) {
  auto s = advancing_blue();
  Json off = kMoveToMyPoint;
  off["y"] = 140;
  EXPECT_THROW(s->apply_sealed(0, engine::Action{off, ""}), engine::IllegalAction);
  EXPECT_EQ(s->events().size(), 1U);
}

}  // namespace
}  // namespace sandtable::rules::gw1418
