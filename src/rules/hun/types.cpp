#include "rules/hun/types.hpp"

#include <fmt/format.h>

#include <vector>

namespace sandtable::rules::hun {

namespace {

// One table of names per enum, indexed by the enum's value.
constexpr std::array<std::string_view, 5> kQualityNames{"civilian", "conscript", "soldier", "veteran", "elite"};
constexpr std::array<std::string_view, 4> kCoverNames{"none", "soft", "hard", "fortification"};
constexpr std::array<std::string_view, 3> kPostureNames{"standing", "running", "prone"};
constexpr std::array<std::string_view, 9> kAttackNames{
    "fire-pistol",       "fire-carbine",      "fire-rifle",          "test-vs-mg",        "test-vs-blast",
    "attack-with-sword", "attack-with-lance", "attack-with-bayonet", "attack-with-dagger"};

template <class Enum, std::size_t N>
Enum parse_named(std::string_view text, const std::array<std::string_view, N>& names, std::string_view what) {
  for (std::size_t i = 0; i < N; ++i) {
    if (names[i] == text) return static_cast<Enum>(i);
  }
  throw RuleError(fmt::format("unknown {} '{}' (one of {})", what, text, fmt::join(names, ", ")));
}

template <std::size_t N>
std::string joined(const std::array<std::string_view, N>& names) {
  return fmt::format("{}", fmt::join(names, "|"));
}

}  // namespace

std::string_view name(Quality q) { return kQualityNames[static_cast<std::size_t>(q)]; }
std::string_view name(Cover c) { return kCoverNames[static_cast<std::size_t>(c)]; }
std::string_view name(Posture p) { return kPostureNames[static_cast<std::size_t>(p)]; }
std::string_view name(Attack a) { return kAttackNames[static_cast<std::size_t>(a)]; }

Quality parse_quality(std::string_view text) {
  // The rules call the top rating "Officer/Elite"; accept either word.
  if (text == "officer" || text == "officer-elite") return Quality::kElite;
  return parse_named<Quality>(text, kQualityNames, "quality");
}
Cover parse_cover(std::string_view text) { return parse_named<Cover>(text, kCoverNames, "cover"); }
Posture parse_posture(std::string_view text) {
  if (text == "crawling") return Posture::kProne;
  if (text == "galloping") return Posture::kRunning;
  return parse_named<Posture>(text, kPostureNames, "target posture");
}
Attack parse_attack(std::string_view text) { return parse_named<Attack>(text, kAttackNames, "action"); }

std::string quality_names() { return joined(kQualityNames); }
std::string cover_names() { return joined(kCoverNames); }
std::string posture_names() { return joined(kPostureNames); }
std::string attack_names() { return joined(kAttackNames); }

}  // namespace sandtable::rules::hun
