// The Hun at the Gates: the app's input fields as types, with their kebab-case names.
#pragma once

#include <array>
#include <string>
#include <string_view>

#include "engine/names.hpp"

namespace sandtable::rules::hun {

// The longest distance any input takes, inches: well past any table.
inline constexpr double kMostInches = 10000;

// III: the five quality ratings, worst first (the order is used by the monotonicity tests).
enum class Quality { kCivilian, kConscript, kSoldier, kVeteran, kElite };
inline constexpr std::array kQualities{Quality::kCivilian, Quality::kConscript, Quality::kSoldier,
                                       Quality::kVeteran, Quality::kElite};

// VIII: the target's cover, least protective first.
enum class Cover { kNone, kSoft, kHard, kFortification };
inline constexpr std::array kCovers{Cover::kNone, Cover::kSoft, Cover::kHard, Cover::kFortification};

// VIII: what the target is doing; standing is the easiest to hit.
enum class Posture { kStanding, kRunning, kProne };
inline constexpr std::array kPostures{Posture::kStanding, Posture::kRunning, Posture::kProne};

// V: the actions that are attacks resolved by a to-hit roll and a save.
enum class Attack {
  kPistol,
  kCarbine,
  kRifle,
  kTestVsMg,
  kTestVsBlast,
  kSword,
  kLance,
  kBayonet,
  kDagger,
};
inline constexpr std::array kAttacks{Attack::kPistol,    Attack::kCarbine, Attack::kRifle,
                                     Attack::kTestVsMg,  Attack::kTestVsBlast, Attack::kSword,
                                     Attack::kLance,     Attack::kBayonet, Attack::kDagger};

// The kebab-case names of each, in the enum's order; after them the synonyms the rule book
// uses (accepted, never printed): "officer" is elite, "galloping" running, "crawling" prone.
inline constexpr engine::NameTable<Quality, 6> kQualityNames{{{Quality::kCivilian, "civilian"},
                                                              {Quality::kConscript, "conscript"},
                                                              {Quality::kSoldier, "soldier"},
                                                              {Quality::kVeteran, "veteran"},
                                                              {Quality::kElite, "elite"},
                                                              {Quality::kElite, "officer"}}};
inline constexpr engine::NameTable<Cover, 4> kCoverNames{
    {{Cover::kNone, "none"}, {Cover::kSoft, "soft"}, {Cover::kHard, "hard"}, {Cover::kFortification, "fortification"}}};
inline constexpr engine::NameTable<Posture, 5> kPostureNames{{{Posture::kStanding, "standing"},
                                                              {Posture::kRunning, "running"},
                                                              {Posture::kProne, "prone"},
                                                              {Posture::kRunning, "galloping"},
                                                              {Posture::kProne, "crawling"}}};
inline constexpr engine::NameTable<Attack, 9> kAttackNames{{{Attack::kPistol, "fire-pistol"},
                                                            {Attack::kCarbine, "fire-carbine"},
                                                            {Attack::kRifle, "fire-rifle"},
                                                            {Attack::kTestVsMg, "test-vs-mg"},
                                                            {Attack::kTestVsBlast, "test-vs-blast"},
                                                            {Attack::kSword, "attack-with-sword"},
                                                            {Attack::kLance, "attack-with-lance"},
                                                            {Attack::kBayonet, "attack-with-bayonet"},
                                                            {Attack::kDagger, "attack-with-dagger"}}};

inline std::string_view name(Quality q) { return engine::name_of(kQualityNames, q); }
inline std::string_view name(Cover c) { return engine::name_of(kCoverNames, c); }
inline std::string_view name(Posture p) { return engine::name_of(kPostureNames, p); }
inline std::string_view name(Attack a) { return engine::name_of(kAttackNames, a); }

// The value named `text` in any case; throws engine::BadInput on `field`, listing the names.
inline Quality parse_quality(std::string_view text, const std::string& field = "actor") {
  return engine::parse_name(kQualityNames, text, field);
}
inline Cover parse_cover(std::string_view text, const std::string& field = "cover") {
  return engine::parse_name(kCoverNames, text, field);
}
inline Posture parse_posture(std::string_view text, const std::string& field = "target_posture") {
  return engine::parse_name(kPostureNames, text, field);
}
inline Attack parse_attack(std::string_view text, const std::string& field = "action") {
  return engine::parse_name(kAttackNames, text, field);
}

}  // namespace sandtable::rules::hun
