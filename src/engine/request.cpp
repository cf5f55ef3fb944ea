#include "engine/request.hpp"

#include <fmt/format.h>

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

std::string dice_notation(const DiceRequest& request) { return fmt::format("{}d{}", request.count, request.sides); }

namespace {

Json action_json(const Action& a) { return Json{{"action", a.json}, {"label", a.label}}; }

}  // namespace

Json to_json(const Request& request) {
  struct Visitor {
    Json operator()(const Decision& d) const {
      Json actions = Json::array();
      for (const Action& a : d.actions) actions.push_back(action_json(a));
      return {{"kind", "decision"}, {"side", d.side}, {"prompt", d.prompt}, {"actions", actions}, {"complete", d.complete}};
    }
    Json operator()(const DiceRequest& r) const {
      return {{"kind", "dice"}, {"side", r.side}, {"count", r.count}, {"sides", r.sides},
              {"notation", dice_notation(r)}, {"reason", r.reason}};
    }
    Json operator()(const GameOver& g) const {
      Json winner = g.winner ? Json(*g.winner) : Json(nullptr);
      return {{"kind", "game_over"}, {"winner", winner}, {"summary", g.summary}, {"details", g.details}};
    }
  };
  return std::visit(Visitor{}, request);
}

}  // namespace sandtable::engine
