#include "rules/1418/cover.hpp"

#include <array>
#include <stdexcept>

#include <fmt/format.h>

#include "engine/names.hpp"

namespace sandtable::rules::gw1418 {

namespace {

using enum Ground;

constexpr engine::NameTable<Ground, 6> kGroundNames{{{kOpen, "open"},
                                                    {kRough, "rough"},
                                                    {kDugInOpen, "dug-in-open"},
                                                    {kDugInRough, "dug-in-rough"},
                                                    {kDefensible, "defensible"},
                                                    {kFortification, "fortification"}}};

struct GroundInfo {
  Ground ground;
  std::string_view words;
  int dug_in;      // the modifier dug in
  int not_dug_in;  // and moving or not dug in
};

// The cover table; open and rough ground dug into are +1 and, left, the ground itself.
constexpr std::array kGrounds{
    GroundInfo{kOpen, "in the open", -2, -2},
    GroundInfo{kRough, "in rough ground", -1, -1},
    GroundInfo{kDugInOpen, "dug into open ground", +1, -2},
    GroundInfo{kDugInRough, "dug into rough ground", +1, -1},
    GroundInfo{kDefensible, "in defensible ground", +2, +1},
    GroundInfo{kFortification, "in a fortification", +3, +2},
};

const GroundInfo& info(Ground g) {
  for (const GroundInfo& i : kGrounds) {
    if (i.ground == g) return i;
  }
  throw std::logic_error("a ground missing from kGrounds");
}

bool dug_in(const Cover& c) { return !c.moving && !c.from && !c.not_dug_in && !c.vehicle && !c.digging; }

ResilienceFactor ground_factor(Ground g, bool in_holes) {
  const GroundInfo& i = info(g);
  if (in_holes) return {std::string(i.words) + (g == kDefensible || g == kFortification ? ", dug in" : ""), i.dug_in};
  if (g == kDugInOpen || g == kDugInRough) {
    return {fmt::format("{}, out of its holes", info(g == kDugInOpen ? kOpen : kRough).words), i.not_dug_in};
  }
  return {std::string(i.words) + (g == kDefensible || g == kFortification ? ", not dug in" : ""), i.not_dug_in};
}

}  // namespace

std::string_view id(Ground g) { return engine::name_of(kGroundNames, g); }
std::vector<std::string> ground_ids() { return engine::names_of(kGroundNames); }
Ground parse_ground(std::string_view text, const std::string& field) { return engine::parse_name(kGroundNames, text, field); }

bool is_dug_in_ground(Ground g) { return g == kDugInOpen || g == kDugInRough; }

std::vector<ResilienceFactor> cover_factors(const Cover& c) {
  std::vector<ResilienceFactor> factors;
  ResilienceFactor ground = ground_factor(c.ground, dug_in(c));
  if (c.from) {
    // Crossing from one ground into another: the weaker of the two counts.
    const ResilienceFactor left = ground_factor(*c.from, false);
    if (left.value < ground.value) ground = {fmt::format("leaving: {} (the weaker ground)", left.what), left.value};
  }
  factors.push_back(ground);
  if (c.digging) factors.push_back({"digging in under fire", -1});
  return factors;
}

int resilience_in_cover(int own, const Cover& c) {
  int r = own;
  for (const ResilienceFactor& f : cover_factors(c)) r += f.value;
  return r;
}

}  // namespace sandtable::rules::gw1418
