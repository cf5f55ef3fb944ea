#include "conformance/conformance.hpp"
#include "engine/rule_set.hpp"

#include "conformance/temp_file.hpp"
#include "core/random.hpp"
#include "engine/store.hpp"

namespace sandtable::conformance {

using namespace engine;

std::string case_name(const ::testing::TestParamInfo<Case>& info) { return info.param.name; }

void PrintTo(const Case& c, std::ostream* out) { *out << c.name << " (" << c.scenario_path << ")"; }

namespace {

constexpr std::uint64_t kSeed = 20260101;

std::unique_ptr<Game> new_game(const Case& c) {
  const Scenario scenario = load_scenario(c.scenario_path);
  return c.rule_set.start(scenario, scenario.rulings);
}

// Checks that wrong answers to `request` throw IllegalAction and leave `game` unchanged.
void expect_rejects_wrong_answers(Game& game, const Request& request) {
  const std::uint64_t before = game.fingerprint();
  const Action nonsense = Action::make("conformance.not-an-action", "not an action");
  if (const auto* dice = std::get_if<DiceRequest>(&request)) {
    EXPECT_THROW(game.apply(nonsense), IllegalAction) << dice->reason;
    EXPECT_THROW(game.apply_dice(std::vector<int>(static_cast<std::size_t>(dice->count) + 1, 1)), IllegalAction)
        << dice->reason << ": too many dice accepted";
    EXPECT_THROW(game.apply_dice(std::vector<int>(static_cast<std::size_t>(dice->count), dice->sides + 1)), IllegalAction)
        << dice->reason << ": a face above the die's sides accepted";
    EXPECT_THROW(game.apply_dice(std::vector<int>(static_cast<std::size_t>(dice->count), 0)), IllegalAction)
        << dice->reason << ": a face of 0 accepted";
  } else if (const auto* orders = std::get_if<SealedOrders>(&request)) {
    EXPECT_THROW(game.apply(nonsense), IllegalAction) << orders->round << ": a plain decision accepted in a round of sealed orders";
    EXPECT_THROW(game.apply_sealed(kNoSide, nonsense), IllegalAction) << orders->round << ": orders of no side accepted";
    for (const Decision& d : orders->decisions) {
      if (d.complete) EXPECT_THROW(game.apply_sealed(d.side, nonsense), IllegalAction) << d.prompt;
    }
    EXPECT_THROW(game.apply_dice({1}), IllegalAction) << "dice accepted when sealed orders are due";
  } else {
    EXPECT_THROW(game.apply(nonsense), IllegalAction) << std::get<Decision>(request).prompt;
    EXPECT_THROW(game.apply_sealed(std::get<Decision>(request).side, nonsense), IllegalAction)
        << "sealed orders accepted when no round is open";
    EXPECT_THROW(game.close_round(), IllegalAction) << "a round closed when none is open";
    EXPECT_THROW(game.apply_dice({1}), IllegalAction) << "dice accepted when a decision is due";
  }
  EXPECT_EQ(game.fingerprint(), before) << "a rejected answer changed the game";
}

// Plays as play_random does, without failing when `max_steps` pass before the game ends.
void play_steps(Session& session, std::uint64_t playout, int max_steps, int check_every, bool& ended) {
  ended = false;
  core::Rng choices = core::Rng::stream(kSeed, playout, core::Purpose::kDecision);
  SeededDice dice(core::Rng::stream(kSeed, playout, core::Purpose::kBattle));
  const auto sides = static_cast<SideIndex>(session.game().side_names().size());
  for (int step = 0; step < max_steps; ++step) {
    const Request request = session.next_request();
    if (const auto* over = std::get_if<GameOver>(&request)) {
      if (over->winner) {
        EXPECT_TRUE(*over->winner >= 0 && *over->winner < sides) << "winner " << *over->winner;
      }
      ended = true;
      return;
    }
    const bool checked = check_every > 0 && step % check_every == 0;
    const std::uint64_t before = checked ? session.game().fingerprint() : 0;
    std::unique_ptr<Game> twin;
    if (checked) {
      twin = session.game().clone();
      ASSERT_EQ(twin->fingerprint(), before) << "a clone differs from its original";
      ASSERT_NO_FATAL_FAILURE(expect_rejects_wrong_answers(*twin, request));
    }
    // Answers the clone first (when checking) and the session second, alike.
    const auto answer = [&](const auto& on_twin, const auto& on_session) {
      if (checked) {
        on_twin(*twin);
        ASSERT_EQ(session.game().fingerprint(), before) << "answering a clone changed the original";
      }
      on_session(session);
    };
    if (const auto* decision = std::get_if<Decision>(&request)) {
      ASSERT_FALSE(decision->actions.empty()) << "a decision with no actions: " << decision->prompt;
      ASSERT_TRUE(decision->options.empty() || !decision->complete) << "options on a complete list would be refused: " << decision->prompt;
      ASSERT_TRUE(decision->side >= 0 && decision->side < sides) << decision->prompt;
      const Action& pick = decision->actions[choices.below(static_cast<std::uint32_t>(decision->actions.size()))];
      ASSERT_NO_FATAL_FAILURE(answer([&](Game& g) { g.apply(pick); }, [&](Session& s) { s.apply(pick); }));
    } else if (const auto* orders = std::get_if<SealedOrders>(&request)) {
      // A side still writing, at random; a sealed side's change of mind is tested by the rule sets.
      std::vector<const Decision*> writing;
      for (const Decision& d : orders->decisions) {
        ASSERT_TRUE(d.side >= 0 && d.side < sides) << d.prompt;
        ASSERT_FALSE(d.actions.empty()) << "a decision with no actions: " << d.prompt;
        ASSERT_TRUE(d.options.empty() || !d.complete) << "options on a complete list would be refused: " << d.prompt;
        if (!orders->is_sealed(d.side)) writing.push_back(&d);
      }
      ASSERT_FALSE(writing.empty()) << orders->round << ": every side has sealed but the round is still open";
      const Decision& d = *writing[choices.below(static_cast<std::uint32_t>(writing.size()))];
      const Action& pick = d.actions[choices.below(static_cast<std::uint32_t>(d.actions.size()))];
      ASSERT_NO_FATAL_FAILURE(
          answer([&](Game& g) { g.apply_sealed(d.side, pick); }, [&](Session& s) { s.apply_sealed(d.side, pick); }));
    } else {
      const auto& roll = std::get<DiceRequest>(request);
      ASSERT_GE(roll.count, 1) << roll.reason;
      ASSERT_GE(roll.sides, 2) << roll.reason;
      if (roll.outcome) {
        EXPECT_NEAR(roll.outcome->total(), 1.0, 1e-9) << roll.reason << ": chances do not sum to 1";
      }
      const std::vector<int> faces = dice.roll(roll);
      ASSERT_NO_FATAL_FAILURE(answer([&](Game& g) { g.apply_dice(faces); }, [&](Session& s) { s.apply_dice(faces); }));
    }
    if (checked) {
      ASSERT_EQ(session.game().fingerprint(), twin->fingerprint()) << "a clone answered alike ended up different";
    }
  }
}

}  // namespace

void play_random(Session& session, std::uint64_t playout, int max_steps, int check_every) {
  bool ended = false;
  ASSERT_NO_FATAL_FAILURE(play_steps(session, playout, max_steps, check_every, ended));
  if (!ended) FAIL() << "no GameOver after " << max_steps << " steps";
}

void play_for_mechanics(Session& session, const Case& c, std::uint64_t playout) {
  if (c.mechanics_steps == 0) {
    play_random(session, playout, c.max_steps, 0);
  } else {
    bool ended = false;
    play_steps(session, playout, c.mechanics_steps, 0, ended);
  }
}

// Instantiated where games are listed (conformance_tests, the toy's self-test); other test
// programs link this library for its helpers only.
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(GameConformance);

TEST_P(GameConformance, Starts) {
  const auto game = new_game(GetParam());
  EXPECT_FALSE(std::holds_alternative<GameOver>(game->next_request())) << "the game is over before it starts";
  EXPECT_FALSE(game->side_names().empty());
  EXPECT_TRUE(game->to_json().is_object());
  EXPECT_EQ(game->fingerprint(), new_game(GetParam())->fingerprint()) << "two set-ups of one scenario differ";
}

TEST_P(GameConformance, RandomPlayoutsEnd) {
  for (int p = 0; p < GetParam().playouts; ++p) {
    Session session(new_game(GetParam()));
    ASSERT_NO_FATAL_FAILURE(
        play_random(session, static_cast<std::uint64_t>(p), GetParam().max_steps, GetParam().check_every))
        << "playout " << p;
  }
}

TEST_P(GameConformance, UndoReturnsToStartAndRedoToEnd) {
  Session session(new_game(GetParam()));
  ASSERT_NO_FATAL_FAILURE(play_for_mechanics(session, GetParam(), 0));
  const std::uint64_t end = session.game().fingerprint();
  const std::uint64_t log = session.log_fingerprint();
  while (session.undo()) {
  }
  EXPECT_EQ(session.game().fingerprint(), session.initial().fingerprint());
  EXPECT_TRUE(session.events().empty());
  while (session.redo()) {
  }
  EXPECT_EQ(session.game().fingerprint(), end);
  EXPECT_EQ(session.log_fingerprint(), log);
}

TEST_P(GameConformance, ReplayOfTheLogRebuildsTheGame) {
  Session session(new_game(GetParam()));
  ASSERT_NO_FATAL_FAILURE(play_for_mechanics(session, GetParam(), 1));
  std::vector<Event> events;
  for (const Event& e : session.events()) events.push_back(event_from_json(Json::parse(to_json(e).dump())));
  Session again(new_game(GetParam()));
  again.replay(events);
  EXPECT_EQ(again.game().fingerprint(), session.game().fingerprint());
  EXPECT_EQ(again.log_fingerprint(), session.log_fingerprint());
}

TEST_P(GameConformance, SaveAndLoadGiveTheSameGame) {
  const testing_support::TempFile file("sandtable-conformance");
  const Scenario scenario = load_scenario(GetParam().scenario_path);
  std::uint64_t end = 0;
  std::uint64_t log = 0;
  {
    SavedGame saved = SavedGame::start(file.path(), GetParam().rule_set, scenario, scenario.rulings);
    ASSERT_NO_FATAL_FAILURE(play_for_mechanics(saved.session(), GetParam(), 2));
    saved.checkpoint();
    end = saved.session().game().fingerprint();
    log = saved.session().log_fingerprint();
  }
  Registry registry;
  registry.add(GetParam().rule_set);
  SavedGame loaded = SavedGame::load(file.path(), registry);
  EXPECT_EQ(loaded.session().game().fingerprint(), end);
  EXPECT_EQ(loaded.session().log_fingerprint(), log);
}

}  // namespace sandtable::conformance
