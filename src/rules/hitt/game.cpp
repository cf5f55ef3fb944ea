#include "rules/hitt/game.hpp"

#include <fmt/format.h>

#include <cmath>

#include "rules/hitt/battle/bound.hpp"
#include "rules/hitt/battle/fights.hpp"
#include "rules/hitt/battle/fingerprint.hpp"
#include "rules/hitt/battle/queries.hpp"
#include "rules/hitt/battle/view.hpp"

namespace sandtable::rules::hitt {

using engine::Json;

namespace {

int troop_field(const Battle& b, const Json& json, const char* field) {
  if (!json.contains(field) || !json[field].is_string()) throw engine::IllegalAction(fmt::format("'{}' must name an element", field));
  const int i = troop_named(b, json[field].get<std::string>());
  if (i < 0) throw engine::IllegalAction(fmt::format("no element is called '{}'", json[field].get<std::string>()));
  return i;
}

int piece_field(const Battle& b, const Json& json) {
  if (!json.contains("piece") || !json["piece"].is_string()) throw engine::IllegalAction("'piece' must name a terrain piece still to place");
  const std::string name = json["piece"].get<std::string>();
  for (int k = 0; k < static_cast<int>(b.terrain_box.size()); ++k) {
    if (b.terrain_box[static_cast<std::size_t>(k)].piece.shape.name == name) return k;
  }
  throw engine::IllegalAction(fmt::format("no terrain piece waiting to be placed is called '{}'", name));
}

double finite(const Json& json, const char* field) {
  if (!json.contains(field) || !json[field].is_number() || !std::isfinite(json[field].get<double>())) {
    throw engine::IllegalAction(fmt::format("'{}' must be a finite number", field));
  }
  return json[field].get<double>();
}

bool has_unit(OrderKind k) {
  return k != OrderKind::kEndMoves && k != OrderKind::kDeployAerials && k != OrderKind::kPlaceTerrain && k != OrderKind::kEndTerrain;
}
bool has_to(OrderKind k) {
  return k == OrderKind::kMove || k == OrderKind::kDeployBarrage || k == OrderKind::kDeployGas || k == OrderKind::kDeployLurker;
}
bool has_target(OrderKind k) { return k == OrderKind::kShoot || k == OrderKind::kBombingRun; }

// The odds of the fight an order leads to: a shot, or the close combat a move into contact starts.
std::optional<engine::Forecast> forecast(const Battle& b, const Order& o) {
  if (o.kind == OrderKind::kShoot) {
    Fight shot{Mode::kShooting, o.troop, o.target, {}};
    for (const Fight& f : b.fights) {
      if (f.defender == o.target && shot.aiding.size() < 2) shot.aiding.push_back(f.attacker);
    }
    return engine::Forecast{fmt::format("shooting at {}", b.troop(o.target).name), {}, fight_odds(b, shot)};
  }
  if (o.kind != OrderKind::kMove || o.target < 0) return std::nullopt;
  // A listed move into contact ends where it says (listing checked it): put the element there.
  Battle after = b;
  after.troop(o.troop).pose = o.to;
  after.troop(o.troop).moved_into_contact = true;
  return engine::Forecast{fmt::format("close combat with {}", b.troop(o.target).name), {}, fight_odds(after, close_fight(after, o.troop, o.target))};
}

engine::Request build_request(const Battle& b) {
  const Need n = need(b);
  if (const auto* over = std::get_if<BattleOver>(&n)) {
    engine::GameOver out;
    out.winner = over->winner;
    out.summary = over->why;
    out.details = {{"bounds", b.bound}, {"lost_ap", {lost_ap(b, 0), lost_ap(b, 1)}}, {"army_ap", b.army_ap}};
    return out;
  }
  if (const auto* roll = std::get_if<RollNeeded>(&n)) {
    engine::DiceRequest d;
    d.side = roll->side;
    d.count = roll->dice;
    d.sides = 6;
    d.reason = roll->why;
    d.labelled_outcome = roll->outcome;
    return d;
  }
  const auto& asked = std::get<OrdersNeeded>(n);
  engine::Decision d;
  d.side = asked.side;
  d.prompt = asked.prompt;
  bool complete = true;
  for (const Order& o : listed_orders(b, complete)) {
    d.actions.push_back(to_action(b, o));
    if (auto f = forecast(b, o)) d.actions.back().forecasts.push_back(std::move(*f));
  }
  d.complete = complete;
  return d;
}

}  // namespace

engine::Action to_action(const Battle& b, const Order& o) {
  Json fields = Json::object();
  if (has_unit(o.kind)) fields["unit"] = b.troop(o.troop).name;
  if (has_to(o.kind)) fields["to"] = {{"x", o.to.position.x}, {"y", o.to.position.y}, {"facing", o.to.facing_deg}};
  if (o.target >= 0) fields["target"] = b.troop(o.target).name;
  if (o.sturm_extra) fields["extra_200"] = true;
  if (o.kind == OrderKind::kGroupAdvance) fields["distance"] = o.distance;
  if (o.kind == OrderKind::kPlaceTerrain) {
    fields["piece"] = b.terrain_box[static_cast<std::size_t>(o.piece)].piece.shape.name;
    fields["at"] = {{"x", o.to.position.x}, {"y", o.to.position.y}};
  }
  return engine::Action::make(std::string(id(o.kind)), label(b, o), fields);
}

Order order_from_json(const Battle& b, const Json& json) {
  if (!json.is_object() || !json.contains("type") || !json["type"].is_string()) throw engine::IllegalAction("an action needs a 'type'");
  Order o;
  try {
    o.kind = parse_order_kind(json["type"].get<std::string>());
  } catch (const RuleError& e) {
    throw engine::IllegalAction(e.what());
  }
  if (has_unit(o.kind)) o.troop = troop_field(b, json, "unit");
  if (has_to(o.kind)) {
    if (!json.contains("to") || !json["to"].is_object()) throw engine::IllegalAction("'to' must give x, y (paces) and facing (degrees)");
    o.to = {{finite(json["to"], "x"), finite(json["to"], "y")}, finite(json["to"], "facing")};
  }
  if (has_target(o.kind) || (o.kind == OrderKind::kMove && json.contains("target"))) o.target = troop_field(b, json, "target");
  if (o.kind == OrderKind::kGroupAdvance) o.distance = finite(json, "distance");
  if (o.kind == OrderKind::kPlaceTerrain) {
    o.piece = piece_field(b, json);
    if (!json.contains("at") || !json["at"].is_object()) throw engine::IllegalAction("'at' must give x and y (paces) of the piece's middle");
    o.to = {{finite(json["at"], "x"), finite(json["at"], "y")}, 0};
  }
  if (json.contains("extra_200")) {
    if (!json["extra_200"].is_boolean()) throw engine::IllegalAction("'extra_200' must be true or false");
    o.sturm_extra = json["extra_200"].get<bool>();
    if (o.sturm_extra && (o.kind != OrderKind::kMove || b.troop(o.troop).element != Element::kSturmtruppe)) {
      throw engine::IllegalAction("only sturmtruppe moving into contact pay for the extra 200p");
    }
  }
  return o;
}

engine::Request HittGame::next_request() const {
  if (!request_) request_ = build_request(battle_);
  return *request_;
}

void HittGame::do_apply(const engine::Action& action) {
  const Order o = order_from_json(battle_, action.json);
  change([&](Battle& next) { apply_order(next, o); });
}

void HittGame::do_apply_dice(const std::vector<int>& faces) {
  change([&](Battle& next) { apply_roll(next, faces); });
}

template <class Change>
void HittGame::change(Change apply) {
  // A copy takes the change, so a refused one leaves the game as it was.
  Battle next = battle_;
  next.log.clear();
  try {
    apply(next);
  } catch (const RuleError& e) {
    throw engine::IllegalAction(e.what());
  }
  battle_ = std::move(next);
  request_.reset();
}

Json HittGame::to_json() const { return battle_json(battle_); }
std::string HittGame::summary() const { return battle_summary(battle_); }

std::vector<engine::UnitNote> HittGame::unit_notes() const { return troop_notes(battle_); }

std::optional<std::vector<engine::TerrainFeature>> HittGame::terrain_now() const {
  if (battle_.terrain_box.empty()) return std::nullopt;
  return terrain_features(battle_);
}
std::uint64_t HittGame::fingerprint() const { return hitt::fingerprint(battle_); }

}  // namespace sandtable::rules::hitt
