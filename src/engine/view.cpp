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

Json unit_notes_json(const std::vector<UnitNote>& notes) {
  Json out = Json::object();
  for (const UnitNote& n : notes) out[n.unit] = n.text;
  return out;
}

Json unit_notes_view(const Game& game, const Seat& seat) {
  const std::optional<SideIndex> viewer = knowledge_of(seat);
  return unit_notes_json(viewer ? game.unit_notes_for(*viewer) : game.unit_notes());
}

bool may_decide(const Request& request, const Seat& seat) {
  if (seat.role == Role::kObserver) return false;
  if (const auto* decision = std::get_if<Decision>(&request)) {
    return seat.role == Role::kUmpire || seat.side == decision->side;
  }
  if (const auto* orders = std::get_if<SealedOrders>(&request)) {
    return seat.role == Role::kUmpire || orders->decision_of(seat.side) != nullptr;
  }
  return false;
}

Json request_view(const Game& game, const Request& request, const Seat& seat) {
  if (const auto* decision = std::get_if<Decision>(&request); decision != nullptr && !may_decide(request, seat)) {
    return {{"kind", "waiting"}, {"side", decision->side}};
  }
  if (const auto* roll = std::get_if<DiceRequest>(&request)) {
    const std::optional<SideIndex> viewer = knowledge_of(seat);
    if (viewer && game.request_hidden_from(*viewer)) return {{"kind", "waiting"}, {"side", roll->side}};
  }
  if (const auto* orders = std::get_if<SealedOrders>(&request); orders != nullptr && seat.role != Role::kUmpire) {
    std::vector<Decision> own;
    if (const Decision* d = orders->decision_of(seat.side); d != nullptr && seat.role == Role::kPlayer) own.push_back(*d);
    return sealed_orders_json(*orders, own);
  }
  return to_json(request);
}

namespace {

// The round of sealed orders open now, if any: its orders are secret from the other sides.
std::optional<std::string> open_round(const Game& now) {
  const Request request = now.next_request();
  const auto* orders = std::get_if<SealedOrders>(&request);
  return orders != nullptr ? std::optional(orders->round) : std::nullopt;
}

bool hidden(const Game& now, const std::optional<std::string>& round_open, const Event& event, SideIndex viewer) {
  if (round_open && event.side != viewer) {
    const auto round = event.payload.find("round");
    if (event.kind == EventKind::kDecision && round != event.payload.end() && *round == *round_open) return true;
  }
  return now.event_hidden_from(event, viewer);
}

Json seen(const Game& now, const std::optional<std::string>& round_open, const Event& event, const Seat& seat) {
  const std::optional<SideIndex> viewer = knowledge_of(seat);
  if (!viewer || !hidden(now, round_open, event, *viewer)) return to_json(event);
  Json shown = to_json(event);
  shown.erase("payload");
  shown["hidden"] = true;
  return shown;
}

}  // namespace

Json event_view(const Game& now, const Event& event, const Seat& seat) {
  return seen(now, open_round(now), event, seat);
}

Json log_view(const Game& now, const std::vector<Event>& events, std::uint64_t after, const Seat& seat) {
  const std::optional<std::string> round_open = open_round(now);
  Json shown = Json::array();
  for (const Event& e : events) {
    if (e.seq > after) shown.push_back(seen(now, round_open, e, seat));
  }
  return shown;
}

}  // namespace sandtable::engine
