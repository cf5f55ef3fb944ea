#include "rules/hitt/elements.hpp"

#include <array>
#include <stdexcept>

namespace sandtable::rules::hitt {

namespace {

using enum Element;
using enum Kind;

// Depths from the basing conventions and costs from the element cost table; `ruled` rows
// fill what the text leaves out (RULINGS.md 1).
constexpr std::array kTable{
    ElementInfo{kBalloon, "balloon", kAerial, 40, 1, false},
    ElementInfo{kBomber, "bomber", kAerial, 60, 3, false},
    ElementInfo{kFighter, "fighter", kAerial, 40, 4, false},
    ElementInfo{kScout, "scout", kAerial, 40, 2, false},
    ElementInfo{kAirAce, "air-ace", kAerial, 40, 6, true},
    ElementInfo{kZeppelin, "zeppelin", kAerial, 60, 3, true},
    ElementInfo{kArmouredCar, "armoured-car", kMounted, 40, 2, false},
    ElementInfo{kCavalry, "cavalry", kMounted, 30, 2, false},
    ElementInfo{kTank, "tank", kMounted, 40, 4, false},
    ElementInfo{kBarrage, "barrage", kFoot, 40, 4, false},
    ElementInfo{kFieldArtillery, "field-artillery", kFoot, 40, 3, false},
    ElementInfo{kHeavyArtillery, "heavy-artillery", kFoot, 40, 4, false},
    ElementInfo{kForwardObserver, "forward-observer", kFoot, 20, 1, false},
    ElementInfo{kGas, "gas", kFoot, 30, 1, false},
    ElementInfo{kAaa, "aaa", kFoot, 40, 3, true},
    ElementInfo{kMachinegun, "machinegun", kFoot, 30, 3, false},
    ElementInfo{kLightMortar, "light-mortar", kFoot, 30, 3, false},
    ElementInfo{kHeavyMortar, "medium-heavy-mortar", kFoot, 30, 4, false},
    ElementInfo{kRifles, "rifles", kFoot, 30, 2, false},
    ElementInfo{kDismountedCavalry, "dismounted-cavalry", kFoot, 30, 2, false},
    ElementInfo{kSturmtruppe, "sturmtruppe", kFoot, 20, 3, false},
    ElementInfo{kSniper, "sniper", kFoot, 30, 1, false},
    ElementInfo{kMinefield, "minefield", kFoot, 30, 1, false},
    ElementInfo{kCommandBunker, "command-bunker", kStronghold, 40, 0, true},
};

}  // namespace

std::span<const ElementInfo> element_table() { return kTable; }

const ElementInfo& info(Element e) {
  for (const ElementInfo& row : kTable) {
    if (row.element == e) return row;
  }
  throw std::logic_error("an element without a row");
}

std::string_view id(Element e) { return info(e).id; }
Kind kind(Element e) { return info(e).kind; }

Element parse_element(std::string_view text) {
  for (const ElementInfo& row : kTable) {
    if (row.id == text) return row.element;
  }
  std::string known;
  for (const ElementInfo& row : kTable) known += (known.empty() ? "" : ", ") + std::string(row.id);
  throw std::invalid_argument("unknown element '" + std::string(text) + "' (expected one of: " + known + ")");
}

std::vector<std::string> element_ids() {
  std::vector<std::string> ids;
  for (const ElementInfo& row : kTable) ids.emplace_back(row.id);
  return ids;
}

bool is_aerial(Element e) { return kind(e) == kAerial; }
bool is_artillery(Element e) { return e == kFieldArtillery || e == kHeavyArtillery || e == kAaa; }
bool is_mortar(Element e) { return e == kLightMortar || e == kHeavyMortar; }
bool is_rifles(Element e) { return e == kRifles || e == kDismountedCavalry; }

bool restricted_by_bad_going(Element e) {
  switch (e) {
    case kCavalry:
    case kArmouredCar:
    case kForwardObserver:
    case kFieldArtillery:
    case kHeavyArtillery:
    case kAaa:
      return true;
    default:
      return false;
  }
}

}  // namespace sandtable::rules::hitt
