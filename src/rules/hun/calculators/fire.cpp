// VIII: an MG's arcs, where an artillery shot or a thrown bomb falls, and off-board support.
#include <fmt/format.h>

#include "engine/dist_text.hpp"
#include "rules/hun/calculators/calculators.hpp"
#include "rules/hun/calculators/parts.hpp"
#include "rules/hun/fire_support.hpp"

namespace sandtable::rules::hun::calculators {

namespace {

using engine::percent;

// The most crew a gun or an MG may have: past any team the rules describe.
constexpr int kMostCrew = 20;

engine::Field crew_field(const char* help, int by_default) {
  return engine::whole("crew", 0, kMostCrew, help).with_default(by_default).with_unit("figures");
}

Json fire_mg_json(const Json& in) {
  const MgFireResult r = fire_mg({in.at("crew").get<int>(), in.at("wounded_crew").get<int>(), in.at("arc").get<std::string>(),
                                  in.at("crew_moved").get<bool>(), in.at("on_vehicle").get<bool>()});
  return {{"arc_degrees", r.arc_degrees}, {"tests_per_figure", r.tests_per_figure}, {"reload_needed", r.reload_needed},
          {"moving_fire", r.moving_fire}, {"why", r.why}};
}

std::string fire_mg_text(const Json&, const Json& result) {
  std::string text;
  for (const Json& w : result.at("why")) text += w.get<std::string>() + "\n";
  return text + "each test: sandtable hun chart test-vs-mg --range R ...\n";
}

FallOfShot artillery_of(const Json& in) {
  const bool off_board = in.at("off_board").get<bool>();
  // The range picks the bracket; off-board fire always takes the longest, whatever the range.
  if (!in.contains("range") && !off_board) {
    throw engine::BadInput("range", "is needed: the range picks the bracket (off-board fire: give --off-board instead)");
  }
  const int range = in.contains("range") ? whole_inches(in.at("range").get<double>()) : 0;
  return fire_artillery({range, in.at("crew").get<int>(), in.at("overhead").get<bool>(), off_board, in.at("heavy").get<bool>()});
}

FallOfShot bomb_of(const Json& in) {
  return throw_bomb(parse_quality(in.at("actor").get<std::string>()), whole_inches(in.at("range").get<double>()));
}

// Where a shot falls: its odds, the roll made and their text, for artillery and bombs alike.
engine::Calculator fall_calculator(std::string name, std::string description, std::vector<engine::Field> fields,
                                   std::function<FallOfShot(const Json&)> fall, std::vector<Json> examples) {
  const auto describe = [fall](const Json& in, int inches) {
    const int blast = fall(in).blast_inches;
    if (inches == 0) return outcome("on-target", fmt::format("on target: {}-inch blast where aimed", blast), {{"inches", 0}});
    return outcome("deviates",
                   fmt::format("lands {} inches off target, in the sector its direction die shows; {}-inch blast",
                               inches, blast),
                   {{"inches", inches}});
  };
  engine::Calculator c = roll_calculator(std::move(name), std::move(description), std::move(fields),
                                         [fall](const Json& in) { return fall(in).deviation; }, describe,
                                         std::move(examples));
  c.compute = [fall](const Json& in) {
    const FallOfShot f = fall(in);
    Json j = roll_json(f.deviation);
    j["bracket"] = f.bracket;
    j["on_target"] = f.deviation.dist.probability(0);
    j["direction"] = "1D6: 60-degree sectors clockwise from 1 = straight beyond the target";
    j["blast_inches"] = f.blast_inches;
    j["actions"] = f.actions;
    return j;
  };
  c.text = [odds_text = c.text](const Json& in, const Json& result) {
    std::string text = odds_text(in, result);
    if (engine::asks_for_dice(in)) return text;
    text += fmt::format("on target: {}; if not, a D6 gives the direction (1 = beyond the target, then clockwise)\n",
                        percent(result.at("on_target").get<double>()));
    text += fmt::format("blast: every figure and equipment within {} inches tests versus blast\n",
                        result.at("blast_inches").get<int>());
    if (result.at("actions").get<int>() > 1) text += "a single crewman: load and fire take two separate actions\n";
    return text;
  };
  return c;
}

Json support_odds(const Json& in) {
  const SupportResult r = call_support(in.at("registration").get<int>());
  return {{"arrives", r.arrives},
          {"communications_lost", r.communications_lost},
          {"registration_next", r.registration_next},
          {"registration_if_lost", r.registration_if_lost},
          {"why", r.why}};
}

Json support_roll(const Json& in, const Json&, engine::DiceSource& dice) {
  const SupportResult r = call_support(in.at("registration").get<int>());
  switch (r.read_dice(dice)) {
    case SupportCall::kArrives:
      return outcome("arrives", fmt::format("the fire arrives; registration {} next turn", r.registration_next));
    case SupportCall::kCommunicationsLost:
      return outcome("communications-lost", "communications lost: no fire, registration back to 0");
    case SupportCall::kNoFire: break;
  }
  return outcome("no-fire", fmt::format("no fire this turn; registration {} next turn", r.registration_next));
}

std::string support_text(const Json& in, const Json& result) {
  if (engine::asks_for_dice(in)) {
    return made_text(fmt::format("2D6 {:+} registration", in.at("registration").get<int>()), result);
  }
  std::string text;
  for (const Json& w : result.at("why")) text += "  - " + w.get<std::string>() + "\n";
  return text + fmt::format("fire arrives: {}; communications lost: {}; next registration {} (0 if lost)\n",
                            percent(result.at("arrives").get<double>()),
                            percent(result.at("communications_lost").get<double>()),
                            result.at("registration_next").get<int>());
}

}  // namespace

engine::Calculator fire_mg_calculator() {
  engine::Calculator c{"fire-mg", "VIII: an MG's arc of fire and what it costs",
                       engine::InputSpec{crew_field("crew figures manning the MG", 3).with_section("VIII"),
                                         engine::whole("wounded_crew", 0, kMostCrew, "how many of them are wounded")
                                             .with_default(0)
                                             .with_unit("figures"),
                                         engine::choice("arc", {"45", "double-45", "90"}, "the arc of fire, degrees")
                                             .with_default("90"),
                                         engine::flag("crew_moved", "the crew moved this turn"),
                                         engine::flag("on_vehicle", "mounted on a vehicle, cart, train or boat")},
                       fire_mg_json, fire_mg_text};
  c.examples = {{{"arc", "double-45"}}, {{"crew", 1}, {"arc", "90"}}, {{"crew_moved", true}, {"on_vehicle", true}}};
  return c;
}

engine::Calculator fire_artillery_calculator() {
  return fall_calculator("fire-artillery", "VIII: where an artillery shot falls (deviation) and its blast",
                         {inches_field("range", "inches to the intended fall of shot (needed unless off-board)").with_section("VIII"),
                          crew_field("crew figures serving the gun", 4),
                          engine::flag("overhead", "firing over the heads of intervening troops"),
                          engine::flag("off_board", "off-board support fire (longest bracket)"),
                          engine::flag("heavy", "heavy artillery (off-board, 6-inch blast)")},
                         artillery_of,
                         {{{"range", 30}}, {{"range", 10}, {"dice", "6"}}, {{"off_board", true}, {"heavy", true}, {"seed", 3}}});
}

engine::Calculator throw_bomb_calculator() {
  const int most = builtin_tables().fire.bomb_max_inches;
  return fall_calculator("throw-bomb", "VIII: where a thrown bomb lands and its blast",
                         {quality_field("actor", "the thrower's quality"),
                          inches_field("range", "inches to the target point", most).with_default(0).with_section("VIII")},
                         bomb_of, {{{"range", 4}}, {{"range", 3}, {"dice", "1 2 4"}}});
}

engine::Calculator support_calculator() {
  engine::Calculator c{"support", "VIII: calling for off-board supporting fire (2D6)",
                       engine::InputSpec{engine::whole("registration", 0, kMostRegistration,
                                                       "earlier turns of calls on the same point (+1 each)")
                                             .with_default(0)
                                             .with_unit("turns")
                                             .with_section("VIII")},
                       support_odds, support_text};
  c.roll = support_roll;
  c.examples = {{{"registration", 1}}, {{"dice", "1 1"}}, {{"registration", 1}, {"dice", "4 4"}}};
  return c;
}

}  // namespace sandtable::rules::hun::calculators
