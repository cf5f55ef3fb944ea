#include "toy_game.hpp"
#include "engine/rule_set.hpp"

#include <array>
#include <fstream>
#include <sstream>
#include <fmt/format.h>

#include "engine/log.hpp"
#include "engine/phases.hpp"

namespace sandtable::testing_toy {

using engine::Json;

namespace {

struct RaceState {
  std::array<std::string, 2> names;
  std::array<int, 2> score{0, 0};
  int target = 20;
  int turn_limit = 20;
  bool secret_scores = false;
  int active = 0;
  int turn_total = 0;
  bool rolling = false;
  std::optional<engine::GameOver> over;
  engine::TurnPosition at;
};

void begin_side_turn(RaceState& s, int side) {
  s.active = side;
  s.turn_total = 0;
  s.rolling = false;
}

void decide_round(RaceState& s) {
  const bool reached = s.score[0] >= s.target || s.score[1] >= s.target;
  if (!reached && s.at.turn < s.turn_limit) return;
  engine::GameOver over;
  if (s.score[0] != s.score[1]) over.winner = s.score[0] > s.score[1] ? 0 : 1;
  over.summary = over.winner ? fmt::format("{} wins {}-{}", s.names[*over.winner], s.score[*over.winner],
                                           s.score[1 - *over.winner])
                             : fmt::format("draw at {} each", s.score[0]);
  over.details = {{"scores", s.score}};
  s.over = over;
}

const engine::TurnTable<RaceState>& turn_table() {
  static const engine::TurnTable<RaceState> table({
      {"first side", [](RaceState& s) { begin_side_turn(s, 0); }, {}},
      {"second side", [](RaceState& s) { begin_side_turn(s, 1); }, {}},
      {"victory", decide_round, {}},
  });
  return table;
}

class RaceGame : public engine::Game {
 public:
  explicit RaceGame(RaceState state) : s_(std::move(state)) { turn_table().start(s_, s_.at); }

  engine::Request next_request() const override {
    if (s_.over) return *s_.over;
    const std::string& name = s_.names[static_cast<std::size_t>(s_.active)];
    if (s_.rolling) {
      return engine::DiceRequest{s_.active, 1, 6, fmt::format("{}: roll 1d6", name), core::Dist::die(6)};
    }
    return engine::Decision{s_.active,
                            fmt::format("{}: roll or hold ({} this turn)", name, s_.turn_total),
                            {engine::Action::make("roll", "Roll a d6"),
                             engine::Action::make("hold", fmt::format("Hold and bank {}", s_.turn_total))},
                            true,
                            {}};
  }

  Json to_json() const override {
    return {{"names", s_.names}, {"score", s_.score}, {"target", s_.target},
            {"turn_limit", s_.turn_limit}, {"active", s_.active}, {"turn_total", s_.turn_total},
            {"rolling", s_.rolling}, {"over", s_.over.has_value()}, {"at", turn_table().to_json(s_.at)}};
  }

  // With secret scores a side sees its own score and turn only; the other's rolls would tell them.
  Json to_json_for(engine::SideIndex viewer) const override {
    Json shown = to_json();
    if (!s_.secret_scores) return shown;
    for (int side = 0; side < 2; ++side) {
      if (side != viewer) shown["score"][static_cast<std::size_t>(side)] = nullptr;
    }
    if (s_.active != viewer) shown["turn_total"] = nullptr;
    return shown;
  }

  bool event_hidden_from(const engine::Event& event, engine::SideIndex viewer) const override {
    return s_.secret_scores && !s_.over && event.kind == engine::EventKind::kDice && event.side != viewer;
  }

  // While a side rolls in secret, the others see only that it is rolling.
  bool request_hidden_from(engine::SideIndex viewer) const override {
    return s_.secret_scores && s_.rolling && s_.active != viewer;
  }

  std::unique_ptr<engine::Game> clone() const override { return std::make_unique<RaceGame>(*this); }

  std::vector<std::string> side_names() const override { return {s_.names.begin(), s_.names.end()}; }

 private:
  void do_apply(const engine::Action& action) override {
    if (action.type() == "roll") {
      s_.rolling = true;
    } else {
      s_.score[static_cast<std::size_t>(s_.active)] += s_.turn_total;
      end_side_turn();
    }
  }

  void do_apply_dice(const std::vector<int>& faces) override {
    s_.rolling = false;
    if (faces[0] == 1) {
      s_.turn_total = 0;
      end_side_turn();
      return;
    }
    s_.turn_total += faces[0];
    // Reaching the target banks at once, so a turn cannot go on for ever.
    if (s_.score[static_cast<std::size_t>(s_.active)] + s_.turn_total >= s_.target) {
      s_.score[static_cast<std::size_t>(s_.active)] += s_.turn_total;
      end_side_turn();
    }
  }

  void end_side_turn() {
    turn_table().advance(s_, s_.at);
    if (turn_table().phase(s_.at).name == "victory" && !s_.over) turn_table().advance(s_, s_.at);
  }

  RaceState s_;
};

std::unique_ptr<engine::Game> new_race(const engine::Scenario& scenario, const engine::Rulings& rulings) {
  if (scenario.sides.size() != 2) {
    throw std::invalid_argument(fmt::format("the race needs 2 sides, the scenario has {}", scenario.sides.size()));
  }
  RaceState s;
  s.names = {scenario.sides[0].name, scenario.sides[1].name};
  s.target = rulings.at("target").get<int>();
  s.turn_limit = rulings.at("turn_limit").get<int>();
  s.secret_scores = rulings.at("secret_scores").get<bool>();
  return std::make_unique<RaceGame>(std::move(s));
}

}  // namespace

engine::RuleSet toy_race_rule_set() {
  engine::RuleSet race{"toy-race", "Toy dice race", new_race};
  race.rulings = {engine::whole("target", 1, 1000, "points that win").with_default(20),
                  engine::whole("turn_limit", 1, 1000, "rounds before the higher score wins").with_default(20),
                  engine::flag("secret_scores", "each side sees only its own score and rolls until the end")};
  return race;
}

engine::Registry toy_race_registry() {
  engine::Registry registry;
  registry.add(toy_race_rule_set());
  return registry;
}

std::string toy_race_scenario_text() {
  std::ifstream in(kToyRacePath, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

engine::Scenario toy_race_scenario() { return engine::load_scenario(kToyRacePath); }

std::unique_ptr<engine::Game> new_toy_race() {
  const engine::Scenario scenario = toy_race_scenario();
  return toy_race_rule_set().start(scenario, scenario.rulings);
}

}  // namespace sandtable::testing_toy
