#include "rules/hitt/army.hpp"

#include <fmt/format.h>

namespace sandtable::rules::hitt {

namespace {

int count_of(const std::map<Element, int>& counts, Element e) {
  const auto it = counts.find(e);
  return it == counts.end() ? 0 : it->second;
}

// What a core of four `main` elements and a machinegun, besides the general's rifles, lacks.
std::vector<std::string> core_missing(const std::map<Element, int>& counts, Element main) {
  const int general = 1;
  const int rifles_needed = general + (main == Element::kRifles ? 4 : 0);
  std::vector<std::string> missing;
  if (const int short_of = rifles_needed - count_of(counts, Element::kRifles); short_of > 0) {
    missing.push_back(fmt::format("{} rifles", short_of));
  }
  if (main != Element::kRifles) {
    if (const int short_of = 4 - count_of(counts, main); short_of > 0) missing.push_back(fmt::format("{} {}", short_of, id(main)));
  }
  if (count_of(counts, Element::kMachinegun) < 1) missing.push_back("1 machinegun");
  return missing;
}

std::string joined(const std::vector<std::string>& parts) {
  std::string text;
  for (std::size_t i = 0; i < parts.size(); ++i) text += (i == 0 ? "" : i + 1 == parts.size() ? " and " : ", ") + parts[i];
  return text;
}

}  // namespace

ArmyCheck check_army(const std::map<Element, int>& counts, int points) {
  ArmyCheck check;
  check.points = points;
  for (const auto& [element, n] : counts) {
    if (element == Element::kCommandBunker && n > 0) {
      check.errors.push_back("the command bunker is the defender's, not bought with AP");
    }
    check.total_ap += n * info(element).ap_cost;
  }
  if (check.total_ap > points) {
    check.errors.push_back(fmt::format("{} AP is {} over the {} AP agreed", check.total_ap, check.total_ap - points, points));
  }
  const std::vector<std::string> battalion = core_missing(counts, Element::kRifles);
  const std::vector<std::string> regiment = core_missing(counts, Element::kCavalry);
  if (battalion.empty()) {
    check.core = "infantry battalion";
  } else if (regiment.empty()) {
    check.core = "cavalry regiment";
  } else {
    const auto& nearer = battalion.size() <= regiment.size() ? battalion : regiment;
    check.errors.push_back(fmt::format(
        "no core of {} AP: the general's rifles with an infantry battalion (4 rifles, 1 machinegun) or a cavalry "
        "regiment (4 cavalry, 1 machinegun); the nearer, the {}, lacks {}",
        kCorePoints, &nearer == &battalion ? "battalion" : "regiment", joined(nearer)));
  }
  return check;
}

}  // namespace sandtable::rules::hitt
