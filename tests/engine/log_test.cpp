#include "engine/log.hpp"

#include <gtest/gtest.h>

#include "toy_game.hpp"

namespace sandtable::engine {
namespace {

using testing_toy::kRaceHold;
using testing_toy::kRaceRoll;

// Replays `events` on a fresh toy race; "seq: message" of the ReplayError, or "replayed".
std::string replay_error(const std::vector<Event>& events, std::size_t* applied = nullptr) {
  Session again(testing_toy::new_toy_race());
  std::string result = "replayed";
  try {
    again.replay(events);
  } catch (const ReplayError& e) {
    result = std::to_string(e.seq()) + ": " + e.what();
  }
  if (applied != nullptr) *applied = again.events().size();
  return result;
}

TEST(Session, RecordsEveryAnswerAsAnEvent) {
  Session session(testing_toy::new_toy_race());
  session.apply(kRaceRoll);
  session.apply_dice({5});
  const Event& hold = session.apply(kRaceHold);
  ASSERT_EQ(session.events().size(), 3u);
  const Event& roll = session.events()[0];
  EXPECT_EQ(roll.seq, 1u);
  EXPECT_EQ(roll.kind, EventKind::kDecision);
  EXPECT_EQ(roll.side, 0);
  EXPECT_EQ(roll.payload["action"], kRaceRoll.json);
  EXPECT_EQ(roll.payload["label"], "Roll a d6") << "the label comes from the game's list";
  const Event& dice = session.events()[1];
  EXPECT_EQ(dice.kind, EventKind::kDice);
  EXPECT_EQ(dice.payload["faces"], Json::array({5}));
  EXPECT_EQ(dice.payload["reason"], "Blue: roll 1d6");
  EXPECT_EQ(hold.seq, 3u);
  EXPECT_FALSE(hold.unix_ms.has_value());
  EXPECT_EQ(session.game().to_json()["score"], Json::array({5, 0}));
  EXPECT_EQ(session.game().to_json()["active"], 1);
}

TEST(Session, AnIllegalAnswerRecordsNothing) {
  Session session(testing_toy::new_toy_race());
  EXPECT_THROW(session.apply_dice({3}), IllegalAction);
  EXPECT_THROW(session.apply(Action::make("charge", "")), IllegalAction);
  EXPECT_TRUE(session.events().empty());
}

TEST(Session, StampsEventsWithItsClock) {
  Session session(testing_toy::new_toy_race(), [] { return std::int64_t{1'700'000'000'000}; });
  EXPECT_EQ(session.apply(kRaceRoll).unix_ms, 1'700'000'000'000);
}

TEST(Session, RollsFromADiceSource) {
  Session session(testing_toy::new_toy_race());
  ScriptedDice dice({6});
  EXPECT_THROW(session.roll(dice), IllegalAction) << "no roll is due yet";
  session.apply(kRaceRoll);
  EXPECT_EQ(session.roll(dice).payload["faces"], Json::array({6}));
}

TEST(Session, UndoAndRedoStepThroughTheLog) {
  Session session(testing_toy::new_toy_race());
  const auto start = session.game().fingerprint();
  EXPECT_FALSE(session.undo());
  session.apply(kRaceRoll);
  const auto after_roll = session.game().fingerprint();
  session.apply_dice({4});
  EXPECT_TRUE(session.undo());
  EXPECT_EQ(session.game().fingerprint(), after_roll);
  EXPECT_TRUE(session.undo());
  EXPECT_EQ(session.game().fingerprint(), start);
  EXPECT_TRUE(session.can_redo());
  EXPECT_TRUE(session.redo());
  EXPECT_TRUE(session.redo());
  EXPECT_FALSE(session.redo());
  EXPECT_EQ(session.game().to_json()["turn_total"], 4);
}

TEST(Session, ANewAnswerClearsTheRedoList) {
  Session session(testing_toy::new_toy_race());
  session.apply(kRaceRoll);
  session.undo();
  session.apply(kRaceHold);
  EXPECT_FALSE(session.can_redo());
}

TEST(Session, UndoPastManySnapshotsGivesTheSameStates) {
  const Rulings long_race{{"target", 1000}, {"turn_limit", 1000}};
  Session session(testing_toy::toy_race_rule_set().start(testing_toy::toy_race_scenario(), long_race));
  ScriptedDice dice(std::vector<int>(200, 2));
  std::vector<std::uint64_t> seen{session.game().fingerprint()};
  while (session.events().size() < 100) {
    if (std::holds_alternative<DiceRequest>(session.next_request())) {
      session.roll(dice);
    } else {
      session.apply(session.events().size() % 4 == 2 ? kRaceHold : kRaceRoll);
    }
    seen.push_back(session.game().fingerprint());
  }
  for (std::size_t n = seen.size() - 1; n > 0; --n) {
    ASSERT_EQ(session.game().fingerprint(), seen[n]) << "after " << n << " events";
    session.undo();
  }
  EXPECT_EQ(session.game().fingerprint(), seen[0]);
}

TEST(Session, ReplayRebuildsAndChecksOrder) {
  Session played(testing_toy::new_toy_race());
  played.apply(kRaceRoll);
  played.apply_dice({3});
  played.apply(kRaceHold);
  Session again(testing_toy::new_toy_race());
  again.replay(played.events());
  EXPECT_EQ(again.game().fingerprint(), played.game().fingerprint());
  EXPECT_EQ(again.log_fingerprint(), played.log_fingerprint());
  EXPECT_EQ(replay_error({played.events()[1]}), "2: event 2: out of order: expected event 1");
}

TEST(Session, ReplayStopsAtAnEventThatDoesNotFitAndSaysWhich) {
  Session played(testing_toy::new_toy_race());
  played.apply(kRaceRoll);
  std::vector<Event> events = played.events();
  events.push_back(Event{2, EventKind::kDice, 0, Json{{"faces", {9}}}, {}});
  std::size_t applied = 0;
  EXPECT_EQ(replay_error(events, &applied), "2: event 2: Blue: roll 1d6: die 1 shows 9, but a d6 has faces 1 to 6");
  EXPECT_EQ(applied, 1u) << "the events before the bad one stay applied";
}

TEST(Session, ReplayRefusesAnEventOfTheWrongSide) {
  Session played(testing_toy::new_toy_race());
  played.apply(kRaceRoll);
  std::vector<Event> events = played.events();
  events[0].side = 1;
  EXPECT_EQ(replay_error(events), "1: event 1: recorded for side 1, but the game asks side 0");
}

// A fixed seeded game: if the engine, the dice or the hashing change behaviour, this shows.
TEST(Session, ASeededGameKeepsItsFingerprints) {
  Session session(testing_toy::new_toy_race());
  SeededDice dice(core::Rng::stream(7, 0));
  while (!std::holds_alternative<GameOver>(session.next_request())) {
    if (std::holds_alternative<DiceRequest>(session.next_request())) {
      session.roll(dice);
    } else {
      session.apply(session.game().to_json()["turn_total"].get<int>() >= 8 ? kRaceHold : kRaceRoll);
    }
  }
  EXPECT_EQ(session.events().size(), 35u);
  EXPECT_EQ(session.log_fingerprint(), 3910223241825604646u);
  EXPECT_EQ(session.game().fingerprint(), 14331884692166850867u);
  EXPECT_EQ(std::get<GameOver>(session.next_request()).summary, "Red wins 24-11");
}

TEST(Event, JsonRoundTrip) {
  const Event e{4, EventKind::kDice, 1, Json{{"faces", {2, 6}}, {"reason", "Red: 2d6"}}, 1234};
  const Event back = event_from_json(Json::parse(to_json(e).dump()));
  EXPECT_EQ(to_json(back), to_json(e));
}

TEST(Event, FromJsonSaysWhatIsWrong) {
  auto message = [](const Json& j) {
    try {
      event_from_json(j);
    } catch (const std::invalid_argument& e) {
      return std::string(e.what());
    }
    return std::string("accepted");
  };
  const Json good{{"seq", 1}, {"kind", "dice"}, {"side", 0}, {"payload", Json::object()}};
  EXPECT_EQ(message(good), "accepted");
  EXPECT_EQ(message(Json::array()), "an event must be a JSON object");
  Json j = good;
  j.erase("seq");
  EXPECT_EQ(message(j), "event has no \"seq\"");
  j = good;
  j["seq"] = 0;
  EXPECT_EQ(message(j), "event \"seq\" must be a positive integer");
  j = good;
  j["kind"] = "move";
  EXPECT_EQ(message(j), "event kind \"move\" is not \"decision\", \"dice\" or \"close\"");
  j = good;
  j["payload"] = "faces";
  EXPECT_EQ(message(j), "event \"payload\" must be an object");
}

// Reliability: a save's side of 2^32 was once read as side 0.
TEST(Event, ASidePastEveryGamesSidesIsRefusedNotWrapped) {
  Json j{{"seq", 1}, {"kind", "dice"}, {"side", std::int64_t{4294967296}}, {"payload", Json::object()}};
  EXPECT_THROW(event_from_json(j), std::invalid_argument);
  j["side"] = -2;
  EXPECT_THROW(event_from_json(j), std::invalid_argument);
  j["side"] = kNoSide;
  EXPECT_EQ(event_from_json(j).side, kNoSide);
}

TEST(LogFingerprint, IgnoresTimestampsButNotContent) {
  Event a{1, EventKind::kDice, 0, Json{{"faces", {3}}}, 100};
  Event b = a;
  b.unix_ms = 200;
  EXPECT_EQ(log_fingerprint({a}), log_fingerprint({b}));
  b.payload["faces"] = {4};
  EXPECT_NE(log_fingerprint({a}), log_fingerprint({b}));
  EXPECT_NE(log_fingerprint({a}), log_fingerprint({}));
}

// Records what it is told; fails on request.
class RecordingListener : public LogListener {
 public:
  void appended(const Event& event) override {
    if (fail_next) throw std::runtime_error("disk full");
    seqs.push_back(event.seq);
  }
  void truncated(std::uint64_t size) override { seqs.resize(size); }
  std::vector<std::uint64_t> seqs;
  bool fail_next = false;
};

TEST(Session, KeepsAListenerInStep) {
  Session session(testing_toy::new_toy_race());
  RecordingListener listener;
  session.set_listener(&listener);
  session.apply(kRaceRoll);
  session.apply_dice({2});
  session.undo();
  EXPECT_EQ(listener.seqs, (std::vector<std::uint64_t>{1}));
  session.redo();
  EXPECT_EQ(listener.seqs, (std::vector<std::uint64_t>{1, 2}));
}

// A copy before event 2 goes on with another roll (a 6, not the 2) and the hold after it:
// adopting it leaves the listener with events 1 to 3, the log with the 6, and the race's
// turn total at 6 banked by the hold (Blue's score 6); the original is untouched until then.
TEST(Session, AnAdoptedCopyBeforeAnEventRewritesTheLogAfterIt) {
  Session session(testing_toy::new_toy_race());
  RecordingListener listener;
  session.set_listener(&listener);
  session.apply(kRaceRoll);
  session.apply_dice({2});
  session.apply(Action::make("hold", "Hold"));
  std::unique_ptr<Session> changed = session.copy_before(1);
  EXPECT_EQ(changed->events().size(), 1u);
  changed->apply_dice({6});
  changed->replay({session.events()[2]}, Session::Words::kToldAgain);
  EXPECT_EQ(session.events()[1].payload["faces"], Json({2})) << "the copy is independent";

  session.adopt(std::move(*changed), 1);
  EXPECT_EQ(listener.seqs, (std::vector<std::uint64_t>{1, 2, 3}));
  EXPECT_EQ(session.events()[1].payload["faces"], Json({6}));
  EXPECT_EQ(session.events()[2].payload["label"], "Hold and bank 6") << "the hold's words told again";
  EXPECT_EQ(session.game().to_json()["score"], Json({6, 0}));
  EXPECT_FALSE(session.can_redo());
}

TEST(Session, AnEventTheListenerCannotTakeIsTakenBack) {
  Session session(testing_toy::new_toy_race());
  RecordingListener listener;
  session.set_listener(&listener);
  session.apply(kRaceRoll);
  session.apply_dice({3});
  session.undo();
  const auto before = session.game().fingerprint();
  listener.fail_next = true;
  EXPECT_THROW(session.apply_dice({5}), std::runtime_error);
  EXPECT_EQ(session.events().size(), 1u);
  EXPECT_EQ(session.game().fingerprint(), before);
  EXPECT_TRUE(session.can_redo()) << "a failed answer does not cost the redo list";
}

}  // namespace
}  // namespace sandtable::engine

