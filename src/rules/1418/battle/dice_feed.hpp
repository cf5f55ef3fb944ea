// Where a bound's dice come from. The game replays a bound from its sealed orders with the
// faces rolled so far and asks for the next roll when they run out (NeedRoll); a simulation
// draws them from a random stream.
#pragma once

#include <vector>

#include "core/random.hpp"
#include "engine/request.hpp"

namespace sandtable::rules::gw1418 {

// Thrown by a feed that has no faces left for `request`.
struct NeedRoll {
  engine::DiceRequest request;
};

class DiceFeed {
 public:
  virtual ~DiceFeed() = default;
  // The faces of `request.count` dice of `request.sides` faces.
  virtual std::vector<int> roll(const engine::DiceRequest& request) = 0;
};

// The faces given so far, roll by roll; NeedRoll once they are used up.
class GivenFaces : public DiceFeed {
 public:
  explicit GivenFaces(const std::vector<std::vector<int>>& rolls) : rolls_(rolls) {}
  std::vector<int> roll(const engine::DiceRequest& request) override {
    if (next_ == rolls_.size()) throw NeedRoll{request};
    return rolls_[next_++];
  }

 private:
  const std::vector<std::vector<int>>& rolls_;
  std::size_t next_ = 0;
};

class RandomDice : public DiceFeed {
 public:
  explicit RandomDice(core::Rng& rng) : rng_(rng) {}
  std::vector<int> roll(const engine::DiceRequest& request) override {
    std::vector<int> faces(static_cast<std::size_t>(request.count));
    for (int& f : faces) f = rng_.die(static_cast<std::uint32_t>(request.sides));
    return faces;
  }

 private:
  core::Rng& rng_;
};

}  // namespace sandtable::rules::gw1418
