#include "cli/hun_dice_choice.hpp"

#include <fmt/format.h>

#include "cli/hun_commands.hpp"
#include "rules/hun/types.hpp"

namespace sandtable::cli::hun {

void DiceChoice::add_to(CLI::App& command) {
  command.add_option("--dice", typed_, "make the roll with physical dice: the faces in the order rolled, e.g. \"4 2\"");
  command.add_option("--seed", seed_, "make the roll with digital dice from this seed (repeatable)");
  command.add_flag("--roll", fresh_seed_, "make the roll with digital dice from a fresh seed (printed)");
}

void DiceChoice::check_exclusive() const {
  if (typed_ && (seed_ || fresh_seed_)) {
    throw rules::hun::RuleError("give either --dice (physical dice) or --seed/--roll (digital), not both");
  }
}

bool DiceChoice::resolving() const {
  check_exclusive();
  return typed_ || seed_ || fresh_seed_;
}

std::uint64_t DiceChoice::seed() {
  if (!seed_) seed_ = seed_or_random(std::nullopt);
  return *seed_;
}

nlohmann::json DiceChoice::record(const std::string& outcome) const {
  nlohmann::json faces = nlohmann::json::array();
  nlohmann::json used_for = nlohmann::json::array();
  for (const auto& d : rolled_) {
    faces.push_back(d.face);
    used_for.push_back(d.sides == 6 ? d.what : fmt::format("{} (d{})", d.what, d.sides));
  }
  nlohmann::json j = {{"outcome", outcome}, {"method", typed_ ? "chart" : "digital"}, {"dice", faces},
                      {"dice_for", used_for}};
  if (!typed_) j["seed"] = *seed_;
  return j;
}

void DiceChoice::print(const std::string& outcome_words, std::ostream& out, const std::string& drawn) const {
  if (typed_) {
    out << "your dice:";
  } else {
    out << fmt::format("digital (seed {}; --seed {} repeats the roll):", *seed_, *seed_);
  }
  if (!drawn.empty()) out << " " << drawn;
  if (drawn.empty() && rolled_.empty()) out << " no dice needed";
  for (std::size_t i = 0; i < rolled_.size(); ++i) {
    const auto& d = rolled_[i];
    out << fmt::format("{} {} {}", i == 0 ? "" : ",", d.what, d.face);
    if (d.sides != 6) out << fmt::format(" (d{})", d.sides);
  }
  out << "\n=> " << outcome_words << "\n";
}

}  // namespace sandtable::cli::hun
