#include "rules/hitt/battle/battle.hpp"

#include <array>

namespace sandtable::rules::hitt {

namespace {

constexpr std::array<std::pair<Ground, std::string_view>, 10> kGroundIds{{
    {Ground::kHill, "hill"}, {Ground::kWoods, "woods"}, {Ground::kBuiltUp, "built-up-area"}, {Ground::kRuins, "ruins"},
    {Ground::kStrongpoint, "strongpoint"}, {Ground::kRough, "rough"}, {Ground::kRiver, "river"}, {Ground::kRoad, "road"},
    {Ground::kTrench, "trench"}, {Ground::kWire, "barbed-wire"},
}};

}  // namespace

std::string_view id(Ground g) {
  for (const auto& [ground, name] : kGroundIds) {
    if (ground == g) return name;
  }
  return "?";
}

std::vector<std::string> ground_ids() {
  std::vector<std::string> out;
  for (const auto& [ground, name] : kGroundIds) out.emplace_back(name);
  return out;
}

std::optional<Ground> parse_ground(std::string_view text) {
  for (const auto& [ground, name] : kGroundIds) {
    if (name == text) return ground;
  }
  return std::nullopt;
}

void Troop::place() const {
  placed_ = core::Base(kBaseWidth, info(element).base_depth_mm * kPacesPerMm, pose);
  placed_at_ = pose;
  placed_as_ = element;
}

int Troop::ap() const { return info(element).ap_cost; }

}  // namespace sandtable::rules::hitt
