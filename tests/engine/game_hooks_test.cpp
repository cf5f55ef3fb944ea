// The two hooks a rule set may fill to make its game readable: refusal() explains why an
// unlisted action is refused, results() tells what an answer did, and the Session keeps
// those results with the event.
#include <gtest/gtest.h>

#include "engine/game.hpp"
#include "engine/log.hpp"

namespace sandtable::engine {
namespace {

// A one-step game: "shoot" a listed target, then a 1d6 roll that removes it on a 1 or 2.
class Gallery : public Game {
 public:
  Request next_request() const override {
    if (rolled_) return GameOver{};
    if (aimed_) return DiceRequest{0, 1, 6, "shot at the duck", std::nullopt, std::nullopt};
    return Decision{0, "aim", {Action::make("shoot", "shoot the duck", {{"at", "duck"}})}, true, {}};
  }
  Json to_json() const override { return {{"aimed", aimed_}, {"rolled", rolled_}}; }
  std::unique_ptr<Game> clone() const override { return std::make_unique<Gallery>(*this); }
  std::vector<std::string> side_names() const override { return {"Shooter"}; }
  std::vector<std::string> results() const override { return results_; }

 protected:
  std::optional<std::string> refusal(const Action& action) const override {
    if (action.json.value("at", "") == "owl") return "the owl is on your own side: shoot only at ducks";
    return std::nullopt;
  }

 private:
  void do_apply(const Action&) override {
    aimed_ = true;
    results_.clear();
  }
  void do_apply_dice(const std::vector<int>& faces) override {
    rolled_ = true;
    results_ = {faces[0] <= 2 ? "the duck is down" : "the duck flies off"};
  }
  bool aimed_ = false;
  bool rolled_ = false;
  std::vector<std::string> results_;
};

TEST(GameHooks, ARefusedActionGivesTheRuleSetsReasonElseTheGenericOne) {
  Gallery game;
  try {
    game.apply(Action::make("shoot", "", {{"at", "owl"}}));
    FAIL() << "the owl was shot";
  } catch (const IllegalAction& e) {
    EXPECT_EQ(std::string(e.what()),
              "action {\"at\":\"owl\",\"type\":\"shoot\"} is refused: the owl is on your own side: shoot only at ducks");
  }
  try {
    game.apply(Action::make("shoot", "", {{"at", "moon"}}));
    FAIL() << "the moon was shot";
  } catch (const IllegalAction& e) {
    EXPECT_EQ(std::string(e.what()), "action {\"at\":\"moon\",\"type\":\"shoot\"} is not one of the 1 legal actions for: aim");
  }
}

TEST(GameHooks, TheSessionRecordsWhatEachAnswerDidWithItsEvent) {
  Session session(std::make_unique<Gallery>());
  const Event& aimed = session.apply(Action::make("shoot", "", {{"at", "duck"}}));
  EXPECT_FALSE(aimed.payload.contains("results")) << "an answer that tells nothing records no results";
  const Event& shot = session.apply_dice({2});
  EXPECT_EQ(shot.payload["results"], Json::array({"the duck is down"}));
  // Undo and redo bring the event back as it was recorded, results and all.
  ASSERT_TRUE(session.undo());
  ASSERT_TRUE(session.redo());
  EXPECT_EQ(session.events().back().payload["results"], Json::array({"the duck is down"}));
}

}  // namespace
}  // namespace sandtable::engine
