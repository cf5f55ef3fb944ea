#include "cli/game_text.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <fmt/ranges.h>

#include "engine/dist_text.hpp"

namespace sandtable::cli {

using nlohmann::json;

std::string side_text(const json& side, const json& sides) {
  const auto index = side.get<std::int64_t>();
  if (index >= 0 && static_cast<std::size_t>(index) < sides.size()) {
    return fmt::format("{} (side {})", sides[static_cast<std::size_t>(index)].get<std::string>(), index);
  }
  return index == -1 ? "no side" : fmt::format("side {}", index);
}

namespace {

std::string sides_text(const json& indices, const json& sides) {
  std::vector<std::string> names;
  for (const json& i : indices) names.push_back(side_text(i, sides));
  return names.empty() ? "none" : fmt::format("{}", fmt::join(names, ", "));
}

// Who is still writing, who has sealed, and each side's decision (answer with `--side`).
std::string sealed_text(const json& request, const json& sides) {
  json writing = json::array();
  for (const json& s : request.at("sides")) {
    if (std::find(request.at("sealed").begin(), request.at("sealed").end(), s) == request.at("sealed").end()) writing.push_back(s);
  }
  std::string text = fmt::format("sealed orders, round {}: sealed by {}; still writing: {}\n",
                                 request.at("round").get<std::string>(), sides_text(request.at("sealed"), sides),
                                 sides_text(writing, sides));
  for (const json& d : request.at("decisions")) text += request_text(d, sides);
  return text;
}

}  // namespace

std::string request_text(const json& request, const json& sides) {
  const std::string kind = request.at("kind").get<std::string>();
  if (kind == "sealed") return sealed_text(request, sides);
  if (kind == "decision") {
    std::string text = fmt::format("decision for {}: {}\n", side_text(request.at("side"), sides),
                                   request.at("prompt").get<std::string>());
    std::size_t number = 1;
    // "next" actions only choose which unit acts now: one short line for all of them.
    std::vector<std::string> first_instead;
    for (const json& a : request.at("actions")) {
      const json& action = a.at("action");
      if (action.value("type", "") == "next" && action.contains("unit")) {
        first_instead.push_back(fmt::format("{}. {}", number++, action.at("unit").get<std::string>()));
        continue;
      }
      text += fmt::format("  {}. {}  {}\n", number++, a.at("label").get<std::string>(), action.dump());
      if (!a.contains("forecasts")) continue;
      for (const json& f : a.at("forecasts")) {
        text += fmt::format("       {}: {}\n", f.at("what").get<std::string>(), engine::distribution_line(f));
      }
    }
    if (!first_instead.empty()) text += fmt::format("  or another unit first: {}\n", fmt::join(first_instead, "; "));
    if (!request.at("complete").get<bool>()) text += "  (examples: any legal action may be given as a JSON object)\n";
    for (const json& o : request.value("options", json::array())) {
      text += fmt::format("  option: {}: add {} to a '{}' action, given as JSON\n", o.at("label").get<std::string>(),
                          o.at("fields").dump(), o.at("type").get<std::string>());
    }
    return text;
  }
  if (kind == "dice") {
    std::string text = fmt::format("roll for {}: {} ({})\n", side_text(request.at("side"), sides),
                                   request.at("notation").get<std::string>(), request.at("reason").get<std::string>());
    // One line, not a table: a game asks for many rolls (the full table is in --json and `odds`).
    if (request.contains("outcome")) text += "what it decides: " + engine::distribution_line(request.at("outcome")) + "\n";
    if (request.contains("labelled_outcome")) {
      text += "what it decides: " + engine::distribution_line(request.at("labelled_outcome")) + "\n";
    }
    return text;
  }
  const json& winner = request.at("winner");
  return fmt::format("game over: {}{}\n", winner.is_null() ? "draw: " : side_text(winner, sides) + " wins: ",
                     request.at("summary").get<std::string>());
}

std::string state_text(const json& state) {
  if (!state.is_object()) return "  " + state.dump() + "\n";
  std::string text;
  for (const auto& [key, value] : state.items()) {
    text += fmt::format("  {}: {}\n", key, value.is_string() ? value.get<std::string>() : value.dump());
  }
  return text;
}

namespace {

// What the answer did, as the game told it: one indented line a result.
std::string results_text(const json& payload) {
  std::string text;
  for (const std::string& line : payload.value("results", std::vector<std::string>{})) text += "\n        " + line;
  return text;
}

}  // namespace

std::string event_text(const json& event, const json& sides) {
  const std::string who = side_text(event.at("side"), sides);
  const json& payload = event.at("payload");
  const auto seq = event.at("seq").get<std::uint64_t>();
  if (event.at("kind") == "close") {
    return fmt::format("{:>4}  umpire  closed round {} of sealed orders", seq, payload.value("round", std::string{}));
  }
  if (event.at("kind") == "decision") {
    const std::string sealed = payload.contains("round") ? fmt::format("  (sealed, round {})", payload.value("round", std::string{})) : "";
    const std::string why = payload.contains("why") ? "\n        why: " + payload.value("why", std::string{}) : "";
    return fmt::format("{:>4}  {}  {}  {}{}", seq, who, payload.value("label", std::string{}),
                       payload.value("action", json::object()).dump(), sealed) +
           why + results_text(payload);
  }
  return fmt::format("{:>4}  {}  rolled {}  ({})", seq, who, fmt::join(payload.value("faces", std::vector<int>{}), " "),
                     payload.value("reason", std::string{})) +
         results_text(payload);
}

}  // namespace sandtable::cli
