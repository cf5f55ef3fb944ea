#include "rules/1418/units.hpp"

#include <algorithm>
#include <array>
#include <stdexcept>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "engine/names.hpp"

namespace sandtable::rules::gw1418 {

namespace {

using enum Speed;
using enum Kind;

constexpr std::optional<int> kAsParent = std::nullopt;
constexpr Range kUnlimited{0, std::nullopt, true};

constexpr Range range(int value) { return Range{value, std::nullopt, false}; }
constexpr Range range(int value, int mounted) { return Range{value, mounted, false}; }

// The characteristics table of the back page, row by row (the first copy of it, on the
// shooting page, is partial; RULINGS.md 1). Kinds from "Guns and Heavy Weapons", "Armoured
// Fighting Vehicles" and the melee strike order.
constexpr std::array kTable{
    UnitType{"reserve-infantry", "Reserve inf", kMediumInfantry, kInfantry, {2, 0}, {1, 0}, 3, range(300)},
    UnitType{"line-infantry", "Line/good inf", kMediumInfantry, kInfantry, {2, 0}, {1, 0}, 4, range(300)},
    UnitType{"elite-infantry", "Elite (rare) inf", kMediumInfantry, kInfantry, {2, 0}, {1, 0}, 5, range(400)},
    UnitType{"skirmishers", "Skirmishers", kFastInfantry, kInfantry, {1, 0}, {1, 0}, 5, range(200)},
    UnitType{"command", "Command", kSlowInfantry, kHeavyWeapon, {1, 0}, {1, 0}, kAsParent, range(100)},
    UnitType{"early-hmg", "Early HMGx1", kSlowInfantry, kHeavyWeapon, {1, 0}, {3, 1}, kAsParent, range(800)},
    UnitType{"early-mortar", "Early mortar", kSlowInfantry, kHeavyWeapon, {1, 0}, {2, 1}, kAsParent, range(1200)},
    UnitType{"melee-cavalry", "Melee cav", kFastCavalry, kCavalry, {3, 0}, {0, 0}, 3, range(0)},
    UnitType{"mixed-cavalry", "Mixed cav", kFastCavalry, kCavalry, {3, 0}, {1, 0}, 3, range(50)},
    UnitType{"mounted-rifles", "Mtd Rifles", kMediumCavalry, kCavalry, {2, 0}, {1, 0}, 3, range(300, 100)},
    UnitType{"late-hmg", "Late HMG x1", kSlowInfantry, kHeavyWeapon, {1, 0}, {4, 1}, kAsParent, range(1000)},
    UnitType{"lmg-squad", "LMG squad", kMediumInfantry, kHeavyWeapon, {1, 0}, {2, 0}, kAsParent, range(400)},
    UnitType{"smg-squad", "1-2 SMG sqd", kMediumInfantry, kInfantry, {2, 0}, {2, 0}, kAsParent, range(150)},
    UnitType{"grenadier-squad", "1-2 Gren sqd", kMediumInfantry, kInfantry, {3, 1}, {2, 0}, kAsParent, range(150)},
    UnitType{"mother-tank", "Mother tanks", kSlowInfantry, kTank, {0, 0}, {3, 2}, 6, range(400)},
    UnitType{"medium-whippet", "Medium/Whip", kFastInfantry, kTank, {0, 0}, {1, 1}, 5, range(200)},
    UnitType{"field-gun-7cm", "7cm Field Gs", kSlowInfantry, kGun, {0, 0}, {2, 2}, 4, range(2000)},
    UnitType{"light-howitzer", "Lt Howtz's", kSlowInfantry, kGun, {0, 0}, {2, 2}, 4, kUnlimited},
    UnitType{"howitzer-12cm", "12cm Hwtz's", kSlowInfantry, kGun, {0, 0}, {1, 3}, 4, kUnlimited},
};

constexpr const UnitType& printed_row(std::string_view id) {
  for (const UnitType& t : kTable) {
    if (t.id == id) return t;
  }
  throw std::invalid_argument("no printed row");  // not constant: a typo below fails to compile
}

// Armoured Fighting Vehicles (RULINGS.md 43): an armoured car works as cavalry and a
// self-propelled gun as its gun, each with a vehicle's re-roll and the lighter tank's
// Resilience, 5.
constexpr int kArmouredResilience = 5;

constexpr UnitType armoured(std::string_view base, std::string_view id, std::string_view name) {
  UnitType t = printed_row(base);
  t.id = id;
  t.printed = name;
  t.resilience = kArmouredResilience;
  t.armoured = true;
  return t;
}

constexpr auto kAllTypes = [] {
  std::array<UnitType, kTable.size() + 4> all{};
  std::copy(kTable.begin(), kTable.end(), all.begin());
  all[kTable.size()] = armoured("mixed-cavalry", "armoured-car", "Armoured car");
  all[kTable.size() + 1] = armoured("field-gun-7cm", "sp-field-gun-7cm", "SP 7cm Field G");
  all[kTable.size() + 2] = armoured("light-howitzer", "sp-light-howitzer", "SP Lt Howtz");
  all[kTable.size() + 3] = armoured("howitzer-12cm", "sp-howitzer-12cm", "SP 12cm Hwtz");
  return all;
}();

constexpr engine::NameTable<Speed, 6> kSpeeds{{{kSlowInfantry, "slow-infantry"},
                                               {kMediumInfantry, "medium-infantry"},
                                               {kFastInfantry, "fast-infantry"},
                                               {kSlowCavalry, "slow-cavalry"},
                                               {kMediumCavalry, "medium-cavalry"},
                                               {kFastCavalry, "fast-cavalry"}}};

}  // namespace

std::span<const UnitType> unit_table() { return kTable; }

std::span<const UnitType> all_unit_types() { return kAllTypes; }

const UnitType& unit_type(std::string_view id) {
  for (const UnitType& t : kAllTypes) {
    if (t.id == id) return t;
  }
  throw std::invalid_argument(fmt::format("no unit type {} (types: {})", id, fmt::join(unit_ids(), ", ")));
}

std::vector<std::string> unit_ids() {
  std::vector<std::string> ids;
  for (const UnitType& t : kAllTypes) ids.emplace_back(t.id);
  return ids;
}

bool is_vehicle(const UnitType& type) { return type.kind == kTank || type.armoured; }

bool rides_transport(const UnitType& type) { return type.kind == kInfantry || type.kind == kHeavyWeapon; }

std::string_view id(Speed s) { return engine::name_of(kSpeeds, s); }

std::string_view id(Kind k) {
  switch (k) {
    case kInfantry: return "infantry";
    case kHeavyWeapon: return "heavy-weapon";
    case kCavalry: return "cavalry";
    case kTank: return "tank";
    case kGun: return "gun";
  }
  return "infantry";
}

std::vector<std::string> speed_ids() { return engine::names_of(kSpeeds); }

Speed parse_speed(std::string_view text, const std::string& field) { return engine::parse_name(kSpeeds, text, field); }

// "Actual distances moved".
int standard_move_cm(Speed s) {
  switch (s) {
    case kSlowInfantry: return 4;
    case kMediumInfantry: return 6;
    case kFastInfantry: return 8;
    case kSlowCavalry: return 8;
    case kMediumCavalry: return 12;
    case kFastCavalry: return 16;
  }
  return 0;
}

bool is_cavalry(Speed s) { return s == kSlowCavalry || s == kMediumCavalry || s == kFastCavalry; }

}  // namespace sandtable::rules::gw1418
