#include "rules/1418/movement.hpp"

#include <fmt/format.h>

#include "engine/names.hpp"

namespace sandtable::rules::gw1418 {

namespace {

constexpr engine::NameTable<Going, 3> kGoings{{{Going::kOpen, "open"}, {Going::kRough, "rough"}, {Going::kImpractical, "impractical"}}};

constexpr engine::NameTable<Transport, 4> kTransports{{{Transport::kNone, "none"},
                                                      {Transport::kHorseDrawn, "horse-drawn"},
                                                      {Transport::kMotorised, "motorised"},
                                                      {Transport::kMechanised, "mechanised"}}};

void scale(MoveResult& r, std::string what, core::Rational by, std::string change) {
  r.cm *= by;
  r.steps.push_back({std::move(what), std::move(change), r.cm});
}

// Motorised +25% and mechanised +50%, to at most 8 and 12 cm.
void carry(MoveResult& r, Transport t) {
  if (t == Transport::kMotorised) scale(r, "motorised transport", core::Rational(5, 4), "x5/4");
  if (t == Transport::kMechanised) scale(r, "mechanised transport", core::Rational(3, 2), "x3/2");
  const int most = t == Transport::kMotorised ? 8 : t == Transport::kMechanised ? 12 : 0;
  if (most > 0 && r.cm > most) {
    r.cm = most;
    r.steps.push_back({"transport's most", fmt::format("max {} cm", most), r.cm});
  }
}

}  // namespace

std::string_view id(Going g) { return engine::name_of(kGoings, g); }
std::vector<std::string> going_ids() { return engine::names_of(kGoings); }
Going parse_going(std::string_view text, const std::string& field) { return engine::parse_name(kGoings, text, field); }
std::string_view id(Transport t) { return engine::name_of(kTransports, t); }
std::vector<std::string> transport_ids() { return engine::names_of(kTransports); }
Transport parse_transport(std::string_view text, const std::string& field) {
  return engine::parse_name(kTransports, text, field);
}

MoveResult move_distance(const Move& m) {
  MoveResult r;
  r.cm = standard_move_cm(m.speed);
  r.steps.push_back({std::string(id(m.speed)), fmt::format("{} cm", standard_move_cm(m.speed)), r.cm});
  if (m.transport == Transport::kHorseDrawn) r.steps.push_back({"horse-drawn: no bonus", "x1", r.cm});
  if (m.cap == TransportCap::kOnSpeed) carry(r, m.transport);
  if (m.going == Going::kRough) scale(r, "rough ground", core::Rational(3, 4), "x3/4 (-25%)");
  if (m.going == Going::kImpractical) scale(r, "impractical ground", core::Rational(1, 4), "x1/4 (-75%)");
  if (m.assault) scale(r, "assaulting", 2, "x2 (+100%)");
  if (m.road) scale(r, "intact road", core::Rational(5, 4), "x5/4 (+25%)");
  if (m.cap == TransportCap::kOnTotal) carry(r, m.transport);
  if (m.injured) scale(r, "injured", core::Rational(1, 2), "x1/2");
  return r;
}

}  // namespace sandtable::rules::gw1418
