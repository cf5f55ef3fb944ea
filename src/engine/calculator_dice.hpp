// A calculator's roll made with dice: the fields that ask for it (seed, dice, roll), the
// typed faces handed out one request at a time, and the record of what each die decided.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "engine/dice_source.hpp"
#include "engine/spec.hpp"

namespace sandtable::engine {

// What makes a calculator's roll: the validated input (dice fields included), the
// calculator's result for it, and where the dice come from. Returns the roll's object.
using RollFn = std::function<Json(const Json& input, const Json& result, DiceSource& dice)>;

// The fields the engine adds to a calculator that can make its roll: seed, dice and roll.
const std::vector<Field>& dice_fields();
// True when a validated input asks for the roll to be made (seed or dice given, or roll set).
bool asks_for_dice(const Json& input);
// True when it asks for typed faces rather than digital dice.
bool typed_dice(const Json& input);

// Faces typed by a player, handed out in order, one request at a time. Throws BadInput on
// field "dice" for text that is not faces, for a request no face is left for, and for a
// face its die does not have.
class TypedFaces : public DiceSource {
 public:
  explicit TypedFaces(const std::string& text);
  explicit TypedFaces(std::vector<int> faces);
  std::vector<int> roll(const DiceRequest& request) override;
  // Throws BadInput on field "dice" if typed faces are left over.
  void finish() const;

 private:
  std::vector<int> faces_;
  std::vector<std::string> used_for_;  // what each face handed out decided
};

// One die as rolled: its sides, its face and what it decided.
struct RolledDie {
  int sides = 6;
  int face = 1;
  std::string reason;
};

// Passes each request to another source and keeps every face with what it was for.
class RecordingDice : public DiceSource {
 public:
  explicit RecordingDice(DiceSource& source) : source_(source) {}
  std::vector<int> roll(const DiceRequest& request) override;
  const std::vector<RolledDie>& rolled() const { return rolled_; }

 private:
  DiceSource& source_;
  std::vector<RolledDie> rolled_;
};

// Makes the roll the validated `input` asks for: with the typed faces (all of them used) or
// digital dice from its seed (a fresh one for "roll"). Returns the roll's object with the
// dice record added: "method" ("chart": typed dice, read as the printed tables read them;
// "digital"), "seed" (digital), "dice" (the faces), "dice_for" (what each decided), and
// `result` under "roll".
Json make_roll(const RollFn& roll, const Json& input, const Json& result);

// Where a made roll's dice came from, for people: "your dice" or "digital dice, seed N
// (the same seed repeats the roll)".
std::string dice_source_text(const Json& made);
// That, a colon and each die with what it decided: "your dice: to hit 4, save 2".
std::string dice_text(const Json& made);

}  // namespace sandtable::engine
