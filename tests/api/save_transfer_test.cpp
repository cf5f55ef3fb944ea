// game.export and game.import: a save travels as its file's bytes (base64), so a game started
// in the browser continues on the command line and back.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "api/api.hpp"
#include "core/base64.hpp"
#include "toy_game.hpp"

namespace sandtable::api {
namespace {

std::string file_bytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream bytes;
  bytes << in.rdbuf();
  return bytes.str();
}

// A log's events without the clock times they were made at.
Json without_times(Json log) {
  for (Json& event : log["events"]) event.erase("unix_ms");
  return log;
}

class SaveTransferTest : public ::testing::Test {
 protected:
  void SetUp() override {
    registry_.add(testing_toy::toy_race_rule_set());
    dir_ = std::filesystem::temp_directory_path() /
           ("sandtable-transfer-" + std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()));
    std::filesystem::remove_all(dir_);
    std::filesystem::create_directories(dir_);
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }
  std::string path(const std::string& name) const { return (dir_ / name).string(); }

  // A game of the toy race with some history, an undone answer and a chosen dice seed.
  std::string played_game(Api& api) {
    const std::string id = api.call("game.new", {{"scenario_text", testing_toy::toy_race_scenario_text()}, {"seed", 11}})["game"].get<std::string>();
    api.call("game.auto", {{"game", id}, {"steps", 6}});
    api.call("game.undo", {{"game", id}});
    return id;
  }

  engine::Registry registry_;
  std::filesystem::path dir_;
};

TEST_F(SaveTransferTest, AnExportedGameImportsAsTheSameGameWithItsRedoListAndSeed) {
  Api browser(registry_, Options{.files = false});
  const std::string id = played_game(browser);
  const Json exported = browser.call("game.export", {{"game", id}});
  EXPECT_EQ(exported["events"], 5);
  EXPECT_GT(exported["bytes"].get<std::size_t>(), 0u);

  const Json imported = browser.call("game.import", {{"save_base64", exported["save_base64"]}});
  const std::string copy = imported["game"].get<std::string>();
  EXPECT_NE(copy, id);
  EXPECT_EQ(imported["events"], 5);
  EXPECT_EQ(imported["seed"], 11);
  EXPECT_EQ(browser.call("game.state", {{"game", copy}}), browser.call("game.state", {{"game", id}}));
  // The same dice from here on: both continue alike, the redo first.
  browser.call("game.redo", {{"game", copy}});
  browser.call("game.redo", {{"game", id}});
  browser.call("game.auto", {{"game", copy}, {"steps", 3}});
  browser.call("game.auto", {{"game", id}, {"steps", 3}});
  EXPECT_EQ(without_times(browser.call("game.log", {{"game", copy}})), without_times(browser.call("game.log", {{"game", id}})));
}

TEST_F(SaveTransferTest, AnExportWrittenToDiskIsASaveTheCommandLineOpens) {
  Api browser(registry_, Options{.files = false});
  const std::string id = played_game(browser);
  const std::string bytes = *core::base64_decode(browser.call("game.export", {{"game", id}})["save_base64"].get<std::string>());
  const std::string file = path("from-browser.sqlite");
  std::ofstream(file, std::ios::binary) << bytes;

  Api desktop(registry_);
  const Json loaded = desktop.call("game.state", {{"save", file}});
  EXPECT_EQ(loaded["state"], browser.call("game.state", {{"game", id}})["state"]);
  EXPECT_TRUE(desktop.call("game.redo", {{"save", file}}).contains("redone")) << "the redo list came along";
}

TEST_F(SaveTransferTest, ASaveFileFromTheCommandLineImportsInTheBrowser) {
  Api desktop(registry_);
  const std::string file = path("desktop.sqlite");
  desktop.call("game.new", {{"scenario_text", testing_toy::toy_race_scenario_text()}, {"seed", 5}, {"save", file}});
  desktop.call("game.auto", {{"save", file}, {"steps", 4}});
  const Json on_disk = desktop.call("game.state", {{"save", file}});

  Api browser(registry_, Options{.files = false});
  const Json imported = browser.call("game.import", {{"save_base64", core::base64_encode(file_bytes(file))}});
  EXPECT_EQ(browser.call("game.state", {{"game", imported["game"]}})["state"], on_disk["state"])
      << "a save written in WAL mode reads in memory too";
}

TEST_F(SaveTransferTest, BytesThatAreNoSaveAreRefusedNamingTheField) {
  Api browser(registry_, Options{.files = false});
  const Json not_base64 = browser.handle({{"call", "game.import"}, {"args", {{"save_base64", "not base64!"}}}});
  EXPECT_EQ(not_base64["error"]["code"], "bad-input");
  EXPECT_EQ(not_base64["error"]["field"], "save_base64");

  const Json not_a_save = browser.handle(
      {{"call", "game.import"}, {"args", {{"save_base64", core::base64_encode("a shopping list, not a database")}}}});
  EXPECT_EQ(not_a_save["error"]["code"], "bad-input");
  EXPECT_EQ(not_a_save["error"]["field"], "save_base64");
  EXPECT_NE(not_a_save["error"]["message"].get<std::string>().find(": the save: "), std::string::npos)
      << "named as the save handed over, not as a file in memory: " << not_a_save["error"]["message"];

  // A real save cut short: damaged, refused, never a crash.
  const std::string id = played_game(browser);
  const std::string bytes = *core::base64_decode(browser.call("game.export", {{"game", id}})["save_base64"].get<std::string>());
  const Json cut = browser.handle(
      {{"call", "game.import"}, {"args", {{"save_base64", core::base64_encode(bytes.substr(0, bytes.size() / 2))}}}});
  EXPECT_EQ(cut["error"]["code"], "bad-input") << cut.dump();
}

TEST_F(SaveTransferTest, ABrowserEngineTakesRequestsAsLongAsItsOptionsAllow) {
  Api small(registry_, Options{.max_request_bytes = 64});
  EXPECT_EQ(small.handle_line(std::string(65, ' '))["error"]["code"], "bad-input");
  Api large(registry_, Options{.max_request_bytes = 1 << 22});
  const std::string line = R"({"call": "list", "args": {}})" + std::string(2 << 20, ' ');
  EXPECT_TRUE(large.handle_line(line)["ok"].get<bool>());
}

}  // namespace
}  // namespace sandtable::api
