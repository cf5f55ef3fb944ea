// `1418 shoot`: a platoon's shooting at one target, the exact chance of each number of hits
// and of injuring or removing it, with the Resilience worked from the cover table.
#include <fmt/format.h>

#include <algorithm>

#include "engine/dist_json.hpp"
#include "engine/dist_text.hpp"
#include "rules/1418/calculator_parts.hpp"
#include "rules/1418/calculators.hpp"
#include "rules/1418/rulings.hpp"
#include "rules/1418/shooting.hpp"

namespace sandtable::rules::gw1418 {

namespace {

std::vector<engine::Field> shoot_fields() {
  const std::string section = "Executing shooting and combat";
  const std::string cover = "Cover and terrain";
  return with_rulings(
      {
          engine::choice("shooter", unit_ids(), "the shooting platoon's type: its ranged Arming and +").with_section(section),
          engine::whole("arming", 1, 12, "the shooter's ranged Arming: the dice it rolls").with_section(section),
          engine::whole("bonus", 0, 3, "the + added to one of its dice").with_section("Guns and Heavy Weapons"),
          engine::flag("gun", "the shooter is a field gun or artillery (its hits on vehicles stand without a re-roll)")
              .with_section("Vehicles"),
          engine::choice("target", unit_ids(), "the target's type: its Resilience, and whether it is a vehicle")
              .with_section(section),
          engine::whole("resilience", 1, 9, "the target's own Resilience (its parent's for an 'as parent' type), before cover")
              .with_section(section),
          engine::choice("terrain", ground_ids(), "the ground the target is in; dug-in-*: dug into open or rough ground")
              .with_default("open")
              .with_section(cover),
          engine::choice("from", ground_ids(), "the ground the target moved from this bound (the weaker counts)")
              .with_section(cover),
          engine::flag("moving", "the target moves this bound, so it is not dug in").with_section(cover),
          engine::flag("not_dug_in", "the target is in defensible ground or a fortification without being dug in")
              .with_section(cover),
          engine::flag("digging", "the target is digging in under fire (-1R while it digs)").with_section("The High Command system"),
          engine::flag("vehicle", "the target is a vehicle: infantry and heavy weapons re-roll their hits").with_section("Vehicles"),
          engine::flag("injured", "the target is injured already: one more hit removes it").with_section("Ending the bound"),
      },
      {"reroll_keeps_bonus", "cavalry_rerolls_vehicles", "recovery_with_cover"});
}

// The target's cover from the input, refusing what the cover table cannot mean.
Cover cover_from(const Json& in, bool vehicle) {
  Cover c;
  c.ground = parse_ground(in.at("terrain").get<std::string>(), "terrain");
  c.moving = flag_of(in, "moving");
  c.not_dug_in = flag_of(in, "not_dug_in");
  c.digging = flag_of(in, "digging");
  c.vehicle = vehicle;
  if (in.contains("from")) c.from = parse_ground(in.at("from").get<std::string>(), "from");
  const bool holes = is_dug_in_ground(c.ground);
  if (vehicle && holes) throw engine::BadInput("terrain", "vehicles never dig in: give open or rough");
  if (c.not_dug_in && (holes || c.ground == Ground::kOpen || c.ground == Ground::kRough)) {
    throw engine::BadInput("not_dug_in", "is for defensible ground or a fortification; in the open give open or rough");
  }
  if (c.digging && (holes || vehicle || c.moving || c.from)) {
    throw engine::BadInput("digging", "a platoon digs in where it stands, not yet dug in, and never a vehicle");
  }
  return c;
}

Shot shot_from(const Json& in) {
  Shot s;
  const UnitType* shooter = type_named(in, "shooter");
  const UnitType* target = type_named(in, "target");
  if (shooter && shooter->ranged.dice == 0) {
    throw engine::BadInput("shooter", fmt::format("{} has no ranged Arming: it cannot shoot", shooter->id));
  }
  s.arming.dice = from_type_or_field(in, "arming", shooter, shooter ? shooter->ranged.dice : 0, "shooter");
  s.arming.bonus = shooter ? from_type_or_field(in, "bonus", shooter, shooter->ranged.bonus, "shooter")
                           : in.value("bonus", 0);
  if (shooter && flag_of(in, "gun")) throw engine::BadInput("gun", "comes from the shooter's type: give gun or shooter, not both");
  const Kind kind = shooter ? shooter->kind : flag_of(in, "gun") ? Kind::kGun : Kind::kInfantry;
  s.rerolls_on_vehicles = rerolls_against_vehicles(kind, flag_of(in, "cavalry_rerolls_vehicles"));
  s.own_resilience = resilience_from(in, "resilience", target, "target");
  if (target && flag_of(in, "vehicle") && !is_vehicle(*target)) {
    throw engine::BadInput("vehicle", fmt::format("{} is not a vehicle", target->id));
  }
  s.cover = cover_from(in, flag_of(in, "vehicle") || (target && is_vehicle(*target)));
  s.target_injured = flag_of(in, "injured");
  s.reroll_keeps_bonus = flag_of(in, "reroll_keeps_bonus");
  return s;
}

Json shoot_json(const Json& in) {
  const Shot s = shot_from(in);
  const ShotOdds o = shoot(s);
  const core::BigInt rolls = rolls_counted(o.volley);
  Json j = engine::distribution_json(approximate(o.hits), &o.hits, rolls);
  Json factors = Json::array({factor_json(in.contains("target") ? fmt::format("{}'s own Resilience", in.at("target").get<std::string>())
                                                                 : "own Resilience",
                                          s.own_resilience)});
  for (const ResilienceFactor& f : o.resilience_factors) factors.push_back(factor_json(f.what, f.value));
  j["resilience"] = o.resilience;
  j["factors"] = factors;
  j["arming"] = {{"dice", s.arming.dice}, {"bonus", s.arming.bonus}};
  j["rerolled"] = o.volley.rerolled;
  j["per_die"] = chance_json(die_chance(o.volley, 0));
  if (s.arming.bonus > 0) j["bonus_die"] = chance_json(die_chance(o.volley, s.arming.bonus));
  j["unharmed"] = core::to_double(o.effects.unharmed);
  j["injured"] = core::to_double(o.effects.injured);
  j["removed"] = core::to_double(o.effects.removed);
  j["effects"] = {{"unharmed", chance_json(o.effects.unharmed, rolls)},
                  {"injured", chance_json(o.effects.injured, rolls)},
                  {"removed", chance_json(o.effects.removed, rolls)}};
  j["why"] = o.why;
  if (s.target_injured) {
    // Ruling 22: the recovery die is against its own Resilience unless the switch says cover.
    const int against = flag_of(in, "recovery_with_cover") ? o.resilience : s.own_resilience;
    j["recovery"] = chance_json(recovery_chance(against), 6);
    j["recovery"]["rolls_at_most"] = std::clamp(against, 0, 5);
  }
  if (in.contains("shooter")) j["shooter"] = unit_json(unit_type(in.at("shooter").get<std::string>()));
  if (in.contains("target")) j["target"] = unit_json(unit_type(in.at("target").get<std::string>()));
  return j;
}

// Each outcome's row for the table: "2 hits  25.00%  54/216".
std::string hits_rows(const Json& odds) {
  std::string text;
  for (const Json& o : odds.at("outcomes")) {
    text += fmt::format(" {:>2} {:<4} {:>8} {}\n", o.at("value").get<int>(), o.at("value").get<int>() == 1 ? "hit" : "hits",
                        engine::percent(o.at("probability").get<double>()), o.at("exact").get<std::string>());
  }
  return text;
}

std::string shoot_text(const Json& in, const Json& result) {
  const bool made = engine::asks_for_dice(in);
  const Json& odds = made ? result.at("roll") : result;
  const Json& arming = odds.at("arming");
  std::string text = fmt::format("{} {} against R{}{}\n", arming_text({arming.at("dice").get<int>(), arming.at("bonus").get<int>()}),
                                 arming.at("dice").get<int>() == 1 ? "die" : "dice", odds.at("resilience").get<int>(),
                                 odds.at("rerolled").get<bool>() ? ", hits re-rolled" : "");
  for (const Json& f : odds.at("factors")) {
    text += fmt::format("  {:+d} {}\n", f.at("value").get<int>(), f.at("what").get<std::string>());
  }
  text += hits_rows(odds);
  const Json& e = odds.at("effects");
  text += fmt::format("injured {} removed {}\n", engine::percent(e.at("injured").at("probability").get<double>()),
                      engine::percent(e.at("removed").at("probability").get<double>()));
  if (made) text += made_roll_text(result);
  return text;
}

std::string effect_words(int hits, bool injured_before) {
  if (hits == 0) return "unharmed";
  return hits >= 2 || injured_before ? "removed" : "injured";
}

Json shoot_roll(const Json& in, const Json& odds, engine::DiceSource& dice) {
  const Shot s = shot_from(in);
  const Volley v{s.arming.dice, 1, s.arming.bonus, odds.at("resilience").get<int>(), odds.at("rerolled").get<bool>(),
                 s.reroll_keeps_bonus};
  const int hit_count = roll_volley(dice, v, "shooting");
  const std::string effect = effect_words(hit_count, s.target_injured);
  return {{"hits", hit_count}, {"effect", effect},
          {"words", fmt::format("{} {}: {}", hit_count, hit_count == 1 ? "hit" : "hits", effect)}};
}

}  // namespace

engine::Calculator shoot_calculator() {
  engine::Calculator c{"shoot", "a platoon's shooting: the chance of each number of hits, of injuring and of removing",
                       engine::InputSpec(shoot_fields()), shoot_json};
  c.text = shoot_text;
  c.roll = shoot_roll;
  c.examples = {
      {{"shooter", "line-infantry"}, {"target", "line-infantry"}},
      // The text's cover example: out of a dug-in trench into the open counts as the open.
      {{"shooter", "early-hmg"}, {"target", "line-infantry"}, {"terrain", "open"}, {"from", "defensible"}},
      {{"arming", 3}, {"bonus", 1}, {"resilience", 4}, {"terrain", "fortification"}},
      {{"shooter", "late-hmg"}, {"target", "mother-tank"}, {"terrain", "rough"}},
      {{"shooter", "field-gun-7cm"}, {"target", "elite-infantry"}, {"terrain", "defensible"}, {"dice", "6 3"}},
  };
  return c;
}

}  // namespace sandtable::rules::gw1418
