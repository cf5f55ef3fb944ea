#include "engine/request.hpp"

#include <algorithm>
#include <fmt/format.h>

#include "engine/dist_json.hpp"

namespace sandtable::engine {

Action Action::make(const std::string& type, std::string label, Json fields) {
  Json json = Json::object();
  json["type"] = type;
  for (auto& [key, value] : fields.items()) json[key] = value;
  return Action{std::move(json), std::move(label)};
}

std::string Action::type() const {
  const auto it = json.find("type");
  return it != json.end() && it->is_string() ? it->get<std::string>() : std::string{};
}

const Action* Decision::find(const Json& json) const {
  for (const Action& a : actions) {
    if (a.json == json) return &a;
  }
  return nullptr;
}

const Decision* SealedOrders::decision_of(SideIndex side) const {
  for (const Decision& d : decisions) {
    if (d.side == side) return &d;
  }
  return nullptr;
}

bool SealedOrders::is_sealed(SideIndex side) const {
  return std::find(sealed.begin(), sealed.end(), side) != sealed.end();
}

std::vector<SideIndex> SealedOrders::sides() const {
  std::vector<SideIndex> sides;
  for (const Decision& d : decisions) sides.push_back(d.side);
  return sides;
}

std::string dice_notation(const DiceRequest& request) { return fmt::format("{}d{}", request.count, request.sides); }

namespace {

Json forecast_json(const Forecast& f) {
  Json j = f.outcomes ? outcomes_json(*f.outcomes) : distribution_json(f.dist);
  j["what"] = f.what;
  return j;
}

Json action_json(const Action& a) {
  Json j{{"action", a.json}, {"label", a.label}};
  if (a.forecasts.empty()) return j;
  j["forecasts"] = Json::array();
  for (const Forecast& f : a.forecasts) j["forecasts"].push_back(forecast_json(f));
  return j;
}

Json decision_json(const Decision& d) {
  Json actions = Json::array();
  for (const Action& a : d.actions) actions.push_back(action_json(a));
  Json j{{"kind", "decision"}, {"side", d.side}, {"prompt", d.prompt}, {"actions", actions}, {"complete", d.complete}};
  for (const ActionOption& o : d.options) j["options"].push_back({{"type", o.type}, {"label", o.label}, {"fields", o.fields}});
  return j;
}

}  // namespace

Json sealed_orders_json(const SealedOrders& orders, const std::vector<Decision>& shown) {
  Json decisions = Json::array();
  for (const Decision& d : shown) decisions.push_back(decision_json(d));
  return {{"kind", "sealed"}, {"round", orders.round}, {"sides", orders.sides()}, {"sealed", orders.sealed},
          {"decisions", decisions}};
}

Json to_json(const Request& request) {
  struct Visitor {
    Json operator()(const Decision& d) const { return decision_json(d); }
    Json operator()(const SealedOrders& s) const { return sealed_orders_json(s, s.decisions); }
    Json operator()(const DiceRequest& r) const {
      Json j{{"kind", "dice"}, {"side", r.side}, {"count", r.count}, {"sides", r.sides},
             {"notation", dice_notation(r)}, {"reason", r.reason}};
      if (r.outcome) j["outcome"] = distribution_json(*r.outcome);
      if (r.labelled_outcome) j["labelled_outcome"] = outcomes_json(*r.labelled_outcome);
      return j;
    }
    Json operator()(const GameOver& g) const {
      Json winner = g.winner ? Json(*g.winner) : Json(nullptr);
      return {{"kind", "game_over"}, {"winner", winner}, {"summary", g.summary}, {"details", g.details}};
    }
  };
  return std::visit(Visitor{}, request);
}

}  // namespace sandtable::engine
