#include "api/open_games.hpp"

#include <fmt/format.h>

#include "api/api.hpp"

namespace sandtable::api {

std::string OpenGames::add(play::TrackedGame game) {
  if (games_.size() >= most_) {
    throw engine::BadInput("game", fmt::format("{} games are open, the most this session holds; close one first", most_));
  }
  const std::string id = fmt::format("g{}", next_id_++);
  games_.emplace(id, std::make_unique<play::TrackedGame>(std::move(game)));
  return id;
}

play::TrackedGame& OpenGames::find(const std::string& id) {
  const auto it = games_.find(id);
  if (it == games_.end()) throw NotFound("game", fmt::format("no open game {}", engine::quoted(id)));
  return *it->second;
}

void OpenGames::close(const std::string& id) {
  if (games_.erase(id) == 0) throw NotFound("game", fmt::format("no open game {}", engine::quoted(id)));
}

}  // namespace sandtable::api
