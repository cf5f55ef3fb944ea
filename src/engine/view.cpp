#include "engine/view.hpp"

namespace sandtable::engine {

namespace {

// The side whose knowledge the seat has; nullopt for the umpire, who knows everything.
std::optional<SideIndex> knowledge_of(const Seat& seat) {
  switch (seat.role) {
    case Role::kUmpire:
      return std::nullopt;
    case Role::kPlayer:
      return seat.side;
    case Role::kObserver:
      break;
  }
  return kNoSide;
}

}  // namespace

std::string role_name(Role role) {
  switch (role) {
    case Role::kPlayer:
      return "player";
    case Role::kUmpire:
      return "umpire";
    case Role::kObserver:
      break;
  }
  return "observer";
}

std::optional<Role> role_named(const std::string& name) {
  for (Role r : {Role::kPlayer, Role::kUmpire, Role::kObserver}) {
    if (role_name(r) == name) return r;
  }
  return std::nullopt;
}

Json state_view(const Game& game, const Seat& seat) {
  const std::optional<SideIndex> viewer = knowledge_of(seat);
  return viewer ? game.to_json_for(*viewer) : game.to_json();
}

std::string summary_view(const Game& game, const Seat& seat) {
  const std::optional<SideIndex> viewer = knowledge_of(seat);
  return viewer ? game.summary_for(*viewer) : game.summary();
}

bool may_decide(const Request& request, const Seat& seat) {
  const auto* decision = std::get_if<Decision>(&request);
  if (decision == nullptr) return false;
  return seat.role == Role::kUmpire || (seat.role == Role::kPlayer && seat.side == decision->side);
}

Json request_view(const Request& request, const Seat& seat) {
  const auto* decision = std::get_if<Decision>(&request);
  if (decision != nullptr && !may_decide(request, seat)) {
    return {{"kind", "waiting"}, {"side", decision->side}};
  }
  return to_json(request);
}

Json event_view(const Game& now, const Event& event, const Seat& seat) {
  const std::optional<SideIndex> viewer = knowledge_of(seat);
  if (!viewer || !now.event_hidden_from(event, *viewer)) return to_json(event);
  Json shown = to_json(event);
  shown.erase("payload");
  shown["hidden"] = true;
  return shown;
}

Json log_view(const Game& now, const std::vector<Event>& events, std::uint64_t after, const Seat& seat) {
  Json shown = Json::array();
  for (const Event& e : events) {
    if (e.seq > after) shown.push_back(event_view(now, e, seat));
  }
  return shown;
}

}  // namespace sandtable::engine
