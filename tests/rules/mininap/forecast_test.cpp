// The odds shown beside the orders a player is offered (forecast.hpp), worked by hand from
// the rules' dice counts.
#include "rules/mininap/forecast.hpp"

#include <gtest/gtest.h>

#include <cmath>

#include "battle_fixture.hpp"
#include "engine/scenario.hpp"
#include "rules/mininap/game.hpp"

namespace sandtable::rules::mininap {
namespace {

using namespace testing;

// C(n, k) p^k (1-p)^(n-k), written out so the expectation does not lean on core::Dist.
double binomial(int n, int k, double p) {
  double c = 1;
  for (int i = 0; i < k; ++i) c = c * (n - i) / (i + 1);
  return c * std::pow(p, k) * std::pow(1 - p, n - k);
}

void expect_binomial(const core::Dist& hits, int dice, double p) {
  ASSERT_EQ(hits.min(), 0);
  ASSERT_EQ(hits.max(), dice);
  for (int k = 0; k <= dice; ++k) EXPECT_NEAR(hits.probability(k), binomial(dice, k, p), 1e-12) << k << " hits";
}

// Firing: 1D6 per SP, +1 die at cavalry, hits on 1-2. Cavalry cannot shoot back, so the
// line is not suppressed: 4 SP give 5 dice, and no hits at all has a chance of (2/3)^5.
TEST(MiniNapFiring, TheOfferToFireShowsTheExactHitsOnTheTarget) {
  const std::string text =
      "ruleset: mininap\nname: Test\ntable: {width: 60, depth: 40}\nsides:\n"
      "  - name: Blue\n    army:\n      name: Blue brigade\n      level: brigade\n      units:\n"
      "        - {name: Blue line, type: line-infantry, strength: 4, x: 30, y: 10, facing: 90}\n"
      "  - name: Red\n    army:\n      name: Red brigade\n      level: brigade\n      units:\n"
      "        - {name: Red horse, type: medium-cavalry, strength: 4, x: 30, y: 15, facing: -90}\n";
  const engine::Scenario s = engine::parse_scenario(text, "t.yaml");
  auto game = rule_set().start(s, s.rulings);
  game->apply_dice({1, 1});
  game->apply_dice({6, 6});
  const engine::Request request = game->next_request();
  const auto& d = std::get<engine::Decision>(request);
  ASSERT_EQ(d.actions.size(), 2U);
  EXPECT_TRUE(d.actions[0].forecasts.empty()) << "holding fire decides nothing";
  const engine::Action& fire = d.actions[1];
  ASSERT_EQ(fire.json["type"], "fire");
  ASSERT_EQ(fire.forecasts.size(), 1U);
  EXPECT_EQ(fire.forecasts[0].what, "hits on Red horse (5d6, 2 or less)");
  expect_binomial(fire.forecasts[0].dist, 5, 1.0 / 3);
  EXPECT_NEAR(fire.forecasts[0].dist.probability(0), 32.0 / 243, 1e-15);
}

// Hand-to-hand: a front edge on the rear of the target outflanks it and throws 2D6 per SP;
// line infantry hits on its CV of 3. 4 SP: 8 dice at 1/2 each.
TEST(MiniNapHandToHand, TheOfferToAttackShowsOutflankingDice) {
  Battle b = empty_battle();
  add_unit(b, "Red", 1, UnitType::kLineInfantry, Formation::kLine, 4, 50, 50, 90);
  add_unit(b, "Blue", 0, UnitType::kLineInfantry, Formation::kColumn, 4, 52.5, 48, 90);
  Order attack;
  attack.kind = OrderKind::kAttack;
  attack.attacks = {{0, 4}};
  const std::vector<engine::Forecast> f = forecasts(b, 1, attack);
  ASSERT_EQ(f.size(), 1U);
  EXPECT_EQ(f[0].what, "Blue hits on Red (8d6, 3 or less)");
  expect_binomial(f[0].dist, 8, 0.5);
}

// A charge shows both throws at today's strengths, struck frontally: medium cavalry CV 4
// against line infantry in line (no modifier), 4 dice at 4/6; the line answers with CV 3.
TEST(MiniNapCharges, TheOfferToChargeShowsBothSidesThrows) {
  Battle b = duel({"Blue horse", UnitType::kMediumCavalry, Formation::kLine, 4, 50, 30, 90},
                  {"Red line", UnitType::kLineInfantry, Formation::kLine, 4, 50, 45, -90});
  Order charge;
  charge.kind = OrderKind::kCharge;
  charge.target = 1;
  const std::vector<engine::Forecast> f = forecasts(b, 0, charge);
  ASSERT_EQ(f.size(), 2U);
  EXPECT_EQ(f[0].what, "Blue horse hits on Red line if the charge strikes its front (4d6, 4 or less)");
  expect_binomial(f[0].dist, 4, 4.0 / 6);
  EXPECT_EQ(f[1].what, "Red line hits on Blue horse, its answer (4d6, 3 or less)");
  expect_binomial(f[1].dist, 4, 0.5);
  charge.kind = OrderKind::kHold;
  EXPECT_TRUE(forecasts(b, 0, charge).empty());
}

}  // namespace
}  // namespace sandtable::rules::mininap
