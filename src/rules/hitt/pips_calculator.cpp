// `hitt pips`: the PIPs a side's PIP die gives over several bounds, and the chance of one
// bound giving enough for a costly action (6 PIPs deploy or lift a barrage, bring fighters).
#include <fmt/format.h>

#include <cmath>

#include "core/notation.hpp"
#include "engine/dist_json.hpp"
#include "rules/hitt/calculators.hpp"

namespace sandtable::rules::hitt {

namespace {

using engine::Json;

core::BigInt power(int base, int exponent) {
  core::BigInt p = 1;
  for (int i = 0; i < exponent; ++i) p *= base;
  return p;
}

Json pips(const Json& in) {
  const int bounds = in.at("bounds").get<int>();
  const int needed = in.at("needed").get<int>();
  const core::notation::Expression dice = core::notation::parse(fmt::format("{}d6", bounds));
  const core::ExactDist exact = core::notation::exact_distribution(dice.left);
  Json j = engine::distribution_json(core::notation::distribution(dice.left), &exact, power(6, bounds));
  // PIPs are not saved from bound to bound: the action needs one die showing `needed` or more.
  const core::BigInt all = power(6, bounds);
  const core::BigInt some = all - power(needed - 1, bounds);
  j["chance_one_bound"] = (7.0 - needed) / 6;
  j["chance_within_bounds"] = 1.0 - std::pow((needed - 1) / 6.0, bounds);
  j["chance_within_bounds_exact"] = fmt::format("{}/{}", some.str(), all.str());
  j["why"] = Json::array({fmt::format("one PIP die a bound: {} bounds give {}d6 PIPs in all", bounds, bounds),
                          fmt::format("{} PIPs in one bound: {} in 6", needed, 7 - needed),
                          "PIPs unspent are lost at the end of the bound"});
  return j;
}

}  // namespace

engine::Calculator pips_calculator() {
  engine::Calculator c{
      "pips", "PIP dice over several bounds: the PIPs in all, and the chance of enough in one bound",
      engine::InputSpec({engine::whole("bounds", 1, 12, "bounds to come").with_default(3).with_section("Sequence of Events"),
                         engine::whole("needed", 1, 6, "PIPs needed in one bound (6 for a barrage or fighters, 1 for gas)")
                             .with_default(6)
                             .with_section("Deploying Barrages, Fighters, Gas")}),
      pips};
  c.examples = {Json::object(), {{"bounds", 1}, {"needed", 6}}, {{"bounds", 4}, {"needed", 5}}};
  return c;
}

}  // namespace sandtable::rules::hitt
