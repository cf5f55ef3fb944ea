// `m2m wire`: how many of a unit's figures get across intact wire this turn, exactly.
#include <fmt/format.h>

#include "rules/m2m/calculators.hpp"
#include "rules/m2m/movement.hpp"

namespace sandtable::rules::m2m {

namespace {

Json wire(const Json& in) {
  WireSituation s;
  s.figures = in.at("figures").get<int>();
  s.under_fire = in.at("under_fire").get<bool>();
  s.trench_warfare = in.at("trench_warfare").get<bool>();
  s.bombardment_bonus = in.at("bombardment_bonus").get<int>();
  s.gas = in.at("gas").get<bool>();
  const WireOdds odds = wire_odds(s);
  Json j = exact_distribution_json(odds.across);
  j["need"] = odds.need;
  j["each"] = chance_json(odds.each);
  j["factors"] = factors_json(odds.factors);
  return j;
}

std::string wire_text(const Json& in, const Json& result) {
  const int need = result.at("need").get<int>();
  std::string text = fmt::format("{} figures at the wire: {}\n", in.at("figures").get<int>(),
                                 need > 6 ? std::string("none cross") : fmt::format("each across on {}+", need));
  text += factors_text(result.at("factors"));
  text += distribution_rows("across", result);
  return text;
}

}  // namespace

engine::Calculator wire_calculator() {
  engine::Calculator c{
      "wire", "figures crossing intact wire: a die each, the exact number across",
      engine::InputSpec({engine::whole("figures", 1, 40, "figures trying to cross").as_required().with_unit("figures").with_section("3 Field Engineering"),
                         engine::flag("under_fire", "the wire is under fire").with_section("3 Field Engineering"),
                         engine::flag("trench_warfare", "the trench-warfare appendix: 5+, or 6 under fire").with_section("Appendix 1"),
                         engine::whole("bombardment_bonus", 0, 2, "attackers' bonus after the pre-battle bombardment (+1, varied 0 to 2)")
                             .with_default(0)
                             .with_section("Appendix 1 c"),
                         engine::flag("gas", "in gas: -1 on each die").with_section("Appendix 1 e")}),
      wire};
  c.text = wire_text;
  c.examples = {{{"figures", 10}, {"under_fire", true}},
                {{"figures", 10}, {"trench_warfare", true}, {"bombardment_bonus", 1}},
                {{"figures", 8}, {"trench_warfare", true}, {"under_fire", true}}};
  return c;
}

}  // namespace sandtable::rules::m2m
