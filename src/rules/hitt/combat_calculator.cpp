// `hitt combat`: the exact odds of every outcome of one close combat or shooting attack, with
// the factors behind each side's total, and the fight resolved with dice.
#include <fmt/format.h>

#include "engine/calculator_dice.hpp"
#include "rules/hitt/calculators.hpp"
#include "rules/hitt/combat.hpp"

namespace sandtable::rules::hitt {

namespace {

using engine::Json;

bool flag_of(const Json& in, const std::string& name) { return in.at(name).get<bool>(); }

std::vector<engine::Field> side_fields(const std::string& side) {
  const std::string of = "the " + side + "'s element ";
  return {
      engine::flag(side + "_general", of + "is the general's").with_section("Tactical Factors"),
      engine::flag(side + "_rear_support", of + "(rifles or sturmtruppe) has a friend of its type behind it")
          .with_section("Close Combat, Support"),
      engine::flag(side + "_uphill", of + "is uphill or defends a river bank (not at a ford or bridge)"),
      engine::flag(side + "_bad_going", of + "has any part in bad going"),
      engine::flag(side + "_in_trench", of + "is in a trench").with_section("Trench Combat"),
      engine::flag(side + "_cover", of + "is in a wood or built-up area (when shot at)"),
      engine::flag(side + "_strongpoint", of + "is in a strongpoint (a fortified ruin)").with_section("BUA Ruins & Strongpoints"),
      engine::flag(side + "_near_bad_going",
                   of + "is mounted against a front edge in bad going, or aerial against one in a wood or BUA"),
      engine::whole("aiding_" + side, 0, 2, "2nd and 3rd elements aiding the " + side + " (outgunned or overwhelmed)")
          .with_default(0)
          .with_section("Tactical Factors"),
      engine::whole(side + "_flank_rear", 0, 3, "enemy front edges in contact with " + of.substr(0, of.size() - 1) +
                                                    "'s flanks or rear")
          .with_default(0)
          .with_section("Tactical Factors"),
  };
}

std::vector<engine::Field> combat_fields() {
  const std::vector<std::string> elements = element_ids();
  std::vector<engine::Field> fields{
      engine::choice("attacker", elements, "the attacking element (in shooting, the shooter)").as_required().with_section("Combat Factors"),
      engine::choice("defender", elements, "the defending element (in shooting, the target)").as_required().with_section("Combat Factors"),
      engine::choice("mode", {"close-combat", "shooting"}, "close combat, or distant shooting").with_default("close-combat"),
      engine::flag("observed_fire", "a balloon or forward observer of the attacker's sees the target (barrage or field artillery)"),
      engine::flag("attacker_moved_into_contact", "the attacker moved into contact this turn").with_default(true),
      engine::flag("aided_by_ground", "aerials attacking a command bunker have ground troops in contact with it too"),
      engine::flag("return_fire", "shooting: the target shoots back at the shooter, which can then lose (ruling 7)"),
      engine::flag("trench_suppression", "infantry in a trench attacked by aerials or a barrage takes suppression instead of recoil")
          .with_section("Suppressed"),
  };
  for (const std::string side : {"attacker", "defender"}) {
    for (engine::Field& f : side_fields(side)) fields.push_back(std::move(f));
  }
  for (engine::Field& f : ruling_fields()) fields.push_back(std::move(f));
  return fields;
}

Side side_from(const Json& in, const std::string& side) {
  Side s;
  s.element = parse_element(in.at(side).get<std::string>());
  s.general = flag_of(in, side + "_general");
  s.rear_support = flag_of(in, side + "_rear_support");
  s.uphill = flag_of(in, side + "_uphill");
  s.bad_going = flag_of(in, side + "_bad_going");
  s.in_trench = flag_of(in, side + "_in_trench");
  s.cover = flag_of(in, side + "_cover");
  s.strongpoint = flag_of(in, side + "_strongpoint");
  s.near_bad_going = flag_of(in, side + "_near_bad_going");
  s.aided_against = in.at(std::string("aiding_") + (side == "attacker" ? "defender" : "attacker")).get<int>();
  s.flank_rear = in.at(side + "_flank_rear").get<int>();
  return s;
}

Situation situation_from(const Json& in) {
  Situation s;
  s.mode = in.at("mode").get<std::string>() == "shooting" ? Mode::kShooting : Mode::kCloseCombat;
  s.attacker = side_from(in, "attacker");
  s.defender = side_from(in, "defender");
  s.observed_fire = flag_of(in, "observed_fire");
  s.attacker_moved_into_contact = flag_of(in, "attacker_moved_into_contact");
  s.aided_by_ground = flag_of(in, "aided_by_ground");
  s.return_fire = flag_of(in, "return_fire");
  s.trench_suppression = flag_of(in, "trench_suppression");
  return s;
}

Rulings rulings_from(const Json& in) {
  Rulings r;
  r.trench_fire_penalty = in.at("trench_fire_penalty").get<std::string>() == "target" ? TrenchFirePenalty::kOnTarget
                                                                                     : TrenchFirePenalty::kOnAttacker;
  r.air_ace_factor = in.at("air_ace_factor").get<int>();
  r.beaten_foot_recoil_in_bad_going = flag_of(in, "beaten_foot_recoil_in_bad_going");
  r.gas_removed_when_doubled = flag_of(in, "gas_removed_when_doubled");
  return r;
}

Json side_json(Element e, const SideFactors& f) {
  Json factors = Json::array();
  for (const Factor& x : f.tactical) factors.push_back({{"what", std::string(x.what)}, {"value", x.value}});
  return {{"element", id(e)}, {"factor", f.total()}, {"combat_factor", f.combat_factor}, {"factors", factors}};
}

// "the defender recoils", "both are destroyed", "nothing happens".
std::string words(const Outcome& o) {
  if (o.loser == Loser::kNone) return "nothing happens";
  if (o.loser == Loser::kBoth) return "both are destroyed";
  const std::string who = fmt::format("the {}", id(o.loser));
  switch (o.effect) {
    case Effect::kNoEffect: return who + " loses, to no effect";
    case Effect::kDestroyed: return who + " is destroyed";
    case Effect::kFlee: return who + " flees";
    case Effect::kRecoil: return who + " recoils";
    case Effect::kSuppressed: return who + " is suppressed";
  }
  return who;
}

Json combat(const Json& in) {
  const Situation s = situation_from(in);
  const Rulings r = rulings_from(in);
  const Factors f = factors(s, r);
  Json outcomes = Json::array();
  for (const OutcomeOdds& o : combat_odds(s, r)) {
    outcomes.push_back({{"loser", id(o.outcome.loser)}, {"effect", id(o.outcome.effect)}, {"label", words(o.outcome)},
                        {"probability", o.pairs / 36.0}, {"exact", fmt::format("{}/36", o.pairs)}});
  }
  return {{"mode", in.at("mode")}, {"attacker", side_json(s.attacker.element, f.attacker)},
          {"defender", side_json(s.defender.element, f.defender)}, {"outcomes", outcomes}};
}

std::string side_text(const Json& side) {
  std::string text = fmt::format("{} {:+d}", side.at("element").get<std::string>(), side.at("factor").get<int>());
  text += fmt::format(" (combat factor {:+d}", side.at("combat_factor").get<int>());
  for (const Json& f : side.at("factors")) text += fmt::format(", {} {:+d}", f.at("what").get<std::string>(), f.at("value").get<int>());
  return text + ")";
}

// A made roll's result is the roll, with the odds under "roll" (engine::make_roll).
std::string combat_text(const Json& in, const Json& result) {
  const bool made = engine::asks_for_dice(in);
  const Json& odds = made ? result.at("roll") : result;
  std::string text = fmt::format("{}: {}\n  against {}\n", odds.at("mode").get<std::string>(), side_text(odds.at("attacker")),
                                 side_text(odds.at("defender")));
  for (const Json& o : odds.at("outcomes")) {
    text += fmt::format("  {:>6.2f}%  {:>5}  {}\n", 100 * o.at("probability").get<double>(), o.at("exact").get<std::string>(),
                        o.at("label").get<std::string>());
  }
  if (made) text += fmt::format("{}: {}\n", engine::dice_text(result), result.at("words").get<std::string>());
  return text;
}

int one_die(engine::DiceSource& dice, std::string reason) {
  engine::DiceRequest request;
  request.reason = std::move(reason);
  return dice.roll(request).at(0);
}

Json combat_roll(const Json& in, const Json& odds, engine::DiceSource& dice) {
  const Situation s = situation_from(in);
  const Rulings r = rulings_from(in);
  const int a = one_die(dice, "the attacker's combat die");
  const int d = one_die(dice, "the defender's combat die");
  const int at = a + odds.at("attacker").at("factor").get<int>();
  const int dt = d + odds.at("defender").at("factor").get<int>();
  const Outcome o = resolve(s, at, dt, r);
  return {{"attacker_total", at}, {"defender_total", dt}, {"loser", id(o.loser)}, {"effect", id(o.effect)},
          {"words", fmt::format("{} against {}: {}", at, dt, words(o))}};
}

}  // namespace

engine::Calculator combat_calculator() {
  engine::Calculator c{"combat", "a close combat or shooting attack: every outcome's exact chance and the factors",
                       engine::InputSpec(combat_fields()), combat};
  c.text = combat_text;
  c.roll = combat_roll;
  c.examples = {
      {{"attacker", "rifles"}, {"defender", "rifles"}},
      {{"attacker", "tank"}, {"defender", "rifles"}, {"defender_in_trench", true}},
      {{"attacker", "machinegun"}, {"defender", "cavalry"}, {"mode", "shooting"}},
      {{"attacker", "sturmtruppe"}, {"defender", "rifles"}, {"defender_in_trench", true}, {"dice", "5 2"}},
  };
  return c;
}

}  // namespace sandtable::rules::hitt
