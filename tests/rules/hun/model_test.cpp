// The probability model: range limits, data checks and the factor list (V, VIII, IX).
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

#include "rules/hun/attack.hpp"
#include "rules/hun/embedded_data.hpp"

namespace sandtable::rules::hun {
namespace {

AttackSituation fire(Attack a, int range) {
  AttackSituation s;
  s.action = a;
  s.range_inches = range;
  return s;
}

TEST(HunPistol, RangeIsNineInches) {
  EXPECT_NO_THROW(resolve_attack(fire(Attack::kPistol, 9)));
  EXPECT_THROW(resolve_attack(fire(Attack::kPistol, 10)), engine::BadInput);
}

TEST(HunPistol, TwentyInchesSaysWhy) {
  try {
    resolve_attack(fire(Attack::kPistol, 20));
    FAIL() << "a pistol at 20 inches must be refused";
  } catch (const engine::BadInput& e) {
    EXPECT_NE(std::string(e.what()).find("9 inches"), std::string::npos) << e.what();
  }
}

TEST(HunCarbine, RangeIsThirtySixInches) {
  EXPECT_NO_THROW(resolve_attack(fire(Attack::kCarbine, 36)));
  EXPECT_THROW(resolve_attack(fire(Attack::kCarbine, 37)), engine::BadInput);
}

TEST(HunRifle, HasNoPracticalMaximumRange) {
  EXPECT_NO_THROW(resolve_attack(fire(Attack::kRifle, 400)));
  EXPECT_GT(resolve_attack(fire(Attack::kRifle, 400)).kill, 0.0);
}

TEST(HunMg, HasNoPracticalMaximumRange) { EXPECT_NO_THROW(resolve_attack(fire(Attack::kTestVsMg, 400))); }

TEST(HunRange, IsRoundedUpToTheWholeInch) {
  EXPECT_EQ(whole_inches(9.0), 9);
  EXPECT_EQ(whole_inches(9.2), 10);
  EXPECT_THROW(whole_inches(-1), engine::BadInput);
}

TEST(HunLance, IsUsedFromHorseback) {
  AttackSituation s;
  s.action = Attack::kLance;
  EXPECT_THROW(resolve_attack(s), engine::BadInput);
  s.attacker_mounted = true;
  EXPECT_NO_THROW(resolve_attack(s));
}

TEST(HunAttack, OutcomesAreADistribution) {
  AttackSituation s = fire(Attack::kRifle, 12);
  s.cover = Cover::kSoft;
  const AttackOdds o = resolve_attack(s);
  EXPECT_NEAR(o.outcomes().total(), 1.0, 1e-12);
  EXPECT_NEAR(o.kill + o.wound + o.scratch, o.hit, 1e-12);
  EXPECT_GT(o.scratch, 0.0);
}

TEST(HunAttack, FactorsExplainTheChance) {
  AttackSituation s = fire(Attack::kRifle, 12);
  s.cover = Cover::kHard;
  s.sharpshooter = true;
  const AttackOdds o = resolve_attack(s);
  double product = 1;
  bool saw_cover = false;
  for (const auto& f : o.factors) {
    product *= f.multiplier;
    saw_cover = saw_cover || f.what == "cover";
  }
  EXPECT_TRUE(saw_cover);
  EXPECT_NEAR(product, o.hit, 1e-12);
}

TEST(HunAttack, ChargingHelpsTheLanceMost) {
  AttackSituation lance;
  lance.action = Attack::kLance;
  lance.attacker_mounted = true;
  AttackSituation charging = lance;
  charging.charging = true;
  EXPECT_GT(resolve_attack(charging).kill, resolve_attack(lance).kill);
}

// The built-in model's JSON with one piece of text replaced.
std::string edited_model(const std::string& from, const std::string& to) {
  std::string text(embedded::kModelJson);
  const auto at = text.find(from);
  if (at == std::string::npos) throw std::logic_error("model text lacks " + from);
  return text.replace(at, from.size(), to);
}

TEST(HunModelData, RejectsCoverThatHelpsTheFirer) {
  EXPECT_THROW(parse_model(edited_model("\"hard\": 0.45", "\"hard\": 0.95")), std::invalid_argument);
}

TEST(HunModelData, RejectsARangeTableThatRises) {
  EXPECT_THROW(parse_model(edited_model("[9, 0.15]", "[9, 0.30]")), std::invalid_argument);
}

TEST(HunModelData, RejectsBetterQualityThatHitsLess) {
  EXPECT_THROW(parse_model(edited_model("\"veteran\": 1.15", "\"veteran\": 0.9")), std::invalid_argument);
}

TEST(HunModelData, BuiltinModelLoads) { EXPECT_NO_THROW(builtin_model()); }

}  // namespace
}  // namespace sandtable::rules::hun
