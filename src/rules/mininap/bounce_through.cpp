#include "rules/mininap/bounce_through.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "rules/mininap/range.hpp"
#include "rules/mininap/resolve_fire.hpp"

namespace sandtable::rules::mininap {

namespace {

template <class P>
core::BasicDist<P> before_throw(int dice, int hit_on) {
  const int faces = std::clamp(hit_on, 0, 6);
  // A die misses the first target, then (thrown again) hits the second.
  const core::BasicDist<P> misses = core::BasicDist<P>::binomial(dice, P(6 - faces) / P(6));
  return misses.thinned(P(faces) / P(6));
}

void check_medium(double range_cm, const Rulings& rulings, const char* which) {
  const RangeBand band = range_band(range_cm, rulings.range_boundary);
  if (band != RangeBand::kMedium) {
    throw ImpossibleSituation(fmt::format("no bounce-through: the {} is at {} cm, {}; only medium range roundshot "
                                          "bounces, and only onto targets at medium range",
                                          which, range_cm, describe(band)));
  }
}

}  // namespace

core::Dist bounce_through_before_throw(int dice, int hit_on) { return before_throw<double>(dice, hit_on); }
core::ExactDist exact_bounce_through_before_throw(int dice, int hit_on) {
  return before_throw<core::Rational>(dice, hit_on);
}

BounceThroughResult resolve_bounce_through(const BounceThroughSituation& s, const Rulings& rulings) {
  if (!is_artillery(s.firer)) {
    throw ImpossibleSituation(fmt::format("only artillery roundshot bounces through, not {}", id(s.firer)));
  }
  check_medium(s.range_cm, rulings, "original target");
  check_medium(s.bounce_range_cm, rulings, "bounce-through target");
  if (s.misses < 0 || s.misses > 2 * kMaxStrengthPoints) {
    throw ImpossibleSituation(fmt::format("{} misses is not a number of dice the fire could have missed with", s.misses));
  }
  BounceThroughResult r;
  r.hit_on = kFireHitOn;
  r.dice = s.misses;
  r.factors.push_back(fmt::format("{} {} on the original target: {} {}, no modifiers", s.misses,
                                  s.misses == 1 ? "miss" : "misses", s.misses, s.misses == 1 ? "die" : "dice"));
  if (s.terrain_dice != 0) {
    r.factors.push_back(fmt::format("terrain: {:+}", s.terrain_dice));
    r.dice = std::max(0, r.dice + s.terrain_dice);
  }
  r.factors.push_back(fmt::format("{} {}, each hitting on {}; misses do not bounce again", r.dice,
                                  r.dice == 1 ? "die" : "dice", hit_on_text(r.hit_on)));
  r.hits = hits_on_d6(r.dice, r.hit_on);
  r.exact_hits = exact_hits_on_d6(r.dice, r.hit_on);
  return r;
}

}  // namespace sandtable::rules::mininap
