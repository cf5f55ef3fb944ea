// Hordes in the Trenches' elements: every troop type with its kind, base depth and AP cost.
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace sandtable::rules::hitt {

enum class Element {
  kBalloon, kBomber, kFighter, kScout, kAirAce, kZeppelin,
  kArmouredCar, kCavalry, kTank,
  kBarrage, kFieldArtillery, kHeavyArtillery, kForwardObserver, kGas, kAaa, kMachinegun,
  kLightMortar, kHeavyMortar, kRifles, kDismountedCavalry, kSturmtruppe, kSniper, kMinefield,
  kCommandBunker,
};

// The text's three kinds, and the command bunker, which is none of them.
enum class Kind { kAerial, kMounted, kFoot, kStronghold };

struct ElementInfo {
  Element element;
  std::string_view id;  // kebab case: "armoured-car"
  Kind kind;
  int base_depth_mm;  // every base is 40 mm wide
  int ap_cost;
};

std::span<const ElementInfo> element_table();
const ElementInfo& info(Element e);
std::string_view id(Element e);
Kind kind(Element e);
// Throws std::invalid_argument listing the ids for an unknown one (input is checked before).
Element parse_element(std::string_view text);
std::vector<std::string> element_ids();

// The aerials open the list of elements (elements.cpp checks it against their kind): asked of
// every element in every pass over the table, so inline.
constexpr bool is_aerial(Element e) { return e <= Element::kZeppelin; }
// Field or heavy artillery, and AAA where an outcome names artillery (RULINGS.md 3).
bool is_artillery(Element e);
constexpr bool is_mortar(Element e) { return e == Element::kLightMortar || e == Element::kHeavyMortar; }
// Rifles and dismounted cavalry, which fight and move as rifles.
constexpr bool is_rifles(Element e) { return e == Element::kRifles || e == Element::kDismountedCavalry; }
// Moves shorter in bad going than in good (the move table), tanks excepted: such elements
// and aerials other than bombers pay -2 attacking a trench.
bool restricted_by_bad_going(Element e);

}  // namespace sandtable::rules::hitt
