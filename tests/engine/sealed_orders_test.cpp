// Rounds of sealed orders (engine/request.hpp, SealedOrders): every side writes at once, none
// sees another's orders until all are in, a side may change its orders until then, and the
// umpire may close a round early. Tried on the toy sealed-bids game (toy_bids.hpp).
#include <gtest/gtest.h>

#include "engine/log.hpp"
#include "engine/view.hpp"
#include "seats.hpp"
#include "toy_bids.hpp"

namespace sandtable::engine {
namespace {

using namespace test_seats;

Action bid(int value) { return Action::make("bid", "", {{"bid", value}}); }
const Action kSeal = Action::make("seal", "");
const Action kUnseal = Action::make("unseal", "");

SealedOrders orders_of(const Session& session) { return std::get<SealedOrders>(session.next_request()); }

TEST(SealedOrders, EverySideWritesAtOnceInEitherOrder) {
  Session session(testing_toy::new_toy_bids());
  const SealedOrders round = orders_of(session);
  EXPECT_EQ(round.round, "round 1");
  EXPECT_EQ(round.sides(), std::vector<SideIndex>({0, 1}));
  EXPECT_TRUE(round.sealed.empty());
  // Red writes first although Blue is side 0: neither waits for the other.
  session.apply_sealed(1, bid(2));
  session.apply_sealed(0, bid(3));
  session.apply_sealed(1, kSeal);
  EXPECT_EQ(orders_of(session).sealed, std::vector<SideIndex>({1}));
  session.apply_sealed(0, kSeal);
  // 3 beats 2: Blue scores and round 2 opens.
  EXPECT_EQ(session.game().to_json()["score"], Json({1, 0}));
  EXPECT_EQ(orders_of(session).round, "round 2");
}

TEST(SealedOrders, ASealedSideMayChangeItsOrdersUntilAllAreIn) {
  Session session(testing_toy::new_toy_bids());
  session.apply_sealed(0, bid(1));
  session.apply_sealed(0, kSeal);
  session.apply_sealed(0, kUnseal);
  session.apply_sealed(0, bid(3));
  session.apply_sealed(0, kSeal);
  session.apply_sealed(1, bid(2));
  session.apply_sealed(1, kSeal);
  EXPECT_EQ(session.game().to_json()["score"], Json({1, 0})) << "Blue's changed bid of 3 counted, not the 1";
}

TEST(SealedOrders, TheUmpireClosesARoundAndUnwrittenOrdersCountAsNone) {
  Session session(testing_toy::new_toy_bids());
  session.apply_sealed(1, bid(1));
  const Event& close = session.close_round();
  EXPECT_EQ(close.kind, EventKind::kClose);
  EXPECT_EQ(close.side, kNoSide);
  EXPECT_EQ(close.payload["round"], "round 1");
  // Red's unsealed 1 stands; Blue wrote nothing and bids 0.
  EXPECT_EQ(session.game().to_json()["score"], Json({0, 1}));
}

TEST(SealedOrders, AnswersThatDoNotFitTheRoundAreRefused) {
  Session session(testing_toy::new_toy_bids());
  EXPECT_THROW(session.apply(bid(1)), IllegalAction) << "a plain decision in a round of sealed orders";
  EXPECT_THROW(session.apply_sealed(2, bid(1)), IllegalAction) << "a side not in the round";
  EXPECT_THROW(session.apply_sealed(0, bid(4)), IllegalAction) << "a bid not listed";
  EXPECT_THROW(session.apply_sealed(0, kSeal), IllegalAction) << "sealing before writing is not offered";
  EXPECT_TRUE(session.events().empty()) << "nothing refused is recorded";
  // Equal bids go to the d6: no round is open while it is due.
  session.apply_sealed(0, bid(2));
  session.apply_sealed(1, bid(2));
  session.close_round();
  ASSERT_TRUE(std::holds_alternative<DiceRequest>(session.next_request()));
  EXPECT_THROW(session.apply_sealed(0, bid(1)), IllegalAction);
  EXPECT_THROW(session.close_round(), IllegalAction);
}

TEST(SealedOrders, TheLogRecordsEachOrderWithItsRoundAndReplays) {
  Session session(testing_toy::new_toy_bids());
  session.apply_sealed(1, bid(3));
  session.apply_sealed(0, bid(2));
  session.close_round();
  session.apply_sealed(0, bid(1));
  EXPECT_EQ(session.events()[0].side, 1);
  EXPECT_EQ(session.events()[0].payload["round"], "round 1");
  std::vector<Event> round_trip;
  for (const Event& e : session.events()) round_trip.push_back(event_from_json(to_json(e)));
  EXPECT_EQ(to_json(round_trip[2])["kind"], "close");
  Session replayed(testing_toy::new_toy_bids());
  replayed.replay(round_trip);
  EXPECT_EQ(replayed.game().fingerprint(), session.game().fingerprint());
  // Undo takes back the last order alone, whoever wrote it.
  ASSERT_TRUE(session.undo());
  ASSERT_TRUE(session.undo());
  EXPECT_EQ(orders_of(session).round, "round 1");
}

TEST(SealedOrders, ReplayRefusesAnOrderFromASideNotInTheRound) {
  Session session(testing_toy::new_toy_bids());
  Event forged{1, EventKind::kDecision, 2, {{"action", bid(1).json}, {"label", ""}, {"round", "round 1"}}, {}};
  EXPECT_THROW(session.replay({forged}), ReplayError);
  Event close_by_a_side{1, EventKind::kClose, 0, {{"round", "round 1"}}, {}};
  EXPECT_THROW(session.replay({close_by_a_side}), ReplayError) << "a round is closed by the umpire, not a side";
}

TEST(SealedOrders, APlayerSeesOnlyHisOwnOrdersUntilTheRoundCloses) {
  Session session(testing_toy::new_toy_bids());
  session.apply_sealed(0, bid(3));
  session.apply_sealed(0, kSeal);
  session.apply_sealed(1, bid(1));
  const Request request = session.next_request();

  const Json red_request = request_view(session.game(), request, kRed);
  EXPECT_EQ(red_request["kind"], "sealed");
  ASSERT_EQ(red_request["decisions"].size(), 1u);
  EXPECT_EQ(red_request["decisions"][0]["side"], 1);
  EXPECT_EQ(red_request["sealed"], Json::array({0})) << "that Blue has sealed is no secret";
  EXPECT_TRUE(request_view(session.game(), request, kObserver)["decisions"].empty());
  EXPECT_EQ(request_view(session.game(), request, kUmpire)["decisions"].size(), 2u);
  EXPECT_TRUE(may_decide(request, kRed));
  EXPECT_TRUE(may_decide(request, kUmpire));
  EXPECT_FALSE(may_decide(request, kObserver));

  const Json red_log = log_view(session.game(), session.events(), 0, kRed);
  EXPECT_EQ(red_log[0]["hidden"], true) << "Blue's bid";
  EXPECT_EQ(red_log[1]["hidden"], true) << "Blue's seal";
  EXPECT_EQ(red_log[2]["payload"]["action"]["bid"], 1) << "Red's own bid";
  EXPECT_EQ(log_view(session.game(), session.events(), 0, kObserver)[2]["hidden"], true);
  EXPECT_EQ(log_view(session.game(), session.events(), 0, kUmpire)[0]["payload"]["action"]["bid"], 3);
  EXPECT_EQ(state_view(session.game(), kRed)["bid"], Json({nullptr, 1}));

  session.apply_sealed(1, kSeal);
  const Json after = log_view(session.game(), session.events(), 0, kRed);
  EXPECT_EQ(after[0]["payload"]["action"]["bid"], 3) << "once the round is closed, Blue's orders are told";
}

}  // namespace
}  // namespace sandtable::engine
