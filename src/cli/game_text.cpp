#include "cli/game_text.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "cli/output.hpp"

namespace sandtable::cli {

std::string side_text(engine::SideIndex side, const std::vector<std::string>& names) {
  if (side >= 0 && static_cast<std::size_t>(side) < names.size()) {
    return fmt::format("{} (side {})", names[static_cast<std::size_t>(side)], side);
  }
  return side == engine::kNoSide ? "no side" : fmt::format("side {}", side);
}

std::string request_text(const engine::Request& request, const std::vector<std::string>& names) {
  if (const auto* decision = std::get_if<engine::Decision>(&request)) {
    std::string text = fmt::format("decision for {}: {}\n", side_text(decision->side, names), decision->prompt);
    for (std::size_t i = 0; i < decision->actions.size(); ++i) {
      const engine::Action& action = decision->actions[i];
      text += fmt::format("  {}. {}  {}\n", i + 1, action.label, action.json.dump());
      for (const engine::Forecast& f : action.forecasts) text += fmt::format("       {}: {}\n", f.what, distribution_line(f.dist));
    }
    if (!decision->complete) text += "  (examples: any legal action may be given as a JSON object)\n";
    return text;
  }
  if (const auto* roll = std::get_if<engine::DiceRequest>(&request)) {
    std::string text = fmt::format("roll for {}: {} ({})\n", side_text(roll->side, names),
                                   engine::dice_notation(*roll), roll->reason);
    if (roll->outcome) text += "what it decides: " + distribution_text(*roll->outcome);
    return text;
  }
  const auto& over = std::get<engine::GameOver>(request);
  return fmt::format("game over: {}{}\n", over.winner ? side_text(*over.winner, names) + " wins: " : "draw: ",
                     over.summary);
}

nlohmann::json request_json(const engine::Request& request) {
  nlohmann::json json = engine::to_json(request);
  if (const auto* decision = std::get_if<engine::Decision>(&request)) {
    for (std::size_t i = 0; i < decision->actions.size(); ++i) {
      nlohmann::json forecasts = nlohmann::json::array();
      for (const engine::Forecast& f : decision->actions[i].forecasts) {
        nlohmann::json one = distribution_json(f.dist);
        one["what"] = f.what;
        forecasts.push_back(std::move(one));
      }
      if (!forecasts.empty()) json["actions"][i]["forecasts"] = std::move(forecasts);
    }
  }
  const auto* roll = std::get_if<engine::DiceRequest>(&request);
  if (roll != nullptr && roll->outcome) json["outcome"] = distribution_json(*roll->outcome);
  return json;
}

std::string state_text(const nlohmann::json& state) {
  if (!state.is_object()) return "  " + state.dump() + "\n";
  std::string text;
  for (const auto& [key, value] : state.items()) {
    text += fmt::format("  {}: {}\n", key, value.is_string() ? value.get<std::string>() : value.dump());
  }
  return text;
}

std::string event_text(const engine::Event& event, const std::vector<std::string>& names) {
  const std::string who = side_text(event.side, names);
  if (event.kind == engine::EventKind::kDecision) {
    return fmt::format("{:>4}  {}  {}  {}", event.seq, who, event.payload.value("label", std::string{}),
                       event.payload.value("action", nlohmann::json::object()).dump());
  }
  return fmt::format("{:>4}  {}  rolled {}  ({})", event.seq, who,
                     fmt::join(event.payload.value("faces", std::vector<int>{}), " "),
                     event.payload.value("reason", std::string{}));
}

}  // namespace sandtable::cli
