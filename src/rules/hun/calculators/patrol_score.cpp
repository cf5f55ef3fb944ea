// XII.B: the Patrol Mode scoring guide, for the end of a Patrol session.
#include <fmt/format.h>

#include "rules/hun/calculators/calculators.hpp"
#include "rules/hun/patrol.hpp"
#include "rules/hun/score.hpp"

namespace sandtable::rules::hun::calculators {

namespace {

using engine::Json;

constexpr std::int64_t kMostEnemyCounted = 10'000;

Json score(const Json& in) {
  PatrolOutcome o;
  o.survived = in.at("survived").get<int>();
  o.half_strength = in.at("half_strength").get<int>();
  o.unscathed = in.at("unscathed").get<int>();
  o.supply_captured = in.at("supply_captured").get<int>();
  o.headquarters_members = in.at("headquarters_members").get<int>();
  o.driven_off = in.at("driven_off").get<int>();
  o.feet_crossed = in.at("feet_crossed").get<double>();
  o.other_points = in.at("other_points").get<double>();
  const PatrolScore s = score_patrol(o);
  return {{"points", s.points}, {"lost", s.lost}, {"lines", s.lines}};
}

std::string score_text(const Json&, const Json& result) {
  std::string text;
  for (const auto& line : result.at("lines")) text += "  " + line.get<std::string>() + "\n";
  return text + fmt::format("total: {} points{}\n", result.at("points").get<double>(),
                            result.at("lost").get<bool>() ? " (but the players lose)" : "");
}

engine::Field count(const char* name, std::int64_t most, const char* help) {
  return engine::whole(name, 0, most, help).with_default(0).with_section("XII.B");
}

}  // namespace

engine::Calculator patrol_score_calculator() {
  engine::Calculator c{
      "patrol-score", "XII.B: the Patrol Mode scoring guide, at the end of a Patrol",
      engine::InputSpec{count("survived", kMaxPlayerUnits, "player units surviving the game"),
                        count("half_strength", kMaxPlayerUnits, "of those, at half strength or above"),
                        count("unscathed", kMaxPlayerUnits, "of those, no more than a quarter wounded or killed"),
                        count("supply_captured", kMostEnemyCounted, "enemy supply transports captured or destroyed"),
                        count("headquarters_members", kMostEnemyCounted, "enemy headquarters figures captured or killed"),
                        count("driven_off", kMostEnemyCounted, "enemy units (generals too) driven off the table"),
                        engine::number("feet_crossed", 0, 1000, "feet of table crossed toward one big objective")
                            .with_default(0)
                            .with_unit("feet")
                            .with_section("XII.B"),
                        engine::number("other_points", 0, 100'000, "points for other scenario objectives")
                            .with_default(0)
                            .with_section("XII.B")},
      score, score_text};
  // Four survivors, three at half strength, one unscathed; a supply transport, two headquarters
  // figures, two units driven off and two feet crossed: 4 + 3 + 1 + 2 + 4 + 2 + 5 = 21 points.
  c.examples = {{{"survived", 4}, {"half_strength", 3}, {"unscathed", 1}, {"supply_captured", 1},
                 {"headquarters_members", 2}, {"driven_off", 2}, {"feet_crossed", 2}},
                {{"driven_off", 5}}};
  return c;
}

}  // namespace sandtable::rules::hun::calculators
