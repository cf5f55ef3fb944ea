#include "rules/hitt/elements.hpp"

#include <array>
#include <stdexcept>

namespace sandtable::rules::hitt {

namespace {

using enum Element;
using enum Kind;

// Depths from the basing conventions and costs from the element cost table; the air ace's
// depth, the zeppelin, AAA and the command bunker fill what the text leaves out (RULINGS.md 1).
constexpr std::array kTable{
    ElementInfo{kBalloon, "balloon", kAerial, 40, 1},
    ElementInfo{kBomber, "bomber", kAerial, 60, 3},
    ElementInfo{kFighter, "fighter", kAerial, 40, 4},
    ElementInfo{kScout, "scout", kAerial, 40, 2},
    ElementInfo{kAirAce, "air-ace", kAerial, 40, 6},
    ElementInfo{kZeppelin, "zeppelin", kAerial, 60, 3},
    ElementInfo{kArmouredCar, "armoured-car", kMounted, 40, 2},
    ElementInfo{kCavalry, "cavalry", kMounted, 30, 2},
    ElementInfo{kTank, "tank", kMounted, 40, 4},
    ElementInfo{kBarrage, "barrage", kFoot, 40, 4},
    ElementInfo{kFieldArtillery, "field-artillery", kFoot, 40, 3},
    ElementInfo{kHeavyArtillery, "heavy-artillery", kFoot, 40, 4},
    ElementInfo{kForwardObserver, "forward-observer", kFoot, 20, 1},
    ElementInfo{kGas, "gas", kFoot, 30, 1},
    ElementInfo{kAaa, "aaa", kFoot, 40, 3},
    ElementInfo{kMachinegun, "machinegun", kFoot, 30, 3},
    ElementInfo{kLightMortar, "light-mortar", kFoot, 30, 3},
    ElementInfo{kHeavyMortar, "medium-heavy-mortar", kFoot, 30, 4},
    ElementInfo{kRifles, "rifles", kFoot, 30, 2},
    ElementInfo{kDismountedCavalry, "dismounted-cavalry", kFoot, 30, 2},
    ElementInfo{kSturmtruppe, "sturmtruppe", kFoot, 20, 3},
    ElementInfo{kSniper, "sniper", kFoot, 30, 1},
    ElementInfo{kMinefield, "minefield", kFoot, 30, 1},
    ElementInfo{kCommandBunker, "command-bunker", kStronghold, 40, 0},
};

}  // namespace

std::span<const ElementInfo> element_table() { return kTable; }

// The table lists the elements in the order of the enum, so a row is found by its index.
constexpr bool in_enum_order() {
  for (std::size_t i = 0; i < kTable.size(); ++i) {
    if (static_cast<std::size_t>(kTable[i].element) != i) return false;
  }
  return true;
}
static_assert(in_enum_order());

const ElementInfo& info(Element e) { return kTable.at(static_cast<std::size_t>(e)); }

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

constexpr bool aerial_by_kind() {
  for (const ElementInfo& row : kTable) {
    if (is_aerial(row.element) != (row.kind == kAerial)) return false;
  }
  return true;
}
static_assert(aerial_by_kind());

bool is_artillery(Element e) { return e == kFieldArtillery || e == kHeavyArtillery || e == kAaa; }

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
