// The Hun at the Gates: where a roll's dice come from. A roll asks for its dice one at a
// time, because what it needs next can depend on what came up (a 6 to hit brings the
// vital roll). The same reading serves seeded digital dice and physical dice typed in.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "core/random.hpp"

namespace sandtable::rules::hun {

struct RolledDie {
  int sides = 6;
  int face = 1;
  std::string what;  // what the die decides: "to hit", "save", ...
};

class DiceRoller {
 public:
  virtual ~DiceRoller() = default;
  // The next die with `sides` faces (at most 6), recorded with what it is for.
  int roll(int sides, std::string what);
  const std::vector<RolledDie>& rolled() const { return rolled_; }

 protected:
  virtual int next_face(int sides, const std::string& what) = 0;

 private:
  std::vector<RolledDie> rolled_;
};

// Digital dice from a seeded generator.
class SeededDiceRoller : public DiceRoller {
 public:
  explicit SeededDiceRoller(core::Rng& rng) : rng_(rng) {}

 protected:
  int next_face(int sides, const std::string& what) override;

 private:
  core::Rng& rng_;
};

// Physical dice the player rolled and typed in, used in order. Throws RuleError when the
// roll needs a die that was not typed or a face the die does not have.
class TypedDiceRoller : public DiceRoller {
 public:
  explicit TypedDiceRoller(std::vector<int> faces) : faces_(std::move(faces)) {}
  // Throws RuleError if typed dice are left over (including dice for a roll that needs none).
  void finish() const;

 protected:
  int next_face(int sides, const std::string& what) override;

 private:
  std::vector<int> faces_;
  std::size_t used_ = 0;
};

// The faces in "4 2" or "6,6": whole numbers from 1 to 6; throws RuleError saying what is wrong.
std::vector<int> parse_faces(std::string_view text);

}  // namespace sandtable::rules::hun
