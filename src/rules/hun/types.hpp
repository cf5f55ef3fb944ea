// The Hun at the Gates: the app's input fields as types, with their kebab-case names.
#pragma once

#include <array>
#include <stdexcept>
#include <string>
#include <string_view>

namespace sandtable::rules::hun {

// A request the rules forbid or that names something unknown (a pistol at 20 inches).
class RuleError : public std::invalid_argument {
 public:
  using std::invalid_argument::invalid_argument;
};

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

std::string_view name(Quality q);
std::string_view name(Cover c);
std::string_view name(Posture p);
std::string_view name(Attack a);

// Parse a kebab-case name; throws RuleError listing the accepted names.
Quality parse_quality(std::string_view text);
Cover parse_cover(std::string_view text);
Posture parse_posture(std::string_view text);
Attack parse_attack(std::string_view text);

// The accepted names, for help text: "civilian|conscript|...".
std::string quality_names();
std::string cover_names();
std::string posture_names();
std::string attack_names();

}  // namespace sandtable::rules::hun
