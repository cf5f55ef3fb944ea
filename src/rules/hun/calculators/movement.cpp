// VII and XI: how far a group moves, the cover a vehicle's armour gives and a train's speed.
#include <fmt/format.h>

#include "rules/hun/calculators/calculators.hpp"
#include "rules/hun/calculators/parts.hpp"
#include "rules/hun/charge.hpp"
#include "rules/hun/movement.hpp"

namespace sandtable::rules::hun::calculators {

namespace {

template <class Map>
std::vector<std::string> keys(const Map& map) {
  std::vector<std::string> names;
  for (const auto& entry : map) names.push_back(entry.first);
  return names;
}

MoveResult move_of(const Json& in) {
  MoveSituation s;
  s.action = in.at("action").get<std::string>();
  s.quality = parse_quality(in.at("actor").get<std::string>());
  s.mounted = in.at("actor_mounted").get<bool>();
  s.wounded = in.at("wounded").get<bool>();
  s.transport = in.at("transport").get<bool>();
  s.rough = in.at("rough").get<bool>();
  s.linear_obstacle = in.at("linear_obstacle").get<bool>();
  s.road = in.at("road").get<bool>();
  if (in.contains("vehicle_speed")) s.vehicle_speed = in["vehicle_speed"].get<std::string>();
  s.tracked = in.at("tracked").get<bool>();
  return resolve_move(s);
}

Json describe_move(const Json& in, int inches) {
  const int divisor = move_of(in).rough_divisor;
  const std::string rough = divisor > 1 ? fmt::format("; each inch in the rough costs {}", divisor) : "";
  return outcome("moved", fmt::format("moves up to {} inches in the open{}", inches, rough), {{"inches", inches}});
}

Json vehicle(const Json& in) {
  const Cover cover = vehicle_cover(engine::parse_name(kArmourNames, in.at("armour").get<std::string>(), "armour"),
                                    parse_cover(in.at("cover").get<std::string>()));
  return {{"cover", std::string(name(cover))}};
}

std::string vehicle_text(const Json&, const Json& result) {
  return fmt::format("passengers and crew count as in {} cover\n", result.at("cover").get<std::string>());
}

Json train(const Json& in) {
  const TrainRange r = train_speed_range(in.at("last_move").get<int>());
  return {{"slowest", r.slowest}, {"fastest", r.fastest}};
}

std::string train_text(const Json&, const Json& result) {
  return fmt::format("this turn: {} to {} inches\n", result.at("slowest").get<int>(), result.at("fastest").get<int>());
}

}  // namespace

engine::Calculator move_calculator() {
  const MovementTables& m = builtin_tables().movement;
  engine::Calculator c = roll_calculator(
      "move", "VII/XI: how far a group moves (X + 1d3 inches)",
      {engine::choice("action", keys(m.base_inches), "how the group moves (run = run/gallop)")
           .with_default("advance").as_positional().with_section("VII"),
       quality_field("actor", "quality of the figures").with_section("VII"),
       engine::choice("vehicle_speed", keys(m.vehicle_speeds), "a vehicle's speed").with_section("XI"),
       engine::flag("actor_mounted", "mounted figures"),
       engine::flag("wounded", "wounded figures"),
       engine::flag("transport", "transport or limbered artillery"),
       engine::flag("tracked", "a tracked vehicle (pays rough terrain as foot)"),
       engine::flag("rough", "the move is through rough terrain"),
       engine::flag("linear_obstacle", "the move crosses a linear obstacle"),
       engine::flag("road", "the move is along a road")},
      [](const Json& in) { return move_of(in).roll; }, describe_move,
      // XI's armoured car: a very fast vehicle, here on a road.
      {{{"action", "run"}, {"actor_mounted", true}},
       {{"vehicle_speed", "very-fast"}, {"road", true}},
       {{"action", "advance"}, {"rough", true}, {"dice", "2"}}});
  c.compute = [](const Json& in) {
    const MoveResult r = move_of(in);
    Json j = roll_json(r.roll);
    j["base_inches"] = r.base_inches;
    j["multiplier"] = r.multiplier;
    j["rough_costs_per_inch"] = r.rough_divisor;
    return j;
  };
  c.text = [odds_text = c.text](const Json& in, const Json& result) {
    std::string text = odds_text(in, result);
    if (engine::asks_for_dice(in)) return text;
    const int divisor = result.at("rough_costs_per_inch").get<int>();
    if (divisor > 1) text += fmt::format("in the rough: divide the inches by {}\n", divisor);
    return text;
  };
  return c;
}

engine::Calculator vehicle_calculator() {
  engine::Calculator c{"vehicle", "XI: the cover a vehicle's armour gives (its moves: hun move --vehicle-speed)",
                       engine::InputSpec{engine::choice("armour", engine::names_of(kArmourNames),
                                                        "light: stout sides or 3mm; armoured: 6mm; heavy: 10mm or more")
                                             .with_default("none").with_section("XI"),
                                         engine::choice("cover", engine::names_of(kCoverNames),
                                                        "other cover around the vehicle")
                                             .with_default("none")},
                       vehicle, vehicle_text};
  // XI's armoured car: armoured, so hard cover.
  c.examples = {{{"armour", "armoured"}}, {{"armour", "light"}, {"cover", "soft"}}};
  return c;
}

engine::Calculator train_calculator() {
  engine::Calculator c{"train", "XI: how far a train may move after its last move",
                       engine::InputSpec{engine::whole("last_move", 0, kMostTrainMoveInches, "inches the train moved last turn")
                                             .with_unit("inches").as_required().with_section("XI")},
                       train, train_text};
  c.examples = {{{"last_move", 12}}, {{"last_move", 2}}};
  return c;
}

}  // namespace sandtable::rules::hun::calculators
