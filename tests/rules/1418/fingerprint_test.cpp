// The game's fingerprint (what undo, replay and every save check a state by) hashes the battle
// field by field; a save made while it still hashed the state's JSON must still load.
#include <gtest/gtest.h>

#include "battle_fixture.hpp"
#include "conformance/temp_file.hpp"
#include "engine/store.hpp"

namespace sandtable::rules::gw1418 {
namespace {

using namespace testing;

// B1 60 cm from R1: a move is written, nothing is in range yet.
const std::string kTwoPlatoons =
    two_companies("[{name: B1, type: line-infantry, x: 20, y: 20}]", "[{name: R1, type: line-infantry, x: 20, y: 80}]");

TEST(Fingerprint, EachOrderWrittenChangesItAndTwoBattlesAlikeHashAlike) {
  auto g = start(kTwoPlatoons);
  auto twin = start(kTwoPlatoons);
  const std::uint64_t at_start = g->fingerprint();
  EXPECT_EQ(twin->fingerprint(), at_start);
  order(*g, 0, {{"type", "high"}, {"battalion", "Blue Btn"}, {"command", "advance"}});
  const std::uint64_t high_written = g->fingerprint();
  EXPECT_NE(high_written, at_start);
  order(*g, 0, {{"type", "low"}, {"company", "Blue Coy"}, {"command", "move"}, {"x", 20}, {"y", 40}});
  EXPECT_NE(g->fingerprint(), high_written);
  order(*twin, 0, {{"type", "high"}, {"battalion", "Blue Btn"}, {"command", "advance"}});
  order(*twin, 0, {{"type", "low"}, {"company", "Blue Coy"}, {"command", "move"}, {"x", 20}, {"y", 41}});
  EXPECT_NE(twin->fingerprint(), g->fingerprint()) << "arrows to points 1 cm apart hash alike";
}

TEST(Fingerprint, ASaveWhoseSnapshotHoldsTheJsonHashStillLoads) {
  const testing_support::TempFile file("sandtable-1418-fingerprint");
  const engine::Scenario scenario = engine::parse_scenario(kTwoPlatoons, "test.yaml");
  std::uint64_t end = 0;
  {
    engine::SavedGame saved = engine::SavedGame::start(file.path(), rule_set(), scenario, scenario.rulings);
    orders(saved.session(), 0, {{"command", "advance"}}, {{"command", "move"}, {"x", 20}, {"y", 40}}, kHoldFire);
    const engine::Game& g = saved.session().game();
    ASSERT_NE(g.fingerprint(), g.json_fingerprint());
    saved.file().put_snapshot(engine::Snapshot{saved.session().events().size(), g.json_fingerprint(), g.to_json()});
    end = g.fingerprint();
  }
  engine::Registry registry;
  registry.add(rule_set());
  const engine::SavedGame loaded = engine::SavedGame::load(file.path(), registry);
  EXPECT_EQ(loaded.session().game().fingerprint(), end);
}

}  // namespace
}  // namespace sandtable::rules::gw1418
