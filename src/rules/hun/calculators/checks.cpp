// VI, X and V: morale checks, rallies, out-of-command tests and healing.
#include "rules/hun/calculators/calculators.hpp"
#include "rules/hun/calculators/parts.hpp"
#include "rules/hun/checks.hpp"

namespace sandtable::rules::hun::calculators {

namespace {

std::vector<engine::Field> morale_fields() {
  // No default quality: transport's attendants check as civilians unless it is given (X).
  engine::Field actor = quality_field("actor", "the unit's quality (transport's attendants: civilian unless given)");
  actor.default_value = nullptr;
  return {actor.with_section("X"),
          engine::flag("general", "a general within 6 inches of the unit"),
          engine::flag("musician", "a musician playing within 3 inches"),
          engine::flag("colours", "the colours within 3 inches"),
          engine::flag("half_strength", "half or more of the unit's figures are gone"),
          engine::flag("transport", "the attendants of transport check for it").with_section("X; ruling 19a")};
}

MoraleSituation morale_from(const Json& in) {
  const bool transport = in.at("transport").get<bool>();
  const std::string quality = in.contains("actor") ? in["actor"].get<std::string>() : transport ? "civilian" : "soldier";
  MoraleSituation s{parse_quality(quality), in.at("general").get<bool>(), in.at("musician").get<bool>(),
                    in.at("colours").get<bool>(), in.at("half_strength").get<bool>()};
  s.transport_attendants = transport;
  return s;
}

}  // namespace

engine::Calculator morale_calculator() {
  return roll_calculator("morale", "X: a unit's morale check (2D6)", morale_fields(),
                         [](const Json& in) { return morale_check(morale_from(in)); },
                         pass_fail("the unit stays Solid", "the unit goes Wavering (a Wavering unit is removed)"),
                         {{{"general", true}}, {{"actor", "conscript"}, {"half_strength", true}, {"dice", "3 4"}}});
}

engine::Calculator rally_calculator() {
  return roll_calculator("rally", "X: a Wavering unit's rally (2D6; failure removes it)", morale_fields(),
                         [](const Json& in) { return rally(morale_from(in)); },
                         pass_fail("the unit is Solid again", "the unit is removed from play"),
                         {{{"colours", true}}, {{"actor", "veteran"}, {"seed", 7}}});
}

engine::Calculator command_calculator() {
  return roll_calculator(
      "command", "VI: the out-of-command test of a unit far from its general",
      {quality_field("actor", "quality of the unit's leader").with_section("VI"),
       inches_field("range", "inches from the commanding general").as_required().with_section("VI"),
       inches_field("musician_range",
                    "inches from a musician playing on the general's order (the musician within the general's radius)")
           .with_section("VI; ruling 19b")},
      [](const Json& in) {
        return command_test(parse_quality(in.at("actor").get<std::string>()), in.at("range").get<double>(),
                            in.contains("musician_range") ? std::optional(in["musician_range"].get<double>()) : std::nullopt);
      },
      pass_fail("the unit is in command", "the unit is out of command"),
      {{{"range", 30}}, {{"range", 12}}, {{"range", 30}, {"musician_range", 20}}, {{"actor", "elite"}, {"range", 45}, {"dice", "3"}}});
}

engine::Calculator heal_calculator() {
  return roll_calculator("heal", "V: a medic heals or binds a wounded figure",
                         {quality_field("actor", "the medic's quality").with_section("V")},
                         [](const Json& in) { return heal(parse_quality(in.at("actor").get<std::string>())); },
                         pass_fail("the wounded figure is healed", "the wounds are not bound this time"),
                         {Json::object(), {{"actor", "veteran"}, {"dice", "5"}}});
}

}  // namespace sandtable::rules::hun::calculators
