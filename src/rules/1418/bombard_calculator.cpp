// `1418 bombard`: an artillery battalion's shots laid on the bases under a bombardment
// circle: the best allocation (at most half the shots on one base) and its exact result.
#include <fmt/format.h>

#include <cctype>

#include "engine/dist_json.hpp"
#include "engine/dist_text.hpp"
#include "rules/1418/bombard.hpp"
#include "rules/1418/calculator_parts.hpp"
#include "rules/1418/calculators.hpp"
#include "rules/1418/cover.hpp"
#include "rules/1418/rulings.hpp"

namespace sandtable::rules::gw1418 {

namespace {

constexpr std::size_t kMostTargets = 12;

std::vector<std::string> battery_ids() {
  std::vector<std::string> ids;
  for (const UnitType& t : all_unit_types()) {
    if (t.kind == Kind::kGun) ids.emplace_back(t.id);
  }
  return ids;
}

std::vector<engine::Field> bombard_fields() {
  const std::string section = "Artillery";
  return with_rulings(
      {
          engine::choice("battery", battery_ids(), "the batteries' type: their Arming and +").with_section(section),
          engine::whole("arming", 1, 4, "each battery's Arming (a mixed battalion's mean)").with_section(section),
          engine::whole("bonus", 0, 3, "each battery's +").with_section("Guns and Heavy Weapons"),
          engine::whole("batteries", 1, 8, "batteries firing").as_required().with_section(section),
          engine::text("targets",
                       "the bases under the circle, by Resilience; o after one more than half outside the inner "
                       "circle, i after one injured: \"4 4 3o 4oi\"",
                       120)
              .as_required()
              .with_section(section),
          engine::choice("terrain", ground_ids(),
                         "the ground every target is in (their numbers are then their own Resilience, before cover)")
              .with_section("Cover and terrain"),
          engine::choice("aim", {"remove", "hit"}, "remove the most bases, or score the most hits that count")
              .with_default("remove"),
      },
      {"bombard_bonus_dice", "reroll_keeps_bonus"});
}

// "4 4 3o 4oi" -> the targets, each its Resilience plus `cover` and its marks.
std::vector<CircleTarget> targets_from(const std::string& text, int cover) {
  std::vector<CircleTarget> targets;
  std::size_t i = 0;
  const auto bad = [](const std::string& why) { return engine::BadInput("targets", why); };
  while (i < text.size()) {
    if (std::isspace(static_cast<unsigned char>(text[i])) || text[i] == ',') {
      ++i;
      continue;
    }
    std::size_t end = i;
    while (end < text.size() && !std::isspace(static_cast<unsigned char>(text[end])) && text[end] != ',') ++end;
    const std::string word = text.substr(i, end - i);
    std::size_t digits = 0;
    while (digits < word.size() && std::isdigit(static_cast<unsigned char>(word[digits]))) ++digits;
    if (digits == 0 || digits > 2) throw bad(fmt::format("{} is not a Resilience with marks (say 4, 3o or 4oi)", engine::quoted(word)));
    CircleTarget t;
    t.resilience = std::stoi(word.substr(0, digits)) + cover;
    for (std::size_t k = digits; k < word.size(); ++k) {
      const char mark = static_cast<char>(std::tolower(static_cast<unsigned char>(word[k])));
      if (mark == 'o' && !t.outer) {
        t.outer = true;
      } else if (mark == 'i' && !t.injured) {
        t.injured = true;
      } else {
        throw bad(fmt::format("{}: after the Resilience, o (outer ring) and i (injured) once each", engine::quoted(word)));
      }
    }
    if (std::stoi(word.substr(0, digits)) > 12) throw bad(fmt::format("{}: a Resilience is at most 12", engine::quoted(word)));
    targets.push_back(t);
    i = end;
  }
  if (targets.empty()) throw bad("no bases: give each base's Resilience, e.g. \"4 4 3o\"");
  if (targets.size() > kMostTargets) throw bad(fmt::format("at most {} bases under one circle", kMostTargets));
  return targets;
}

Bombardment bombardment_from(const Json& in) {
  Bombardment b;
  const UnitType* battery = type_named(in, "battery");
  b.battery.dice = from_type_or_field(in, "arming", battery, battery ? battery->ranged.dice : 0, "battery");
  b.battery.bonus = battery ? from_type_or_field(in, "bonus", battery, battery->ranged.bonus, "battery") : in.value("bonus", 0);
  b.batteries = in.at("batteries").get<int>();
  int cover = 0;
  if (in.contains("terrain")) {
    Cover c;
    c.ground = parse_ground(in.at("terrain").get<std::string>(), "terrain");
    cover = resilience_in_cover(0, c);
  }
  b.targets = targets_from(in.at("targets").get<std::string>(), cover);
  b.bonus_dice = parse_bonus_dice(in.at("bombard_bonus_dice").get<std::string>(), "bombard_bonus_dice");
  b.reroll_keeps_bonus = in.at("reroll_keeps_bonus").get<bool>();
  b.aim = in.at("aim").get<std::string>() == "hit" ? Aim::kHit : Aim::kRemove;
  return b;
}

std::string_view bonus_words(BonusDice d) {
  switch (d) {
    case BonusDice::kPerBattery: return "one shot per battery";
    case BonusDice::kPerTarget: return "one shot per base shot at";
    case BonusDice::kNone: return "no shot (ruling 15)";
  }
  return "no shot";
}

Json bombard(const Json& in) {
  const Bombardment b = bombardment_from(in);
  const BombardResult r = best_bombardment(b);
  Json targets = Json::array();
  for (std::size_t i = 0; i < r.targets.size(); ++i) {
    const TargetResult& t = r.targets[i];
    const core::BigInt rolls = rolls_counted(t.volley);
    Json j = engine::distribution_json(approximate(t.hits), &t.hits, rolls);
    j["base"] = i + 1;
    j["resilience"] = t.target.resilience;
    j["outer"] = t.target.outer;
    j["injured_before"] = t.target.injured;
    j["shots"] = t.volley.dice;
    j["bonus_shots"] = t.volley.bonus > 0 ? std::min(t.volley.bonus_dice, t.volley.dice) : 0;
    j["injured"] = core::to_double(t.effects.injured);
    j["removed"] = core::to_double(t.effects.removed);
    j["effects"] = {{"unharmed", chance_json(t.effects.unharmed, rolls)},
                    {"injured", chance_json(t.effects.injured, rolls)},
                    {"removed", chance_json(t.effects.removed, rolls)}};
    targets.push_back(j);
  }
  const int total = shots(b);
  Json why = Json::array({fmt::format("{} batteries x {} = {} shots", b.batteries, arming_text(b.battery), total),
                          fmt::format("at most {} on one base (half the shots)", most_on_one(b)),
                          "hits on a base in the outer ring are re-rolled and stand only if they hit again"});
  if (b.battery.bonus > 0) why.push_back(fmt::format("the +{} on {}", b.battery.bonus, bonus_words(b.bonus_dice)));
  return {{"shots", total},
          {"most_on_one", most_on_one(b)},
          {"shots_used", r.shots_used},
          {"aim", id(b.aim)},
          {"allocation", targets},
          {"expected_removed", core::to_double(r.expected_removed)},
          {"expected_removed_exact", core::rational_text(r.expected_removed)},
          {"expected_injured", core::to_double(r.expected_injured)},
          {"expected_injured_exact", core::rational_text(r.expected_injured)},
          {"bases_removed", engine::distribution_json(approximate(r.removed), &r.removed)},
          {"why", why}};
}

std::string bombard_text(const Json&, const Json& result) {
  std::string text = fmt::format("{} shots, at most {} a base\n", result.at("shots").get<int>(), result.at("most_on_one").get<int>());
  text += fmt::format("{:>4}  {:<4} {:<7} {:>8} {:>8}\n", "base", "R", "shot(+)", "injured", "removed");
  for (const Json& t : result.at("allocation")) {
    const std::string r = fmt::format("{}{}{}", t.at("resilience").get<int>(), t.at("outer").get<bool>() ? "o" : "",
                                      t.at("injured_before").get<bool>() ? "i" : "");
    const std::string shots = fmt::format("{}({}+)", t.at("shots").get<int>(), t.at("bonus_shots").get<int>());
    text += fmt::format("{:>4}  {:<4} {:<7} {:>8} {:>8}\n", t.at("base").get<int>(), r, shots,
                        engine::percent(t.at("injured").get<double>()), engine::percent(t.at("removed").get<double>()));
  }
  text += fmt::format("bases removed: mean {:.2f}\n", result.at("expected_removed").get<double>());
  for (const Json& o : result.at("bases_removed").at("outcomes")) {
    text += fmt::format("  {:>2} {:>8}\n", o.at("value").get<int>(), engine::percent(o.at("probability").get<double>()));
  }
  return text;
}

}  // namespace

engine::Calculator bombard_calculator() {
  engine::Calculator c{"bombard", "an artillery battalion's shots on a 6\" circle: the best allocation and its result",
                       engine::InputSpec(bombard_fields()), bombard};
  c.text = bombard_text;
  c.examples = {
      // The text's example: 4 batteries of A2, 8 shots, one company under the circle.
      {{"arming", 2}, {"batteries", 4}, {"targets", "4 4 4o"}, {"terrain", "open"}},
      {{"battery", "light-howitzer"}, {"batteries", 3}, {"targets", "4 4 4 4o"}, {"terrain", "defensible"}},
      {{"battery", "howitzer-12cm"}, {"batteries", 2}, {"targets", "6 5o"}, {"aim", "hit"}},
  };
  return c;
}

}  // namespace sandtable::rules::gw1418