namespace sandtable::engine {
namespace {

// A rule set's hooks are private: only Game::apply and apply_dice, which check the request
// first, reach them.
template <class G>
concept RuleHooksReachable = requires(G& g, const Action& a, const std::vector<int>& faces) {
  g.do_apply(a);
  g.do_apply_dice(faces);
};
static_assert(!RuleHooksReachable<Game>);

// A Session hands its game out only as const, so its state changes only through the
// Session's apply, apply_dice, roll, undo, redo and replay, each of which records the change.
template <class S>
concept SessionGameMutable = requires(S& s, const Action& a) { s.game().apply(a); };
static_assert(!SessionGameMutable<Session>);
static_assert(std::is_same_v<decltype(std::declval<Session&>().game()), const Game&>);

TEST(SessionHistory, EveryChangeToTheGameIsAnEventThatReplaysToIt) {
  Session session(testing_toy::new_toy_race());
  SeededDice dice(core::Rng(99));
  for (int step = 0; step < 40; ++step) {
    const Request r = session.next_request();
    if (std::holds_alternative<GameOver>(r)) break;
    const std::size_t before = session.events().size();
    if (std::holds_alternative<DiceRequest>(r)) {
      session.roll(dice);
    } else {
      session.apply(std::get<Decision>(r).actions.front());
    }
    ASSERT_EQ(session.events().size(), before + 1) << "an answer left no event";
    Session replayed(testing_toy::new_toy_race());
    replayed.replay(session.events());
    ASSERT_EQ(replayed.game().fingerprint(), session.game().fingerprint()) << "the log does not rebuild step " << step;
  }
}

}  // namespace
}  // namespace sandtable::engine
