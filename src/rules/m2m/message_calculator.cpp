// `m2m message`: the chance a message has arrived by each turn, and the turn it arrives in.
#include <fmt/format.h>

#include "engine/dist_json.hpp"
#include "rules/m2m/calculators.hpp"
#include "rules/m2m/message.hpp"

namespace sandtable::rules::m2m {

namespace {

Json message(const Json& in) {
  const MessageSituation s{in.at("arrive_on").get<int>(), in.at("levels").get<int>(), in.at("turns").get<int>()};
  const MessageOdds odds = message_odds(s);
  Json by_turn = Json::array();
  core::ExactOutcomes arrival;  // the turn whose roll brings it, or later
  core::Rational before = 0;
  for (std::size_t k = 0; k < odds.by_turn.size(); ++k) {
    Json row = chance_json(odds.by_turn[k]);
    row["turn"] = k + 1;
    by_turn.push_back(row);
    arrival.add(fmt::format("turn {}", k + 1), odds.by_turn[k] - before);
    before = odds.by_turn[k];
  }
  arrival.add(fmt::format("after turn {}", s.turns), 1 - before);
  Json j = engine::outcomes_json(arrival);
  j["arrive_on"] = s.arrive_on;
  j["levels"] = s.levels;
  j["each_roll"] = chance_json(odds.each_roll);
  j["by_turn"] = by_turn;
  j["factors"] = factors_json(odds.factors);
  return j;
}

std::string message_text(const Json&, const Json& result) {
  std::string text = fmt::format("a message on {}+, {} level{}:\n", result.at("arrive_on").get<int>(),
                                 result.at("levels").get<int>(), result.at("levels").get<int>() == 1 ? "" : "s");
  text += factors_text(result.at("factors"));
  text += fmt::format("{:<13}{:>8}  {}\n", "arrived by", "chance", "exact");
  for (const Json& row : result.at("by_turn")) text += chance_row(fmt::format("turn {}", row.at("turn").get<int>()), row);
  return text;
}

}  // namespace

engine::Calculator message_calculator() {
  engine::Calculator c{
      "message", "a message up or down the chain of command: the chance it has arrived by each turn",
      engine::InputSpec({engine::whole("arrive_on", 2, 6, "the umpire's roll a message needs: 5 as a rule, 4 for some armies, 6 in trench warfare")
                             .with_default(5)
                             .with_section("2 Command & Control, Appendix 1"),
                         engine::whole("levels", 1, 4, "levels of the chain of command it must pass, one at a time")
                             .with_default(1)
                             .with_section("2 Command & Control"),
                         engine::whole("turns", 1, 20, "turns to look ahead (the turn it is written is turn 1)")
                             .with_default(6)
                             .with_section("4 Turn Sequence")}),
      message};
  c.text = message_text;
  c.examples = {{{"arrive_on", 5}, {"turns", 6}}, {{"arrive_on", 6}, {"turns", 8}}, {{"arrive_on", 4}, {"levels", 2}, {"turns", 6}}};
  return c;
}

}  // namespace sandtable::rules::m2m
