// What a game needs next: a player's decision, a roll of dice, or nothing (it is over).
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "core/dist.hpp"
#include "core/outcomes.hpp"

namespace sandtable::engine {

using Json = nlohmann::json;

// Sides are numbered 0, 1, ... in the order the scenario lists them.
using SideIndex = int;
// A roll made by no one side in particular (an umpire's or a simultaneous roll).
inline constexpr SideIndex kNoSide = -1;

// What choosing an action would decide, when the game can say: the exact distribution of
// one quantity, e.g. "hits on Bty A" for a fire, or of labelled outcomes ("destroyed",
// "recoil", ...) when `outcomes` is given.
struct Forecast {
  std::string what;
  core::Dist dist{};
  std::optional<core::ExactOutcomes> outcomes{};
};

// One thing a player may do: a small JSON object with a "type" and the fields it needs,
// e.g. {"type": "fire", "unit": "2/1 Line", "target": "Bty A"}, and a label for people.
struct Action {
  Json json;
  std::string label;
  std::vector<Forecast> forecasts{};  // for display only, like the label

  // Builds an action of the given type; `fields` (an object) adds its members.
  static Action make(const std::string& type, std::string label, Json fields = Json::object());
  std::string type() const;
  // Actions are the same when their JSON is the same; labels are for display only.
  friend bool operator==(const Action& a, const Action& b) { return a.json == b.json; }
};

// A side must choose.
struct Decision {
  SideIndex side = 0;
  std::string prompt;
  std::vector<Action> actions;
  // True when `actions` lists everything legal; false when they are examples of an open
  // choice (a move to any point) that the game validates itself.
  bool complete = true;

  // The listed action equal to `json`, or nullptr.
  const Action* find(const Json& json) const;
};

// Someone must roll `count` dice of `sides` faces.
struct DiceRequest {
  SideIndex side = kNoSide;
  int count = 1;
  int sides = 6;
  std::string reason;  // e.g. "Blue initiative: 2d6"
  // The exact distribution of the quantity this roll decides, when the game states one.
  std::optional<core::Dist> outcome;
  // Or the labelled outcomes it decides ("pass", "pinned", "retreat").
  std::optional<core::ExactOutcomes> labelled_outcome{};
};

// The game has ended.
struct GameOver {
  std::optional<SideIndex> winner;  // none: a draw
  std::string summary;
  Json details = Json::object();
};

using Request = std::variant<Decision, DiceRequest, GameOver>;

// "2d6", the notation of a dice request.
std::string dice_notation(const DiceRequest& request);

// The request as JSON for every front end: a decision's actions with their labels and
// forecasts, a roll with the distribution it decides, or the result.
Json to_json(const Request& request);

}  // namespace sandtable::engine
