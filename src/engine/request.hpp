// What a game needs next: a player's decision, sealed orders from several sides at once, a
// roll of dice, or nothing (it is over).
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
  // Why an AI chose it, in a line for people ("charges: 2.1 hits expected against 1.2");
  // empty for a person's choice. Display only; the log keeps it with the decision.
  std::string why{};

  // Builds an action of the given type; `fields` (an object) adds its members.
  static Action make(const std::string& type, std::string label, Json fields = Json::object());
  std::string type() const;
  // Actions are the same when their JSON is the same; labels are for display only.
  friend bool operator==(const Action& a, const Action& b) { return a.json == b.json; }
};

// A side must choose.
// Fields a player may add to any listed action of one type before giving it (a 1418 Low
// Command's `"second_rank": []`): an app shows each as a switch. The action so changed is
// not listed; the game checks it, and words it for the log, as any action given as JSON, so
// only a decision that is not `complete` may offer options (the conformance suite checks it).
struct ActionOption {
  std::string type;   // the actions it applies to
  std::string label;  // "No second rank in melee"
  Json fields;        // merged into the action's JSON
};

struct Decision {
  SideIndex side = 0;
  std::string prompt;
  std::vector<Action> actions;
  // True when `actions` lists everything legal; false when they are examples of an open
  // choice (a move to any point) that the game validates itself.
  bool complete = true;
  std::vector<ActionOption> options;

  // The listed action equal to `json`, or nullptr.
  const Action* find(const Json& json) const;
};

// Several sides write their orders at the same time, none seeing another's: a round of sealed
// orders. Each side answers its own decision, step by step, until its orders are sealed; a
// sealed side may still change them (its decision offers that) until the round closes. The
// game resolves the round when every side has sealed, or when the umpire closes it early.
struct SealedOrders {
  // Names the round ("bound 3"); every round of a game has a different name.
  std::string round;
  // One for each side writing in this round, in side order.
  std::vector<Decision> decisions;
  // The sides whose orders are in.
  std::vector<SideIndex> sealed;

  // The decision of `side`, or nullptr if it does not write in this round.
  const Decision* decision_of(SideIndex side) const;
  bool is_sealed(SideIndex side) const;
  // The sides writing in this round, sealed or not.
  std::vector<SideIndex> sides() const;
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

using Request = std::variant<Decision, SealedOrders, DiceRequest, GameOver>;

// "2d6", the notation of a dice request.
std::string dice_notation(const DiceRequest& request);

// The request as JSON for every front end: a decision's actions with their labels and
// forecasts, a roll with the distribution it decides, or the result. Sealed orders give
// {"kind": "sealed", "round", "sides", "sealed", "decisions": [decision, ...]}.
Json to_json(const Request& request);
// Sealed orders showing only the decisions `shown` (a seat sees only its own side's).
Json sealed_orders_json(const SealedOrders& orders, const std::vector<Decision>& shown);

}  // namespace sandtable::engine
