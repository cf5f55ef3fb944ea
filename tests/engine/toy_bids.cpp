#include "toy_bids.hpp"

#include <array>
#include <fmt/format.h>

namespace sandtable::testing_toy {

using engine::Json;

namespace {

struct BidsState {
  std::array<std::string, 2> names;
  int rounds = 3;
  int round = 1;
  std::array<int, 2> score{0, 0};
  std::array<int, 2> bid{0, 0};  // this round's, 0 while unwritten
  std::array<bool, 2> sealed{false, false};
  bool tie_roll = false;
};

class BidsGame : public engine::Game {
 public:
  explicit BidsGame(BidsState state) : s_(std::move(state)) {}

  engine::Request next_request() const override {
    if (s_.round > s_.rounds) return over();
    if (s_.tie_roll) return engine::DiceRequest{engine::kNoSide, 1, 6, "equal bids: 1-3 the first side, 4-6 the second", {}};
    engine::SealedOrders orders{round_name(), {}, {}};
    for (int side = 0; side < 2; ++side) {
      orders.decisions.push_back(decision(side));
      if (s_.sealed[side]) orders.sealed.push_back(side);
    }
    return orders;
  }

  Json to_json() const override {
    return {{"names", s_.names}, {"round", s_.round}, {"rounds", s_.rounds}, {"score", s_.score},
            {"bid", s_.bid}, {"sealed", s_.sealed}, {"tie_roll", s_.tie_roll}};
  }

  // The other side's bid is its secret until the round is resolved.
  Json to_json_for(engine::SideIndex viewer) const override {
    Json shown = to_json();
    for (int side = 0; side < 2; ++side) {
      if (side != viewer && !s_.tie_roll) shown["bid"][static_cast<std::size_t>(side)] = nullptr;
    }
    return shown;
  }

  std::unique_ptr<engine::Game> clone() const override { return std::make_unique<BidsGame>(*this); }
  std::vector<std::string> side_names() const override { return {s_.names.begin(), s_.names.end()}; }

 private:
  std::string round_name() const { return fmt::format("round {}", s_.round); }

  engine::Decision decision(int side) const {
    const std::string& name = s_.names[static_cast<std::size_t>(side)];
    if (s_.sealed[side]) {
      return {side, fmt::format("{}: bid {} sealed", name, s_.bid[side]), {engine::Action::make("unseal", "Change my bid")}, true, {}};
    }
    engine::Decision d{side, fmt::format("{}: write your bid", name), {}, true, {}};
    for (int b = 1; b <= 3; ++b) d.actions.push_back(engine::Action::make("bid", fmt::format("Bid {}", b), {{"bid", b}}));
    if (s_.bid[side] > 0) d.actions.push_back(engine::Action::make("seal", fmt::format("Seal my bid of {}", s_.bid[side])));
    return d;
  }

  engine::GameOver over() const {
    engine::GameOver over;
    if (s_.score[0] != s_.score[1]) over.winner = s_.score[0] > s_.score[1] ? 0 : 1;
    over.summary = fmt::format("{}-{}", s_.score[0], s_.score[1]);
    return over;
  }

  void do_apply(const engine::Action&) override {}

  void do_apply_sealed(engine::SideIndex side, const engine::Action& action) override {
    if (action.type() == "bid") s_.bid[side] = action.json.at("bid").get<int>();
    s_.sealed[side] = action.type() == "seal";
    if (s_.sealed[0] && s_.sealed[1]) resolve();
  }

  void do_close_round() override { resolve(); }

  void resolve() {
    if (s_.bid[0] == s_.bid[1]) {
      s_.tie_roll = true;
      return;
    }
    next_round(s_.bid[0] > s_.bid[1] ? 0 : 1);
  }

  void do_apply_dice(const std::vector<int>& faces) override { next_round(faces[0] <= 3 ? 0 : 1); }

  void next_round(int winner) {
    ++s_.score[static_cast<std::size_t>(winner)];
    ++s_.round;
    s_.bid = {0, 0};
    s_.sealed = {false, false};
    s_.tie_roll = false;
  }

  BidsState s_;
};

std::unique_ptr<engine::Game> new_bids(const engine::Scenario& scenario, const engine::Rulings& rulings) {
  if (scenario.sides.size() != 2) {
    throw std::invalid_argument(fmt::format("the bids need 2 sides, the scenario has {}", scenario.sides.size()));
  }
  BidsState s;
  s.names = {scenario.sides[0].name, scenario.sides[1].name};
  s.rounds = rulings.at("rounds").get<int>();
  return std::make_unique<BidsGame>(std::move(s));
}

}  // namespace

engine::RuleSet toy_bids_rule_set() {
  engine::RuleSet bids{"toy-bids", "Toy sealed bids", new_bids};
  bids.rulings = {engine::whole("rounds", 1, 100, "rounds of bids").with_default(3)};
  return bids;
}

engine::Scenario toy_bids_scenario() { return engine::load_scenario(SANDTABLE_TEST_DATA "/bids.yaml"); }

std::unique_ptr<engine::Game> new_toy_bids() {
  const engine::Scenario scenario = toy_bids_scenario();
  return toy_bids_rule_set().start(scenario, scenario.rulings);
}

}  // namespace sandtable::testing_toy
