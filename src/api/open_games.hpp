// The games an Api holds open between calls, by id, and the save files a single call opens.
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>

#include "play/tracked_game.hpp"

namespace sandtable::api {

class OpenGames {
 public:
  explicit OpenGames(std::size_t most) : most_(most) {}

  // Keeps `game` open and returns its new id ("g1", "g2", ...); BadInput when `most` are open.
  std::string add(play::TrackedGame game);
  // The open game `id`; NotFound if there is none.
  play::TrackedGame& find(const std::string& id);
  // Closes `id`; NotFound if there is none.
  void close(const std::string& id);

 private:
  std::size_t most_;
  std::uint64_t next_id_ = 1;
  std::map<std::string, std::unique_ptr<play::TrackedGame>> games_;
};

}  // namespace sandtable::api
