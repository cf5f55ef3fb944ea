#include "rules/1418/calculator_parts.hpp"

#include <fmt/format.h>

namespace sandtable::rules::gw1418 {

bool flag_of(const Json& in, const std::string& name) { return in.at(name).get<bool>(); }

Json chance_json(const core::Rational& p, const core::BigInt& denominator) {
  return {{"probability", core::to_double(p)}, {"exact", core::rational_text(p, denominator)}};
}

Json factor_json(const std::string& what, int value) { return {{"what", what}, {"value", value}}; }

std::string arming_text(const Arming& a) {
  return a.bonus > 0 ? fmt::format("A{}(+{})", a.dice, a.bonus) : fmt::format("A{}", a.dice);
}

Json unit_json(const UnitType& t) {
  Json range = t.range.unlimited ? Json("unlimited") : Json(t.range.value);
  Json j = {{"id", t.id},
            {"printed", t.printed},
            {"speed", id(t.speed)},
            {"kind", id(t.kind)},
            {"melee", {{"dice", t.melee.dice}, {"bonus", t.melee.bonus}}},
            {"ranged", {{"dice", t.ranged.dice}, {"bonus", t.ranged.bonus}}},
            {"resilience", t.resilience ? Json(*t.resilience) : Json("as parent")},
            {"range", range},
            {"vehicle", is_vehicle(t)}};
  if (t.range.mounted) j["range_mounted"] = *t.range.mounted;
  if (t.armoured) j["made_by"] = "RULINGS.md 43 (not a printed row)";
  return j;
}

const UnitType* type_named(const Json& in, const std::string& field) {
  return in.contains(field) ? &unit_type(in.at(field).get<std::string>()) : nullptr;
}

int from_type_or_field(const Json& in, const std::string& field, const UnitType* type, int type_value,
                       const std::string& type_field) {
  if (type && in.contains(field)) {
    throw engine::BadInput(field, fmt::format("{} comes from {} ({}): give {} or {}, not both", field, type_field,
                                              type->id, field, type_field));
  }
  if (type) return type_value;
  if (!in.contains(field)) throw engine::BadInput(field, fmt::format("give {} or a unit type ({})", field, type_field));
  return in.at(field).get<int>();
}

int resilience_from(const Json& in, const std::string& field, const UnitType* type, const std::string& type_field) {
  if (type && !type->resilience) {
    if (!in.contains(field)) {
      throw engine::BadInput(field, fmt::format("{} has its parent's Resilience: give the parent's as {}", type->id, field));
    }
    return in.at(field).get<int>();
  }
  return from_type_or_field(in, field, type, type ? *type->resilience : 0, type_field);
}

std::string made_roll_text(const Json& made) {
  constexpr std::size_t kColumns = 40;
  std::string text;
  std::string line = made.contains("seed") ? fmt::format("seed {}:", made.at("seed").get<std::uint64_t>()) : "your dice:";
  for (const Json& face : made.at("dice")) {
    const std::string word = fmt::format(" {}", face.get<int>());
    if (line.size() + word.size() > kColumns) {
      text += line + "\n";
      line.clear();
    }
    line += word;
  }
  return text + line + "\n" + made.at("words").get<std::string>() + "\n";
}

int roll_volley(engine::DiceSource& dice, const Volley& v, const std::string& whose) {
  const auto roll = [&](const std::string& reason) {
    engine::DiceRequest request;
    request.reason = reason;
    return dice.roll(request).at(0);
  };
  const bool has_bonus = v.bonus > 0;
  int standing = 0;
  for (int i = 0; i < v.dice; ++i) {
    const bool bonus_die = has_bonus && i < v.bonus_dice;
    const int bonus = bonus_die ? v.bonus : 0;
    const std::string die = fmt::format("{} die {}{}", whose, i + 1, bonus_die ? fmt::format(" (+{})", bonus) : "");
    if (roll(fmt::format("{} against R{}", die, v.resilience)) + bonus < v.resilience) continue;
    const int reroll_bonus = v.reroll_keeps_bonus ? bonus : 0;
    if (v.rerolled && roll(fmt::format("{}: re-roll of its hit", die)) + reroll_bonus < v.resilience) continue;
    ++standing;
  }
  return standing;
}

}  // namespace sandtable::rules::gw1418
