// Test helper: a roll's exact distribution found by making it with every sequence of faces it
// can ask for, each weighted by its chance. Compared with a roll's stated distribution, it
// checks that the dice are read the way the odds were computed.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "engine/dice_source.hpp"

namespace sandtable::rules::hun::testing {

// Replays `prefix`, then rolls 1s, recording every die asked for (one a request).
class PathDice : public engine::DiceSource {
 public:
  explicit PathDice(std::vector<int> prefix) : prefix_(std::move(prefix)) {}
  std::vector<int> faces;
  std::vector<int> sides;

  std::vector<int> roll(const engine::DiceRequest& request) override {
    const std::size_t i = faces.size();
    const int face = i < prefix_.size() ? prefix_[i] : 1;
    faces.push_back(face);
    sides.push_back(request.sides);
    return {face};
  }

 private:
  std::vector<int> prefix_;
};

// The chance of each value `read(dice)` gives (`read` must end on every sequence of faces).
template <class Read>
std::map<int, double> every_roll(Read read) {
  std::map<int, double> dist;
  std::vector<int> prefix;
  while (true) {
    PathDice dice(prefix);
    const int value = static_cast<int>(read(dice));
    double chance = 1;
    for (const int s : dice.sides) chance /= s;
    dist[value] += chance;
    // The next sequence: step the last die that has a face left, dropping those after it.
    prefix = dice.faces;
    while (!prefix.empty() && prefix.back() == dice.sides[prefix.size() - 1]) prefix.pop_back();
    if (prefix.empty()) return dist;
    ++prefix.back();
  }
}

}  // namespace sandtable::rules::hun::testing
