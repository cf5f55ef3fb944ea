// IV.A: a competitive turn's initiatives, in one of three styles: who is likely to act first,
// and with dice the turn's whole order.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include "rules/hun/calculators/calculators.hpp"
#include "rules/hun/calculators/parts.hpp"
#include "rules/hun/competitive.hpp"

namespace sandtable::rules::hun::calculators {

namespace {

const char* side_name(int side) { return side == 0 ? "player" : "enemy"; }

std::string style_rule(InitiativeStyle style) {
  switch (style) {
    case InitiativeStyle::kUnitByUnit: return "unit by unit: a roll before each initiative while both sides have units to act";
    case InitiativeStyle::kAlternatingUnits: return "alternating units: one roll, then the sides take turns unit by unit";
    case InitiativeStyle::kAlternatingSides: return "alternating sides: one roll, then the winner's whole side acts first";
  }
  return "";
}

Json initiative(const Json& in) {
  const InitiativeStyle style = engine::parse_name(kInitiativeStyleNames, in.at("style").get<std::string>(), "style");
  const int player = in.at("player_units").get<int>();
  const int enemy = in.at("enemy_units").get<int>();
  // Each initiative: a d6 a side, the higher acts, a tie (1 in 6) rolls again; a side with
  // no units never acts first.
  const double player_first = player == 0 ? 0.0 : enemy == 0 ? 1.0 : 0.5;
  return {{"style", engine::name_of(kInitiativeStyleNames, style)},
          {"player_first", player_first},
          {"tie_per_throw", 1.0 / 6},
          {"expected_throws", 1.2},
          {"why",
           {style_rule(style), "a d6 each side: the higher acts (the winner may hand the initiative over)",
            "a tie rolls again: 1 in 6 throws, 1.2 throws an initiative on average"}}};
}

std::string initiative_text(const Json& in, const Json& result) {
  if (engine::asks_for_dice(in)) {
    std::vector<std::string> order;
    for (const Json& s : result.at("order")) order.push_back(s.get<std::string>());
    return made_text(fmt::format("{}: {}", result.at("style").get<std::string>(), fmt::join(order, " ")), result);
  }
  std::string text = fmt::format("{}: the player side acts first {:.0f}% of the time\n",
                                 result.at("style").get<std::string>(), 100 * result.at("player_first").get<double>());
  for (const Json& w : result.at("why")) text += "  - " + w.get<std::string>() + "\n";
  return text;
}

Json initiative_roll(const Json& in, const Json&, engine::DiceSource& dice) {
  const std::string style = in.at("style").get<std::string>();
  const CompetitiveTurn turn = competitive_turn(engine::parse_name(kInitiativeStyleNames, style, "style"),
                                                in.at("player_units").get<int>(), in.at("enemy_units").get<int>(), dice);
  Json order = Json::array();
  for (const int s : turn.order) order.push_back(side_name(s));
  Json initiatives = Json::array();
  for (const auto& r : turn.rolls) {
    Json each = Json::array();
    for (const auto& [x, y] : r.rolls) each.push_back({x, y});
    initiatives.push_back({{"rolls", each}, {"winner", side_name(r.winner)}});
  }
  const std::string first = order.empty() ? "nobody" : order.front().get<std::string>();
  return outcome(first + " acts first", first + " acts first",
                 {{"style", style}, {"initiatives", initiatives}, {"order", order}});
}

engine::Field units_field(const char* name, const char* help) {
  return engine::whole(name, 0, kMostUnitsPerSide, help).with_default(1).with_unit("units");
}

}  // namespace

engine::Calculator initiative_calculator() {
  engine::Calculator c{"initiative", "IV.A: a competitive turn's initiatives, in one of three styles",
                       engine::InputSpec{engine::choice("style", engine::names_of(kInitiativeStyleNames), "how initiative passes")
                                             .with_default("alternating-units")
                                             .with_section("IV.A"),
                                         units_field("player_units", "units on the first side"),
                                         units_field("enemy_units", "units on the second side")},
                       initiative, initiative_text};
  c.roll = initiative_roll;
  c.examples = {{{"player_units", 3}, {"enemy_units", 2}},
                {{"style", "unit-by-unit"}, {"player_units", 2}, {"enemy_units", 2}, {"seed", 1}},
                {{"player_units", 1}, {"enemy_units", 1}, {"dice", "3 3 2 5"}}};
  return c;
}

}  // namespace sandtable::rules::hun::calculators
