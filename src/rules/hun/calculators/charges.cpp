// IX: the range of a charged figure's defensive fire, and where a charge and a
// counter-charge meet. Neither takes dice: the fire and blows they lead to are attacks.
#include <fmt/format.h>

#include <algorithm>

#include "rules/hun/calculators/calculators.hpp"
#include "rules/hun/calculators/parts.hpp"
#include "rules/hun/charge.hpp"
#include "rules/hun/movement.hpp"

namespace sandtable::rules::hun::calculators {

namespace {

// VII, IX: the longest charge the chargers can roll (X + 3 on the 1d3), in the open.
int longest_charge(const Json& in) {
  MoveSituation s;
  s.action = "charge";
  s.quality = parse_quality(in.at("charger").get<std::string>());
  s.mounted = in.at("charger_mounted").get<bool>();
  s.wounded = in.at("charger_wounded").get<bool>();
  return static_cast<int>(resolve_move(s).roll.dist.max());
}

Json charge(const Json& in) {
  const double start = in.at("start_distance").get<double>();
  const int longest = longest_charge(in);
  // Without a measured move, the chargers run the whole gap or as far as a charge can go.
  const double moved = in.contains("charge_move") ? in["charge_move"].get<double>() : std::min<double>(start, longest);
  if (moved > longest) {
    throw engine::BadInput("charge_move", fmt::format("{:g} inches is longer than these chargers can charge: {} inches at most "
                                                      "(their charge move with a 3 on the 1d3)",
                                                      moved, longest));
  }
  const DefensiveFire f = defensive_fire_range(parse_quality(in.at("actor").get<std::string>()), start, moved);
  return {{"range_inches", f.range_inches}, {"why", f.why}, {"longest_charge", longest}};
}

std::string charge_text(const Json&, const Json& result) {
  return fmt::format("defensive fire at {:g} inches ({})\n", result.at("range_inches").get<double>(),
                     result.at("why").get<std::string>());
}

Json counter(const Json& in) {
  const CounterCharge m = counter_charge(in.at("distance").get<double>(), in.at("cavalry").get<bool>(),
                                         in.at("wavering").get<bool>(), in.at("open").get<bool>());
  return {{"charger_moves", m.charger_moves}, {"counter_charger_moves", m.counter_charger_moves}};
}

std::string counter_text(const Json&, const Json& result) {
  return fmt::format("chargers move {:g} inches, counter-chargers {:g} inches; both count as charging\n",
                     result.at("charger_moves").get<double>(), result.at("counter_charger_moves").get<double>());
}

}  // namespace

engine::Calculator charge_calculator() {
  engine::Calculator c{
      "charge", "IX: the range of a charged figure's defensive fire",
      engine::InputSpec{quality_field("actor", "quality of the figures firing").with_section("IX"),
                        inches_field("start_distance", "inches between the sides when the charge began").as_required(),
                        inches_field("charge_move",
                                     "inches the chargers move (default: the start distance, or their longest charge if less)"),
                        quality_field("charger", "quality of the charging figures").with_section("VII"),
                        engine::flag("charger_mounted", "the chargers are mounted"),
                        engine::flag("charger_wounded", "the chargers are wounded")},
      charge, charge_text};
  c.examples = {{{"start_distance", 10}}, {{"actor", "veteran"}, {"start_distance", 10}, {"charge_move", 8}}};
  return c;
}

engine::Calculator counter_charge_calculator() {
  engine::Calculator c{"counter-charge", "IX: where a charge and a counter-charge meet",
                       engine::InputSpec{inches_field("distance", "inches between the sides").as_required().with_section("IX"),
                                         engine::flag("cavalry", "the counter-chargers are cavalry"),
                                         engine::flag("wavering", "the counter-chargers are Wavering"),
                                         engine::flag("open", "in open terrain")},
                       counter, counter_text};
  c.examples = {{{"distance", 8}, {"cavalry", true}, {"open", true}}};
  return c;
}

}  // namespace sandtable::rules::hun::calculators
