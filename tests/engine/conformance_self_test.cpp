// The conformance suite catches broken games: each flaw below must make it fail.
#include <gtest/gtest-spi.h>
#include <gtest/gtest.h>

#include "conformance/conformance.hpp"
#include "toy_game.hpp"

namespace sandtable::conformance {
namespace {

using namespace engine;

enum class Flaw { kNone, kCloneStartsOver, kRejectionChangesState, kNeverEnds };

// The toy race with one flaw built in.
class FlawedGame : public Game {
 public:
  FlawedGame(std::unique_ptr<Game> inner, Flaw flaw) : inner_(std::move(inner)), flaw_(flaw) {}

  Request next_request() const override {
    Request r = inner_->next_request();
    if (auto* d = std::get_if<Decision>(&r); d != nullptr && flaw_ == Flaw::kRejectionChangesState) d->complete = false;
    return r;
  }
  Json to_json() const override { return {{"inner", inner_->to_json()}, {"rejected", rejected_}}; }
  std::unique_ptr<Game> clone() const override {
    if (flaw_ == Flaw::kCloneStartsOver) return std::make_unique<FlawedGame>(testing_toy::new_toy_race(), flaw_);
    auto copy = std::make_unique<FlawedGame>(inner_->clone(), flaw_);
    copy->rejected_ = rejected_;
    return copy;
  }
  std::vector<std::string> side_names() const override { return inner_->side_names(); }

 private:
  void do_apply(const Action& action) override {
    if (flaw_ == Flaw::kRejectionChangesState && action.type() != "roll" && action.type() != "hold") {
      ++rejected_;
      throw IllegalAction("unknown action");
    }
    inner_->apply(action);
  }
  void do_apply_dice(const std::vector<int>& faces) override {
    // Never-ending: the dice are ignored, so the same roll is asked for again and again.
    if (flaw_ != Flaw::kNeverEnds) inner_->apply_dice(faces);
  }

  std::unique_ptr<Game> inner_;
  Flaw flaw_;
  int rejected_ = 0;
};

// The failure messages a random playout of the flawed toy produces.
std::string playout_failures(Flaw flaw) {
  Session session(std::make_unique<FlawedGame>(testing_toy::new_toy_race(), flaw));
  ::testing::TestPartResultArray results;
  {
    const ::testing::ScopedFakeTestPartResultReporter reporter(
        ::testing::ScopedFakeTestPartResultReporter::INTERCEPT_ONLY_CURRENT_THREAD, &results);
    play_random(session, 0, 500);
  }
  std::string messages;
  for (int i = 0; i < results.size(); ++i) messages += results.GetTestPartResult(i).message();
  return messages;
}

TEST(ConformanceSuite, PassesTheSoundToy) { EXPECT_EQ(playout_failures(Flaw::kNone), ""); }

TEST(ConformanceSuite, CatchesACloneThatIsNotACopy) {
  EXPECT_NE(playout_failures(Flaw::kCloneStartsOver).find("a clone differs from its original"), std::string::npos);
}

TEST(ConformanceSuite, CatchesARejectionThatChangesTheGame) {
  EXPECT_NE(playout_failures(Flaw::kRejectionChangesState).find("a rejected answer changed the game"), std::string::npos);
}

TEST(ConformanceSuite, CatchesAGameThatNeverEnds) {
  EXPECT_NE(playout_failures(Flaw::kNeverEnds).find("no GameOver after 500 steps"), std::string::npos);
}

}  // namespace
}  // namespace sandtable::conformance
