#include "rules/hun/stepped_roll.hpp"

#include <fmt/format.h>

#include <map>

namespace sandtable::rules::hun {

namespace {

// Stops the reading at the first die past the faces answered so far.
struct DieWanted {
  engine::DiceRequest request;
};

class FacesSoFar : public engine::DiceSource {
 public:
  explicit FacesSoFar(const std::vector<int>& faces) : faces_(faces) {}
  std::vector<int> roll(const engine::DiceRequest& request) override {
    if (next_ == faces_.size()) throw DieWanted{request};
    std::vector<int> out;
    for (int i = 0; i < request.count; ++i) out.push_back(faces_.at(next_++));
    return out;
  }

 private:
  const std::vector<int>& faces_;
  std::size_t next_ = 0;
};

void add_chances(const SteppedRoll& roll, std::vector<int>& faces, const core::Rational& weight,
                 std::map<int, core::Rational>& by_value) {
  const SteppedRoll::Progress p = roll.progress(faces);
  if (!p.next) {
    by_value[p.value] += weight;
    return;
  }
  const int sides = p.next->sides;
  for (int face = 1; face <= sides; ++face) {
    faces.push_back(face);
    add_chances(roll, faces, weight * core::Rational(1, sides), by_value);
    faces.pop_back();
  }
}

}  // namespace

SteppedRoll::Progress SteppedRoll::progress(const std::vector<int>& faces) const {
  FacesSoFar dice(faces);
  try {
    return {std::nullopt, read(dice)};
  } catch (const DieWanted& wanted) {
    engine::DiceRequest r = wanted.request;
    r.reason = fmt::format("{}: {}", what, r.reason);
    return {r, 0};
  }
}

core::ExactOutcomes SteppedRoll::chances(const std::vector<int>& faces) const {
  std::map<int, core::Rational> by_value;
  std::vector<int> so_far = faces;
  add_chances(*this, so_far, core::Rational(1), by_value);
  core::ExactOutcomes out;
  for (const auto& [value, p] : by_value) out.add(label ? label(value) : std::to_string(value), p);
  return out;
}

}  // namespace sandtable::rules::hun
