// BattleStats as text: what processes sharing a run (MPI ranks) send each other. Floating
// sums go in hexadecimal so the tally that arrives is the one that left, to the last bit.
#include <fmt/format.h>

#include <cstdlib>
#include <sstream>
#include <stdexcept>

#include "sim/stats.hpp"

namespace sandtable::sim {

namespace {

double read_hex(std::istream& in) {
  std::string word;
  in >> word;
  char* end = nullptr;
  const double value = std::strtod(word.c_str(), &end);
  if (word.empty() || *end != '\0') throw std::invalid_argument(fmt::format("a tally's number '{}' is not one", word));
  return value;
}

template <typename T>
T read_whole(std::istream& in) {
  T value{};
  if (!(in >> value)) throw std::invalid_argument("a tally ends too soon or holds a word that is not a number");
  return value;
}

}  // namespace

std::string BattleStats::encode() const {
  std::string text = fmt::format("{} {} {} {} {} {:a} {:a}", wins_.size(), battles_, draws_, shortest_, longest_,
                                 length_sum_, length_sum_sq_);
  for (const std::uint64_t w : wins_) text += fmt::format(" {}", w);
  text += fmt::format(" {}", loss_totals_.size());
  for (const auto& [key, amount] : loss_totals_) {
    text += fmt::format(" {} {:a} {} {}", key.first, amount, key.second.size(), key.second);
  }
  return text;
}

BattleStats BattleStats::decode(const std::string& text) {
  std::istringstream in(text);
  BattleStats stats(read_whole<int>(in));
  stats.battles_ = read_whole<std::uint64_t>(in);
  stats.draws_ = read_whole<std::uint64_t>(in);
  stats.shortest_ = read_whole<int>(in);
  stats.longest_ = read_whole<int>(in);
  stats.length_sum_ = read_hex(in);
  stats.length_sum_sq_ = read_hex(in);
  for (std::uint64_t& w : stats.wins_) w = read_whole<std::uint64_t>(in);
  const auto losses = read_whole<std::size_t>(in);
  for (std::size_t i = 0; i < losses; ++i) {
    const int side = read_whole<int>(in);
    const double amount = read_hex(in);
    const auto length = read_whole<std::size_t>(in);
    if (in.get() != ' ' || length > text.size()) throw std::invalid_argument("a tally's loss heading is cut short");
    std::string category(length, '\0');
    if (!in.read(category.data(), static_cast<std::streamsize>(length))) {
      throw std::invalid_argument("a tally's loss heading is cut short");
    }
    stats.loss_totals_[{side, std::move(category)}] = amount;
  }
  return stats;
}

}  // namespace sandtable::sim
