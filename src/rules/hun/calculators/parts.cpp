#include "rules/hun/calculators/parts.hpp"

#include <fmt/format.h>

#include <array>

#include "engine/dist_json.hpp"
#include "engine/dist_text.hpp"

namespace sandtable::rules::hun::calculators {

engine::Field quality_field(std::string name, std::string help) {
  return engine::choice(std::move(name), engine::names_of(kQualityNames), std::move(help)).with_default("soldier");
}

engine::Field vital_roll_field() {
  return engine::flag("vital_roll_optional", "charts leave out the vital roll")
      .with_default(builtin_model().vital_roll_optional)
      .with_section("VIII; ruling 4");
}

engine::Field plain_save_field() {
  return engine::flag("plain_d6_save", "the save is one d6, with no second die (charts further from the model)")
      .with_default(!builtin_model().save_second_die)
      .with_section("IV.B; ruling 55");
}

const Model& model_from(const Json& input) {
  // The four models the two switches make, indexed by vital roll optional x 2 + plain save.
  static const std::array<Model, 4> models = [] {
    std::array<Model, 4> m{builtin_model(), builtin_model(), builtin_model(), builtin_model()};
    for (std::size_t i = 0; i < m.size(); ++i) {
      m[i].vital_roll_optional = i >= 2;
      m[i].save_second_die = i % 2 == 0;
    }
    return m;
  }();
  const bool optional = input.at("vital_roll_optional").get<bool>();
  const bool plain = input.at("plain_d6_save").get<bool>();
  return models[(optional ? 2 : 0) + (plain ? 1 : 0)];
}

engine::Field inches_field(std::string name, std::string help, double most) {
  return engine::number(std::move(name), 0, most, std::move(help)).with_unit("inches");
}

std::vector<engine::Field> situation_fields() {
  return {engine::choice("action", engine::names_of(kAttackNames), "the attack or test").as_required().as_positional(),
          quality_field("actor", "quality of the actor (for test-vs-* the figure testing)").with_section("III"),
          quality_field("target", "quality of the target").with_section("III"),
          engine::choice("cover", engine::names_of(kCoverNames), "the target's cover").with_default("none").with_section("VIII"),
          inches_field("range", "range (rounded up to the whole inch; fire and test-vs-mg need it)").with_section("VIII"),
          engine::choice("target_posture", engine::names_of(kPostureNames), "what the target is doing")
              .with_default("standing"),
          engine::flag("actor_mounted", "the actor is mounted"),
          engine::flag("target_mounted", "the target is mounted"),
          engine::flag("sharpshooter", "the firer is a sharpshooter"),
          engine::flag("attacker_charging", "the attacker is charging or counter-charging").with_section("IX"),
          engine::flag("transport", "test-vs-blast: the testing thing is equipment or transport"),
          vital_roll_field(),
          plain_save_field()};
}

AttackSituation situation_from(const Json& in) {
  AttackSituation s;
  s.action = parse_attack(in.at("action").get<std::string>());
  const WeaponKind kind = builtin_model().weapon(s.action).kind;
  const bool test = kind == WeaponKind::kMg || kind == WeaponKind::kBlast;
  const Quality actor = parse_quality(in.at("actor").get<std::string>(), "actor");
  s.attacker = test ? Quality::kSoldier : actor;
  s.victim = test ? actor : parse_quality(in.at("target").get<std::string>(), "target");
  s.cover = parse_cover(in.at("cover").get<std::string>());
  s.posture = parse_posture(in.at("target_posture").get<std::string>());
  const bool actor_mounted = in.at("actor_mounted").get<bool>();
  s.attacker_mounted = !test && actor_mounted;
  s.victim_mounted = test ? actor_mounted : in.at("target_mounted").get<bool>();
  s.sharpshooter = in.at("sharpshooter").get<bool>();
  s.charging = in.at("attacker_charging").get<bool>();
  s.victim_is_transport = in.at("transport").get<bool>();
  if (s.victim_is_transport && kind != WeaponKind::kBlast) {
    throw engine::BadInput("transport", "applies to test-vs-blast: personal weapons and MGs target the crew, not equipment");
  }
  const bool ranged = kind == WeaponKind::kFire || kind == WeaponKind::kMg;
  if (ranged && !in.contains("range")) {
    throw engine::BadInput("range", fmt::format("is needed for {} (inches)", name(s.action)));
  }
  if (ranged) s.range_inches = whole_inches(in.at("range").get<double>());
  return s;
}

Json roll_json(const RollResult& r) {
  Json j = {{"dice", r.dice}, {"distribution", engine::distribution_json(r.dist)}, {"why", r.why}};
  if (r.dist.min() >= 0 && r.dist.max() <= 1) j["chance"] = r.dist.probability(1);
  return j;
}

std::string roll_text(const Json& odds) {
  std::string text = odds.at("dice").get<std::string>() + "\n";
  for (const Json& w : odds.at("why")) text += "  - " + w.get<std::string>() + "\n";
  if (odds.contains("chance")) return text + "chance to pass: " + engine::percent(odds.at("chance").get<double>()) + "\n";
  return text + engine::distribution_text(odds.at("distribution"));
}

Json outcome(const std::string& name, const std::string& words, Json more) {
  more["outcome"] = name;
  more["words"] = words;
  return more;
}

std::string made_text(const std::string& what, const Json& made) {
  return fmt::format("{}\n{}\n=> {}\n", what, engine::dice_text(made), made.at("words").get<std::string>());
}

engine::Calculator roll_calculator(std::string name, std::string description, std::vector<engine::Field> fields,
                                   std::function<RollResult(const Json&)> odds,
                                   std::function<Json(const Json& input, int value)> describe, std::vector<Json> examples) {
  engine::Calculator c{std::move(name), std::move(description), engine::InputSpec(std::move(fields)),
                       [odds](const Json& in) { return roll_json(odds(in)); }};
  c.text = [](const Json& in, const Json& result) {
    if (!engine::asks_for_dice(in)) return roll_text(result);
    return made_text(result.at("roll").at("dice").get<std::string>(), result);
  };
  c.examples = std::move(examples);
  c.roll = [odds, describe](const Json& in, const Json&, engine::DiceSource& dice) {
    return describe(in, odds(in).read_dice(dice));
  };
  return c;
}

std::function<Json(const Json&, int)> pass_fail(std::string pass_words, std::string fail_words) {
  return [pass = std::move(pass_words), fail = std::move(fail_words)](const Json&, int passed) {
    return passed ? outcome("passed", "passed: " + pass) : outcome("failed", "failed: " + fail);
  };
}

std::vector<engine::Field> joined(std::initializer_list<std::vector<engine::Field>> parts) {
  std::vector<engine::Field> all;
  for (const auto& part : parts) all.insert(all.end(), part.begin(), part.end());
  return all;
}

}  // namespace sandtable::rules::hun::calculators
