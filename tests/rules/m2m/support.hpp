// What the m2m tests share: a calculator's exact chances by outcome, the field it refuses,
// and its roll made many times from one seeded stream, to compare with the exact odds.
#pragma once

#include <gtest/gtest.h>

#include <cmath>
#include <map>
#include <string>

#include "engine/dice_source.hpp"
#include "engine/rule_set.hpp"

namespace sandtable::rules::m2m::testing {

using engine::Json;

// The exact chance of `value` among a distribution's outcomes ("0" when it has none).
inline std::string exact_at(const Json& dist, const Json& value) {
  for (const Json& o : dist.at("outcomes")) {
    if (o.contains("value") ? o.at("value") == value : o.at("label") == value) return o.at("exact").get<std::string>();
  }
  return "0";
}

// The field `calculator` names in refusing `input`, or "accepted".
inline std::string refused(const engine::Calculator& calculator, const Json& input) {
  try {
    calculator.run(input);
  } catch (const engine::BadInput& e) {
    return e.field();
  }
  return "accepted";
}

// `calculator`'s roll made `times` times with digital dice from seed `seed`, counting what
// each made roll says under `key`.
inline std::map<std::string, int> seeded_counts(const engine::Calculator& calculator, const Json& input, int times,
                                                const std::string& key, std::uint64_t seed = 20261126) {
  const Json valid = calculator.fields().validate(input);
  engine::SeededDice dice(core::Rng::stream(seed, 0));
  std::map<std::string, int> seen;
  for (int i = 0; i < times; ++i) ++seen[calculator.roll(valid, Json::object(), dice).at(key).dump()];
  return seen;
}

// Every outcome of `dist` ({"outcomes": [{"value" or "label", "probability"}]}) is seen as
// often as its chance says, within 5 standard errors, and nothing else is seen.
inline void expect_counts_match(const Json& dist, const std::map<std::string, int>& seen, int times) {
  int matched = 0;
  for (const Json& o : dist.at("outcomes")) {
    const std::string key = (o.contains("value") ? o.at("value") : o.at("label")).dump();
    const double p = o.at("probability").get<double>();
    const auto found = seen.find(key);
    const int count = found == seen.end() ? 0 : found->second;
    matched += count;
    const double se = std::sqrt(p * (1 - p) / times);
    EXPECT_NEAR(count / double(times), p, 5 * se + 1e-12) << key;
  }
  EXPECT_EQ(matched, times) << "a roll gave an outcome the exact odds do not list";
}

}  // namespace sandtable::rules::m2m::testing
