// `1418 melee`: two platoons in base contact, each perhaps with a second rank, fought round
// after round (deathmatch at -1R a round) until one side or both are gone; the exact chance
// of each ending and of it coming in each round.
#include <fmt/format.h>

#include "engine/dist_json.hpp"
#include "engine/dist_text.hpp"
#include "rules/1418/calculator_parts.hpp"
#include "rules/1418/calculators.hpp"
#include "rules/1418/cover.hpp"
#include "rules/1418/melee.hpp"
#include "rules/1418/rulings.hpp"
#include "rules/1418/shooting.hpp"

namespace sandtable::rules::gw1418 {

namespace {

constexpr std::string_view kHeavyWeapon = "heavy-weapon";

std::vector<std::string> strike_ids() {
  std::vector<std::string> ids = speed_ids();
  ids.emplace_back(kHeavyWeapon);
  return ids;
}

std::vector<engine::Field> side_fields(const std::string& side) {
  const std::string section = "Melee combat";
  const std::string its = "the " + side + "'s";
  return {
      engine::choice(side, unit_ids(), its + " front platoon's type: its melee Arming, Resilience and when it strikes")
          .with_section(section),
      engine::whole(side + "_arming", 0, 6, its + " melee Arming: the dice it rolls").with_section(section),
      engine::whole(side + "_bonus", 0, 3, "the + on one of " + its + " melee dice (grenadiers' +1)")
          .with_section("Guns and Heavy Weapons"),
      engine::whole(side + "_resilience", 1, 9, its + " Resilience (its parent's for an 'as parent' type)").with_section(section),
      engine::choice(side + "_strikes", strike_ids(), "when " + side + " strikes: as its speed class, or as a heavy weapon (last)")
          .with_section(section),
      engine::flag(side + "_vehicle", "the " + side + " is a vehicle: infantry, heavy weapons and cavalry re-roll hits on it")
          .with_section("Vehicles"),
      engine::flag(side + "_injured", "the " + side + "'s front platoon is injured already").with_section("Ending the bound"),
      engine::flag(side + "_second_rank", "a second-rank platoon stands behind the " + side + ", taking its casualties")
          .with_section("Multiple combats"),
      engine::flag(side + "_second_rank_injured", "that second-rank platoon is injured already").with_section("Multiple combats"),
      engine::choice(side + "_terrain", ground_ids(), "the ground the " + side + " fights in (counts with melee_cover)")
          .with_section("Cover and terrain"),
  };
}

std::vector<engine::Field> melee_fields() {
  std::vector<engine::Field> fields = side_fields("attacker");
  for (engine::Field& f : side_fields("defender")) fields.push_back(std::move(f));
  return with_rulings(std::move(fields),
                      {"melee_cover", "infantry_strike_by_speed", "reroll_keeps_bonus", "cavalry_rerolls_vehicles"});
}

struct SideInput {
  Fighter fighter;
  Kind kind = Kind::kInfantry;
  std::vector<ResilienceFactor> resilience_factors;
};

// The kind behind a raw strike choice (validated): cavalry, a heavy weapon, or infantry.
Kind kind_of_strike(const std::string& strikes, const std::string& field) {
  if (strikes == kHeavyWeapon) return Kind::kHeavyWeapon;
  return is_cavalry(parse_speed(strikes, field)) ? Kind::kCavalry : Kind::kInfantry;
}

SideInput side_from(const Json& in, const std::string& side) {
  SideInput s;
  Fighter& f = s.fighter;
  const UnitType* type = type_named(in, side);
  f.arming.dice = from_type_or_field(in, side + "_arming", type, type ? type->melee.dice : 0, side);
  f.arming.bonus = type ? from_type_or_field(in, side + "_bonus", type, type->melee.bonus, side) : in.value(side + "_bonus", 0);
  const int own = resilience_from(in, side + "_resilience", type, side);
  const bool by_speed = flag_of(in, "infantry_strike_by_speed");
  if (type && in.contains(side + "_strikes")) {
    throw engine::BadInput(side + "_strikes", fmt::format("comes from {}'s type ({}): give one of them", side, type->id));
  }
  if (type) {
    s.kind = type->kind;
    f.strike_step = strike_step(type->kind, type->speed, by_speed);
  } else {
    const std::string strikes = in.value(side + "_strikes", std::string("medium-infantry"));
    s.kind = kind_of_strike(strikes, side + "_strikes");
    f.strike_step = s.kind == Kind::kHeavyWeapon ? heavy_weapon_step()
                                                 : strike_step(s.kind, parse_speed(strikes, side + "_strikes"), by_speed);
  }
  if (type && flag_of(in, side + "_vehicle") && !is_vehicle(*type)) {
    throw engine::BadInput(side + "_vehicle", fmt::format("{} is not a vehicle", type->id));
  }
  f.vehicle = flag_of(in, side + "_vehicle") || (type && is_vehicle(*type));
  f.rerolls_on_vehicles = rerolls_against_vehicles(s.kind, flag_of(in, "cavalry_rerolls_vehicles"));
  const bool second = flag_of(in, side + "_second_rank");
  if (!second && flag_of(in, side + "_second_rank_injured")) {
    throw engine::BadInput(side + "_second_rank_injured", "there is no second rank: give " + side + "_second_rank");
  }
  f.hits_left = (flag_of(in, side + "_injured") ? 1 : 2) + (second ? (flag_of(in, side + "_second_rank_injured") ? 1 : 2) : 0);

  const std::string terrain = side + "_terrain";
  if (!flag_of(in, "melee_cover")) {
    if (in.contains(terrain)) throw engine::BadInput(terrain, "cover counts in melee only with melee_cover (ruling 9)");
    f.resilience = own;
    return s;
  }
  Cover cover;
  cover.ground = parse_ground(in.value(terrain, std::string("open")), terrain);
  cover.moving = side == "attacker";  // it assaulted into contact
  cover.vehicle = f.vehicle;
  if (f.vehicle && is_dug_in_ground(cover.ground)) throw engine::BadInput(terrain, "vehicles never dig in: give open or rough");
  s.resilience_factors = cover_factors(cover);
  f.resilience = resilience_in_cover(own, cover);
  return s;
}

std::string_view order_words(Order o) {
  switch (o) {
    case Order::kAttackerFirst: return "attacker first";
    case Order::kDefenderFirst: return "defender first";
    case Order::kTogether: return "together";
  }
  return "together";
}

Json side_json(const Json& in, const std::string& side, const SideInput& s) {
  Json factors = Json::array();
  for (const ResilienceFactor& f : s.resilience_factors) factors.push_back(factor_json(f.what, f.value));
  Json j = {{"arming", {{"dice", s.fighter.arming.dice}, {"bonus", s.fighter.arming.bonus}}},
            {"resilience", s.fighter.resilience},
            {"resilience_factors", factors},
            {"kind", id(s.kind)},
            {"strike_step", s.fighter.strike_step},
            {"vehicle", s.fighter.vehicle},
            {"hits_to_remove", s.fighter.hits_left}};
  if (in.contains(side)) j["type"] = in.at(side);
  return j;
}

Melee melee_from(const Json& in, SideInput& attacker, SideInput& defender) {
  attacker = side_from(in, "attacker");
  defender = side_from(in, "defender");
  return Melee{attacker.fighter, defender.fighter, flag_of(in, "reroll_keeps_bonus")};
}

Json melee_json(const Json& in) {
  SideInput attacker;
  SideInput defender;
  const Melee m = melee_from(in, attacker, defender);
  const MeleeOdds odds = melee(m);
  Json outcomes = Json::array();
  const auto add = [&](Ending e, const core::Rational& p) {
    if (p == 0) return;
    Json row = chance_json(p);
    row["label"] = id(e);
    outcomes.push_back(row);
  };
  add(Ending::kAttackerWins, odds.attacker_wins);
  add(Ending::kDefenderWins, odds.defender_wins);
  add(Ending::kBothRemoved, odds.both_removed);
  add(Ending::kStandOff, odds.stand_off);
  Json rounds = Json::array();
  for (const MeleeRound& r : odds.rounds) {
    rounds.push_back({{"round", r.round},
                      {"deathmatch", r.round > 1},
                      {"attacker_resilience", r.attacker_resilience},
                      {"defender_resilience", r.defender_resilience},
                      {"attacker_wins", chance_json(r.attacker_wins)},
                      {"defender_wins", chance_json(r.defender_wins)},
                      {"both_removed", chance_json(r.both_removed)},
                      {"fighting_on", chance_json(r.fighting_on)}});
  }
  Json why = Json::array({fmt::format("strike order: {}", order_words(strike_order(m))),
                          "round 1 at each side's Resilience, then deathmatch rounds at -1R each, until one side is gone",
                          "hits go to a second rank first; a side is gone when all its hits are taken"});
  if (odds.stand_off > 0) why.push_back("neither side has a melee die: neither can harm the other");
  return {{"attacker", side_json(in, "attacker", attacker)},
          {"defender", side_json(in, "defender", defender)},
          {"strike_order", order_words(strike_order(m))},
          {"outcomes", outcomes},
          {"rounds", rounds},
          {"rounds_to_certain_end", odds.rounds.size()},
          {"attacker_hits_left", engine::distribution_json(approximate(odds.attacker_hits_left), &odds.attacker_hits_left)},
          {"defender_hits_left", engine::distribution_json(approximate(odds.defender_hits_left), &odds.defender_hits_left)},
          {"why", why}};
}

std::string side_line(const std::string& name, const Json& side) {
  const Json& a = side.at("arming");
  return fmt::format("{}: {} R{} {} hits\n", name, arming_text({a.at("dice").get<int>(), a.at("bonus").get<int>()}),
                     side.at("resilience").get<int>(), side.at("hits_to_remove").get<int>());
}

std::string melee_text(const Json& in, const Json& result) {
  const bool made = engine::asks_for_dice(in);
  const Json& odds = made ? result.at("roll") : result;
  std::string text = side_line("attacker", odds.at("attacker")) + side_line("defender", odds.at("defender"));
  text += fmt::format("strikes: {}\n", odds.at("strike_order").get<std::string>());
  for (const Json& o : odds.at("outcomes")) {
    // The exact fraction where it fits the line; the JSON always has it.
    const std::string exact = o.at("exact").get<std::string>();
    text += fmt::format("{:<14}{:>8} {}\n", o.at("label").get<std::string>(), engine::percent(o.at("probability").get<double>()),
                        exact.size() <= 17 ? exact : "");
  }
  text += "rnd  R a/d  att win  def win     both\n";
  for (const Json& r : odds.at("rounds")) {
    const auto p = [&](const char* key) { return engine::percent(r.at(key).at("probability").get<double>()); };
    text += fmt::format("{:>3} {:>2}/{:<2} {:>8} {:>8} {:>8}\n", r.at("round").get<int>(), r.at("attacker_resilience").get<int>(),
                        r.at("defender_resilience").get<int>(), p("attacker_wins"), p("defender_wins"), p("both_removed"));
  }
  if (made) text += made_roll_text(result);
  return text;
}

Json melee_roll(const Json& in, const Json&, engine::DiceSource& dice) {
  SideInput attacker;
  SideInput defender;
  const Melee m = melee_from(in, attacker, defender);
  const Order order = strike_order(m);
  int a = m.attacker.hits_left;
  int d = m.defender.hits_left;
  Json rounds = Json::array();
  const bool stand_off = m.attacker.arming.dice == 0 && m.defender.arming.dice == 0;
  for (int round = 1; !stand_off && a > 0 && d > 0; ++round) {
    const auto volley = [&](const Fighter& striker, const Fighter& target) {
      return Volley{striker.arming.dice, 1, striker.arming.bonus, resilience_in_round(target, round),
                    target.vehicle && striker.rerolls_on_vehicles, m.reroll_keeps_bonus};
    };
    const auto strike_attacker = [&] { d = std::max(0, d - roll_volley(dice, volley(m.attacker, m.defender), "attacker")); };
    const auto strike_defender = [&] { a = std::max(0, a - roll_volley(dice, volley(m.defender, m.attacker), "defender")); };
    if (order == Order::kAttackerFirst) {
      strike_attacker();
      if (d > 0) strike_defender();
    } else if (order == Order::kDefenderFirst) {
      strike_defender();
      if (a > 0) strike_attacker();
    } else {
      strike_attacker();
      strike_defender();
    }
    rounds.push_back({{"round", round}, {"attacker_hits_left", a}, {"defender_hits_left", d}});
  }
  const Ending e = a > 0 && d > 0 ? Ending::kStandOff : a > 0 ? Ending::kAttackerWins : d > 0 ? Ending::kDefenderWins
                                                                                            : Ending::kBothRemoved;
  return {{"rounds", rounds}, {"ending", id(e)},
          {"words", fmt::format("{} after {} round{}", id(e), rounds.size(), rounds.size() == 1 ? "" : "s")}};
}

}  // namespace

engine::Calculator melee_calculator() {
  engine::Calculator c{"melee", "two platoons in base contact fought to the end: each ending's chance, round by round",
                       engine::InputSpec(melee_fields()), melee_json};
  c.text = melee_text;
  c.roll = melee_roll;
  c.examples = {
      {{"attacker", "line-infantry"}, {"defender", "line-infantry"}},
      // The text's multiple combat: (A) fights (2), whose casualties pass to (3) behind it.
      {{"attacker", "line-infantry"}, {"defender", "reserve-infantry"}, {"defender_second_rank", true}},
      {{"attacker", "melee-cavalry"}, {"defender", "reserve-infantry"}},
      {{"attacker", "grenadier-squad"}, {"attacker_resilience", 4}, {"defender", "mother-tank"}},
      {{"attacker", "line-infantry"}, {"defender", "elite-infantry"}, {"seed", 1418}},
  };
  return c;
}

}  // namespace sandtable::rules::gw1418
