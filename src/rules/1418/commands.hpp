// 1418's command system: what a company's Low Command may be under its battalion's High
// Command, in its situation (the table of available Low Commands).
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace sandtable::rules::gw1418 {

enum class HighCommand { kAdvance, kHold, kAssault, kRetreat, kBombard };
std::string_view id(HighCommand h);
std::vector<std::string> high_command_ids();
HighCommand parse_high_command(std::string_view text, const std::string& field);

enum class LowCommand { kStayPut, kMove, kFindCover, kAssault, kRetreat, kBombard };
std::string_view id(LowCommand l);

struct Situation {
  bool dug_in = false;
  bool under_fire = false;
  bool operator==(const Situation&) const = default;
};
std::string situation_words(const Situation& s);

struct CommandRulings {
  bool advance_may_dig_in = true;   // RULINGS.md 20
  bool bombard_allows_hold = false;  // RULINGS.md 21
};

struct Options {
  std::vector<LowCommand> allowed;
  bool may_dig_in = false;
  int resilience_while_digging = 0;  // -1 under fire
  std::string note;                  // where a ruling decided
};

Options low_commands(HighCommand order, const Situation& s, const CommandRulings& rulings);

}  // namespace sandtable::rules::gw1418
