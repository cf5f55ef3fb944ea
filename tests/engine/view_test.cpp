// What one seat may see of a game: the toy race with secret scores, where each side sees only
// its own score and its own rolls until the end.
#include "engine/view.hpp"

#include <gtest/gtest.h>

#include "seats.hpp"
#include "toy_game.hpp"

namespace sandtable::engine {
namespace {

using namespace test_seats;

// Blue rolls a 4 and holds: Blue has 4 banked, Red is to decide.
Session blue_banks_four(bool secret) {
  const Scenario scenario = testing_toy::toy_race_scenario();
  Rulings rulings = scenario.rulings;
  rulings["secret_scores"] = secret;
  Session session(testing_toy::toy_race_rule_set().start(scenario, rulings));
  session.apply(Action::make("roll", ""));
  session.apply_dice({4});
  session.apply(Action::make("hold", ""));
  return session;
}

TEST(SeatView, APlayerSeesHisOwnSecretsAndNotTheOtherSides) {
  const Session session = blue_banks_four(true);
  EXPECT_EQ(state_view(session.game(), kBlue)["score"], Json({4, nullptr}));
  EXPECT_EQ(state_view(session.game(), kRed)["score"], Json({nullptr, 0}));
  EXPECT_EQ(state_view(session.game(), kObserver)["score"], Json({nullptr, nullptr})) << "an observer knows no side's secrets";
  EXPECT_EQ(state_view(session.game(), kUmpire)["score"], Json({4, 0})) << "the umpire sees everything";
}

TEST(SeatView, AnotherSidesRollShowsOnlyThatItHappened) {
  const Session session = blue_banks_four(true);
  const Json red_log = log_view(session.game(), session.events(), 0, kRed);
  ASSERT_EQ(red_log.size(), 3u) << "seq numbers stay whole";
  EXPECT_EQ(red_log[1]["seq"], 2);
  EXPECT_EQ(red_log[1]["hidden"], true);
  EXPECT_FALSE(red_log[1].contains("payload")) << "the faces would tell Blue's score";
  EXPECT_EQ(red_log[2]["payload"]["action"]["type"], "hold") << "a decision tells nothing secret here";
  EXPECT_EQ(log_view(session.game(), session.events(), 0, kBlue)[1]["payload"]["faces"], Json({4}));
  EXPECT_EQ(log_view(session.game(), session.events(), 0, kUmpire)[1]["payload"]["faces"], Json({4}));
  EXPECT_EQ(log_view(session.game(), session.events(), 2, kBlue).size(), 1u) << "only the events after seq 2";
}

TEST(SeatView, WithoutSecretsEverySeatSeesEverything) {
  const Session session = blue_banks_four(false);
  for (const Seat& seat : {kBlue, kRed, kObserver}) {
    EXPECT_EQ(state_view(session.game(), seat), session.game().to_json());
    EXPECT_EQ(log_view(session.game(), session.events(), 0, seat)[1]["payload"]["faces"], Json({4}));
  }
}

TEST(SeatView, AnotherSidesDecisionShowsOnlyWhoIsDeciding) {
  const Session session = blue_banks_four(true);
  const Request request = session.next_request();
  EXPECT_EQ(request_view(session.game(), request, kBlue), Json({{"kind", "waiting"}, {"side", 1}}));
  EXPECT_EQ(request_view(session.game(), request, kObserver), Json({{"kind", "waiting"}, {"side", 1}}));
  EXPECT_EQ(request_view(session.game(), request, kRed)["kind"], "decision");
  EXPECT_EQ(request_view(session.game(), request, kUmpire)["kind"], "decision");
  EXPECT_TRUE(may_decide(request, kRed));
  EXPECT_TRUE(may_decide(request, kUmpire));
  EXPECT_FALSE(may_decide(request, kBlue));
  EXPECT_FALSE(may_decide(request, kObserver));
}

TEST(SeatView, ARollWhoseReasonWouldTellASecretShowsOnlyWhoRolls) {
  const Scenario scenario = testing_toy::toy_race_scenario();
  Rulings rulings = scenario.rulings;
  rulings["secret_scores"] = true;
  Session session(testing_toy::toy_race_rule_set().start(scenario, rulings));
  session.apply(Action::make("roll", ""));
  const Request request = session.next_request();
  ASSERT_TRUE(std::holds_alternative<DiceRequest>(request));
  EXPECT_EQ(request_view(session.game(), request, kRed), Json({{"kind", "waiting"}, {"side", 0}}));
  EXPECT_EQ(request_view(session.game(), request, kObserver), Json({{"kind", "waiting"}, {"side", 0}}));
  EXPECT_EQ(request_view(session.game(), request, kBlue)["kind"], "dice");
  EXPECT_EQ(request_view(session.game(), request, kUmpire)["kind"], "dice");
}

TEST(SeatView, RolesHaveNames) {
  for (Role r : {Role::kPlayer, Role::kUmpire, Role::kObserver}) EXPECT_EQ(role_named(role_name(r)), r);
  EXPECT_EQ(role_named("general"), std::nullopt);
}

}  // namespace
}  // namespace sandtable::engine
