// `1418 move`: how far a platoon moves this bound, from its speed class through the ground,
// an assault, a road, its transport and an injury, step by step.
#include <fmt/format.h>

#include "rules/1418/calculator_parts.hpp"
#include "rules/1418/calculators.hpp"
#include "rules/1418/movement.hpp"
#include "rules/1418/rulings.hpp"

namespace sandtable::rules::gw1418 {

namespace {

std::vector<engine::Field> move_fields() {
  const std::string section = "Order of everything and executing moves";
  return with_rulings(
      {
          engine::choice("unit", unit_ids(), "the platoon's type: its speed class").with_section(section),
          engine::choice("speed", speed_ids(), "its speed class").with_section(section),
          engine::choice("going", going_ids(), "the worst ground it moves from or in").with_default("open").with_section(section),
          engine::flag("assault", "it assaults: +100% after the ground").with_section(section),
          engine::flag("road", "it moves on an intact road: +25% after the other modifiers").with_section(section),
          engine::choice("transport", transport_ids(), "its battalion's transport (infantry and heavy weapons only)")
              .with_default("none")
              .with_section("Transport bonuses"),
          engine::flag("injured", "it is injured: its move is halved").with_section("Executing shooting and combat"),
      },
      {"transport_cap"});
}

Move move_from(const Json& in) {
  Move m;
  const UnitType* type = type_named(in, "unit");
  if (type && in.contains("speed")) throw engine::BadInput("speed", fmt::format("comes from unit ({}): give one of them", type->id));
  if (!type && !in.contains("speed")) throw engine::BadInput("speed", "give the speed class or the unit type (unit)");
  m.speed = type ? type->speed : parse_speed(in.at("speed").get<std::string>(), "speed");
  m.going = parse_going(in.at("going").get<std::string>(), "going");
  m.assault = in.at("assault").get<bool>();
  m.road = in.at("road").get<bool>();
  m.transport = parse_transport(in.at("transport").get<std::string>(), "transport");
  const bool carried = m.transport == Transport::kMotorised || m.transport == Transport::kMechanised;
  const bool foot = type ? rides_transport(*type) : !is_cavalry(m.speed);
  if (carried && !foot) throw engine::BadInput("transport", "only infantry battalions and their heavy weapons ride transport");
  m.injured = in.at("injured").get<bool>();
  m.cap = in.at("transport_cap").get<std::string>() == "total" ? TransportCap::kOnTotal : TransportCap::kOnSpeed;
  return m;
}

Json move(const Json& in) {
  const MoveResult r = move_distance(move_from(in));
  Json steps = Json::array();
  for (const MoveStep& s : r.steps) {
    steps.push_back({{"what", s.what}, {"change", s.change}, {"cm", core::to_double(s.cm)}, {"exact_cm", core::rational_text(s.cm)}});
  }
  return {{"distance_cm", core::to_double(r.cm)}, {"exact_cm", core::rational_text(r.cm)}, {"steps", steps}};
}

std::string move_text(const Json&, const Json& result) {
  std::string text;
  for (const Json& s : result.at("steps")) {
    text += fmt::format("{:<21} {:>11} {:>5g}\n", s.at("what").get<std::string>().substr(0, 21), s.at("change").get<std::string>(),
                        s.at("cm").get<double>());
  }
  const std::string exact = result.at("exact_cm").get<std::string>();
  const bool whole = exact.size() > 2 && exact.substr(exact.size() - 2) == "/1";
  return text + fmt::format("moves {:g} cm{}\n", result.at("distance_cm").get<double>(), whole ? "" : " (" + exact + ")");
}

}  // namespace

engine::Calculator move_calculator() {
  engine::Calculator c{"move", "how far a platoon moves: speed class, ground, assault, road, transport",
                       engine::InputSpec(move_fields()), move};
  c.text = move_text;
  c.examples = {
      {{"speed", "medium-infantry"}},
      {{"unit", "line-infantry"}, {"going", "rough"}, {"assault", true}},
      {{"unit", "mixed-cavalry"}, {"going", "open"}, {"road", true}},
      {{"speed", "medium-infantry"}, {"transport", "motorised"}},
      {{"unit", "mother-tank"}, {"going", "impractical"}, {"injured", true}},
  };
  return c;
}

}  // namespace sandtable::rules::gw1418
