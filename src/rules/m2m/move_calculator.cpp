// `m2m move`: how far a unit moves, as the exact distribution of its move die (for a line, of
// each end, the slower and faster end and how far the ends differ).
#include <fmt/format.h>

#include <cstdlib>

#include "rules/m2m/calculators.hpp"
#include "rules/m2m/movement.hpp"

namespace sandtable::rules::m2m {

namespace {

MoveSituation move_situation_from(const Json& in) {
  MoveSituation s;
  s.mover = parse_mover(in.at("type").get<std::string>());
  s.going = parse_going(in.at("going").get<std::string>());
  s.in_line = in.at("in_line").get<bool>();
  s.elite = in.at("elite").get<bool>();
  s.limbering = in.at("limbering").get<bool>();
  s.gas = in.at("gas").get<bool>();
  return s;
}

// A distance distribution in inches: halved for a move at half distance (6.5 inches and so on).
Json inches_json(const core::ExactDist& dist, bool halved) {
  Json j = exact_distribution_json(dist);
  if (!halved) return j;
  for (const char* key : {"mean", "sd", "min", "max"}) j[key] = j[key].get<double>() / 2;
  for (Json& row : j["outcomes"]) row["value"] = row["value"].get<double>() / 2;
  return j;
}

Json move(const Json& in) {
  const MoveSituation s = move_situation_from(in);
  const MoveRule rule = move_rule(s);
  const core::ExactDist end = end_distance(rule);
  Json j = inches_json(end, rule.halved);
  j["unit"] = "inches";
  j["move"] = !rule.die ? fmt::format("{}", rule.inches) : rule.inches == 0 ? std::string("D6") : fmt::format("D6{:+d}", rule.inches);
  j["halved"] = rule.halved;
  if (s.in_line && rule.die) {
    j["slower_end"] = inches_json(end.keep_lowest(2, 1), rule.halved);
    j["faster_end"] = inches_json(end.keep_highest(2, 1), rule.halved);
    j["ends_apart"] = inches_json((end - end).mapped([](std::int64_t v) { return std::abs(v); }), rule.halved);
  }
  j["factors"] = factors_json(rule.factors);
  return j;
}

std::string move_text(const Json& in, const Json& result) {
  std::string text = fmt::format("{} in {}: {} inches{}\n", in.at("type").get<std::string>(), in.at("going").get<std::string>(),
                                 result.at("move").get<std::string>(), result.at("halved").get<bool>() ? ", halved" : "");
  text += factors_text(result.at("factors"));
  text += distribution_rows("inches", result);
  if (result.contains("slower_end")) {
    text += distribution_rows("slower end", result.at("slower_end"));
    text += distribution_rows("ends apart", result.at("ends_apart"));
  }
  return text;
}

}  // namespace

engine::Calculator move_calculator() {
  engine::Calculator c{
      "move", "a move by type and going: the exact distance, and for a line each end's",
      engine::InputSpec({engine::choice("type", mover_ids(), "who moves").with_default("infantry").with_section("5 Movement"),
                         engine::choice("going", going_ids(), "open, in column, bad going (trench belts), road, or no man's land")
                             .with_default("open")
                             .with_section("5 Movement, 3 Field Engineering, Appendix 1"),
                         engine::flag("in_line", "cavalry or infantry moving in line: a die for each end").with_section("5 Movement"),
                         engine::flag("elite", "elite troops, who cross no man's land as open ground").with_section("Appendix 1"),
                         engine::flag("limbering", "field artillery limbering up: half distance").with_section("5 Movement"),
                         engine::flag("gas", "in gas: -1 on the move die").with_section("Appendix 1 e")}),
      move};
  c.text = move_text;
  c.examples = {
      {{"type", "infantry"}, {"going", "open"}, {"in_line", true}},
      {{"type", "cavalry"}, {"going", "bad-going"}},
      {{"type", "artillery"}, {"going", "open"}, {"limbering", true}},
      {{"type", "infantry"}, {"going", "no-mans-land"}, {"elite", true}},
      {{"type", "tank"}, {"going", "no-mans-land"}},
  };
  return c;
}

}  // namespace sandtable::rules::m2m
