// `sandtable serve` hosting a game for seats on several devices, over loopback: the toy race
// with secret scores, where each side may see only its own score and rolls.
#include <gtest/gtest.h>
#include <httplib.h>

#include <filesystem>
#include <fstream>
#include <thread>
#include <tuple>

#include "engine/rule_set.hpp"
#include "server/web_app_server.hpp"
#include "toy_bids.hpp"
#include "toy_game.hpp"

namespace sandtable::server {
namespace {

using engine::Json;

std::string test_yaml(const char* name) {
  std::ifstream in(std::string(SANDTABLE_TEST_DATA "/") + name);
  return std::string(std::istreambuf_iterator<char>(in), {});
}

std::string race_yaml() { return test_yaml("race.yaml"); }

const engine::Registry& race_and_bids_registry() {
  static const engine::Registry registry = [] {
    engine::Registry r;
    r.add(testing_toy::toy_race_rule_set());
    r.add(testing_toy::toy_bids_rule_set());
    return r;
  }();
  return registry;
}

struct Reply {
  int status = 0;
  Json body;
  std::string text;
};

class GameServerTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = std::filesystem::temp_directory_path() /
           ("sandtable-games-" + std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()));
    std::filesystem::remove_all(dir_);
    std::filesystem::create_directories(dir_ / "site");
    std::ofstream(dir_ / "site" / "index.html") << "<!doctype html><title>sandtable</title>";
  }
  void TearDown() override {
    stop();
    std::filesystem::remove_all(dir_);
  }

  void start(GameRouteLimits limits = {{1000, 1000}, {1000, 1000}, 16, std::chrono::milliseconds(200)}) {
    WebAppOptions options{"127.0.0.1", 0, dir_ / "site", GameHostOptions{dir_ / "games"}, &race_and_bids_registry(), limits};
    server_ = std::make_unique<WebAppServer>(options);
    port_ = server_->bind();
    thread_ = std::thread([this] { server_->listen(); });
  }
  void stop() {
    if (server_) server_->stop();
    if (thread_.joinable()) thread_.join();
    server_.reset();
  }

  httplib::Client client() const {
    httplib::Client c("127.0.0.1", port_);
    c.set_connection_timeout(5);
    c.set_read_timeout(10);
    return c;
  }

  static Reply reply_of(const httplib::Result& result) {
    if (!result) return {};
    Reply r{result->status, Json::parse(result->body, nullptr, false), result->body};
    return r;
  }
  static httplib::Headers bearer(const std::string& token) { return {{"Authorization", "Bearer " + token}}; }

  Reply post(const std::string& path, const Json& body, const std::string& token = "") const {
    return reply_of(client().Post(path.c_str(), bearer(token), body.dump(), "application/json"));
  }
  Reply get(const std::string& path, const std::string& token) const {
    return reply_of(client().Get(path.c_str(), bearer(token)));
  }

  // A race of secret scores hosted with an umpire: the umpire's token.
  std::string create_race(Json more = Json::object()) {
    Json body = {{"scenario_text", race_yaml()}, {"rulings", {{"secret_scores", true}}}, {"seed", 7}};
    for (auto& [key, value] : more.items()) body[key] = value;
    const Reply created = post("/api/games", body);
    EXPECT_EQ(created.status, 200) << created.text;
    return created.body.value("token", "");
  }
  // The code of the seat of `role` (and `side`) among the join codes the host sees.
  std::string code_of(const std::string& host_token, const std::string& role, int side = -1) {
    const Json view = get("/api/game", host_token).body;
  for (const Json& seat : view["join_codes"]) {
      if (seat["role"] == role && seat["side"] == side) return seat["code"];
    }
    ADD_FAILURE() << "no " << role << " seat";
    return {};
  }
  std::string join(const std::string& code) {
    const Reply joined = post("/api/join", {{"code", code}});
    EXPECT_EQ(joined.status, 200) << joined.text;
    return joined.body.value("token", "");
  }

  std::filesystem::path dir_;
  std::unique_ptr<WebAppServer> server_;
  std::thread thread_;
  int port_ = 0;
};

TEST_F(GameServerTest, EachSeatJoinsWithItsCodeAndGetsItsOwnToken) {
  start();
  const std::string umpire = create_race();
  const std::string blue = join(code_of(umpire, "player", 0));
  const std::string red = join(code_of(umpire, "player", 1));
  const std::string observer = join(code_of(umpire, "observer"));
  EXPECT_NE(blue, red);
  EXPECT_NE(blue, umpire);
  EXPECT_EQ(get("/api/game", blue).body["seat"], Json({{"role", "player"}, {"side", 0}, {"side_name", "Blue"}}));
  EXPECT_EQ(get("/api/game", observer).body["seat"]["role"], "observer");
  EXPECT_FALSE(get("/api/game", blue).body.contains("join_codes")) << "only the host hands out the codes";
  EXPECT_EQ(join(" " + code_of(umpire, "player", 1).substr(0, 4) + "-" + code_of(umpire, "player", 1).substr(4)), red)
      << "a code is read out in two halves, typed in any case";
}

TEST_F(GameServerTest, APlayersEveryResponseHoldsNothingOfTheOtherSidesSecrets) {
  start();
  const std::string umpire = create_race();
  const std::string blue = join(code_of(umpire, "player", 0));
  const std::string red = join(code_of(umpire, "player", 1));
  // Blue rolls (the server rolls the die at once) until the turn passes to Red.
  for (int i = 0; i < 20 && get("/api/game", blue).body["may"]["decide"] == true; ++i) {
    const Reply rolled = post("/api/game/do", {{"action", {{"type", "roll"}}}}, blue);
    ASSERT_EQ(rolled.status, 200) << rolled.text;
  }
  const Json umpire_log = get("/api/game/log", umpire).body["events"];
  ASSERT_GE(umpire_log.size(), 2u);
  ASSERT_EQ(umpire_log[1]["kind"], "dice") << "the server rolled Blue's die";

  const Reply red_view = get("/api/game", red);
  EXPECT_EQ(red_view.body["state"]["score"][0], nullptr) << red_view.text;
  const Reply red_log = get("/api/game/log", red);
  for (const Json& e : red_log.body["events"]) {
    if (e["side"] == 0 && e["kind"] == "dice") EXPECT_EQ(e["hidden"], true) << e;
  }
  EXPECT_EQ(red_log.text.find("faces"), std::string::npos) << "no roll of Blue's reaches Red: " << red_log.text;
  EXPECT_EQ(get("/api/game/log", blue).body["events"][1]["payload"]["faces"], umpire_log[1]["payload"]["faces"]);
}

TEST_F(GameServerTest, OnlyTheSideToDecideMayDecide) {
  start();
  const std::string umpire = create_race();
  const std::string red = join(code_of(umpire, "player", 1));
  const std::string observer = join(code_of(umpire, "observer"));
  const Reply waiting = get("/api/game", red);
  EXPECT_EQ(waiting.body["request"], Json({{"kind", "waiting"}, {"side", 0}})) << "Blue's choices stay Blue's";
  EXPECT_EQ(post("/api/game/do", {{"number", 1}}, red).status, 409);
  EXPECT_EQ(post("/api/game/do", {{"number", 1}}, observer).status, 409);
  EXPECT_EQ(post("/api/game/do", {{"number", 2}}, umpire).status, 200) << "the umpire may answer for any side";
  EXPECT_EQ(get("/api/game", red).body["request"]["kind"], "decision");
}

TEST_F(GameServerTest, TypedDiceAreTypedByTheSideThatRolls) {
  start();
  const std::string umpire = create_race({{"dice", "typed"}});
  const std::string blue = join(code_of(umpire, "player", 0));
  const std::string red = join(code_of(umpire, "player", 1));
  ASSERT_EQ(post("/api/game/do", {{"action", {{"type", "roll"}}}}, blue).status, 200);
  EXPECT_EQ(get("/api/game", blue).body["request"]["kind"], "dice");
  EXPECT_EQ(post("/api/game/roll", {{"dice", "5"}}, red).status, 409) << "not Red's die";
  const Reply bad = post("/api/game/roll", {{"dice", "9"}}, blue);
  EXPECT_EQ(bad.status, 400);
  EXPECT_EQ(bad.body["error"]["field"], "dice") << bad.text;
  EXPECT_EQ(post("/api/game/roll", {{"dice", "5"}}, blue).status, 200);
  EXPECT_EQ(get("/api/game", blue).body["state"]["turn_total"], 5);
}

TEST_F(GameServerTest, APlayerTakesBackOnlyHisOwnLastDecisionAndTheUmpireIsAudited) {
  start();
  const std::string umpire = create_race();
  const std::string blue = join(code_of(umpire, "player", 0));
  const std::string red = join(code_of(umpire, "player", 1));
  ASSERT_EQ(post("/api/game/do", {{"action", {{"type", "hold"}}}}, blue).status, 200);
  EXPECT_EQ(get("/api/game", blue).body["may"]["undo"], true);
  EXPECT_EQ(get("/api/game", red).body["may"]["undo"], false);
  EXPECT_EQ(post("/api/game/undo", Json::object(), red).status, 409) << "not Red's decision";
  EXPECT_EQ(post("/api/game/undo", Json::object(), blue).status, 200);
  ASSERT_EQ(post("/api/game/do", {{"action", {{"type", "roll"}}}}, blue).status, 200);
  EXPECT_EQ(post("/api/game/undo", Json::object(), blue).status, 409) << "the die the server rolled stands";

  const Json before = get("/api/game/log", umpire).body["events"].back();
  ASSERT_EQ(before["kind"], "dice");
  const Reply overridden = post("/api/game/override", {{"dice", "6"}}, umpire);
  ASSERT_EQ(overridden.status, 200) << overridden.text;
  EXPECT_EQ(get("/api/game/log", umpire).body["events"].back()["payload"]["faces"], Json({6}));
  const Json audit = get("/api/game", umpire).body["audit"];
  ASSERT_EQ(audit.size(), 1u);
  EXPECT_NE(audit[0]["what"].get<std::string>().find("with [6]"), std::string::npos) << audit;
  EXPECT_FALSE(get("/api/game", blue).body.contains("audit")) << "the audit is the umpire's";
  EXPECT_EQ(post("/api/game/override", {{"dice", "6"}}, blue).status, 409);
}

// Typed dice, secret scores. Events: 1 Blue rolls, 2 a 3, 3 rolls, 4 a 4, 5 holds (banks 7),
// 6 Red rolls, 7 a 5, 8 holds (banks 5). The umpire makes roll 2 a 6: Blue banks 6 + 4 = 10.
TEST_F(GameServerTest, TheUmpireOverridesAPastRollAndRedNeverSeesBluesRoll) {
  start();
  const std::string umpire = create_race({{"dice", "typed"}});
  const std::string blue = join(code_of(umpire, "player", 0));
  const std::string red = join(code_of(umpire, "player", 1));
  const Json roll = {{"action", {{"type", "roll"}}}};
  const Json hold = {{"action", {{"type", "hold"}}}};
  for (const auto& [token, body, faces] : {std::tuple{blue, roll, "3"}, {blue, roll, "4"}, {blue, hold, ""},
                                           {red, roll, "5"}, {red, hold, ""}}) {
    ASSERT_EQ(post("/api/game/do", body, token).status, 200);
    if (*faces != '\0') ASSERT_EQ(post("/api/game/roll", {{"dice", faces}}, token).status, 200);
  }
  ASSERT_EQ(get("/api/game", umpire).body["state"]["score"], Json({7, 5}));
  const std::uint64_t red_version = get("/api/game", red).body["version"];

  const Reply overridden = post("/api/game/override", {{"seq", 2}, {"dice", "6"}}, umpire);
  ASSERT_EQ(overridden.status, 200) << overridden.text;
  EXPECT_EQ(overridden.body["event"]["payload"]["faces"], Json({6}));
  EXPECT_EQ(get("/api/game", umpire).body["state"]["score"], Json({10, 5}));
  EXPECT_EQ(get("/api/game/log", blue).body["events"][1]["payload"]["faces"], Json({6})) << "Blue sees his own roll";
  const Json audit = get("/api/game", umpire).body["audit"];
  ASSERT_EQ(audit.size(), 1u);
  EXPECT_EQ(audit[0]["what"], "replaced roll 2 ([3]) with [6]");

  const Reply red_view = get("/api/game", red);
  EXPECT_GT(red_view.body["version"].get<std::uint64_t>(), red_version) << "Red's phone is told of the change";
  EXPECT_EQ(red_view.body["state"]["score"], Json({nullptr, 5})) << red_view.text;
  const Reply red_log = get("/api/game/log", red);
  Json red_sees = red_log.body["events"][1];
  red_sees.erase("unix_ms");
  EXPECT_EQ(red_sees, Json({{"seq", 2}, {"kind", "dice"}, {"side", 0}, {"hidden", true}}));
  EXPECT_EQ(red_log.text.find("[6]"), std::string::npos) << "the new roll reaches Red: " << red_log.text;

  // Roll 4 as a 1 would end Blue's turn, and Blue's hold (event 5) could no longer be given.
  const Reply refused = post("/api/game/override", {{"seq", 4}, {"dice", "1"}}, umpire);
  EXPECT_EQ(refused.status, 409);
  EXPECT_NE(refused.body["error"]["message"].get<std::string>().find("event 5 (Hold and bank 10)"), std::string::npos)
      << refused.text;
  EXPECT_EQ(get("/api/game", umpire).body["state"]["score"], Json({10, 5}));
  EXPECT_EQ(get("/api/game", umpire).body["audit"].size(), 1u) << "a refused override changes nothing";
  EXPECT_EQ(post("/api/game/override", {{"seq", 0}, {"dice", "6"}}, umpire).body["error"]["field"], "seq");
  EXPECT_EQ(post("/api/game/override", {{"seq", 2}, {"dice", "6"}}, red).status, 409) << "only the umpire";
}

TEST_F(GameServerTest, TheAiPlaysItsSideAtOnce) {
  start();
  // The AI (the first listed action: roll) rolls until it loses its turn or banks the target.
  const Reply reply = post("/api/games", {{"scenario_text", race_yaml()}, {"ai_sides", "Red"}, {"umpired", false},
                                          {"seat", "Blue"}, {"seed", 3}, {"rulings", {{"target", 1000}}}});
  ASSERT_EQ(reply.status, 200) << reply.text;
  const Json created = reply.body;
  const std::string blue = created["token"];
  EXPECT_EQ(created["seat"], Json({{"role", "player"}, {"side", 0}}));
  const Json codes = get("/api/game", blue).body["join_codes"];
  for (const Json& seat : codes) EXPECT_NE(seat["side"], 1) << "the AI has no seat";
  ASSERT_EQ(post("/api/game/do", {{"action", {{"type", "hold"}}}}, blue).status, 200);
  const Json request = get("/api/game", blue).body["request"];
  EXPECT_EQ(request.value("kind", ""), "decision") << "Red's turn was played: " << request;
  EXPECT_EQ(request.value("side", -1), 0) << request;
  bool red_acted = false;
  const Json log = get("/api/game/log", blue).body["events"];
  for (const Json& e : log) red_acted = red_acted || e["side"] == 1;
  EXPECT_TRUE(red_acted);
}

TEST_F(GameServerTest, ARestartedServerKeepsEveryAcceptedOrderAndEverySeat) {
  start();
  const std::string umpire = create_race();
  const std::string blue = join(code_of(umpire, "player", 0));
  ASSERT_EQ(post("/api/game/do", {{"action", {{"type", "roll"}}}}, blue).status, 200);
  const Json before = get("/api/game", umpire).body;
  stop();
  start();
  const Json after = get("/api/game", umpire).body;
  EXPECT_EQ(after["state"], before["state"]);
  EXPECT_EQ(after["events"], before["events"]);
  EXPECT_GT(after["version"].get<std::uint64_t>(), before["version"].get<std::uint64_t>() - 1)
      << "versions keep rising, so a returning phone sees a change";
  EXPECT_EQ(get("/api/game", blue).status, 200) << "the seat's token still opens its game";
}

TEST_F(GameServerTest, BadRequestsGetClearErrors) {
  start();
  const std::string umpire = create_race();
  const httplib::Result not_json = client().Post("/api/games", "{not json", "application/json");
  ASSERT_TRUE(not_json);
  EXPECT_EQ(not_json->status, 400);
  EXPECT_NE(not_json->body.find("not a JSON object"), std::string::npos) << not_json->body;

  const Reply no_scenario = post("/api/games", {{"rulings", Json::object()}});
  EXPECT_EQ(no_scenario.status, 400);
  EXPECT_EQ(no_scenario.body["error"]["field"], "scenario_text");
  const Reply bad_side = post("/api/games", {{"scenario_text", race_yaml()}, {"ai_sides", "Green"}});
  EXPECT_EQ(bad_side.status, 400);
  EXPECT_NE(bad_side.body["error"]["message"].get<std::string>().find("sides: 0 Blue, 1 Red"), std::string::npos) << bad_side.text;
  const Reply bad_yaml = post("/api/games", {{"scenario_text", "ruleset: toy-race\nsides: [oops"}});
  EXPECT_EQ(bad_yaml.status, 400) << bad_yaml.text;

  EXPECT_EQ(get("/api/game", "").status, 401);
  EXPECT_EQ(get("/api/game", umpire + "x").status, 401);
  EXPECT_EQ(get("/api/game", "nosuchgame.abc").status, 401);
  EXPECT_EQ(post("/api/join", {{"code", "ZZZZZZZZ"}}).status, 404);
  EXPECT_EQ(post("/api/join", Json::object()).body["error"]["field"], "code");

  EXPECT_EQ(post("/api/game/do", {{"number", 99}}, umpire).status, 409);
  EXPECT_EQ(post("/api/game/do", {{"number", -1}}, umpire).status, 400);
  EXPECT_EQ(post("/api/game/do", {{"action", {{"type", "fly"}}}}, umpire).status, 409);
  EXPECT_EQ(get("/api/game/log?after=x", umpire).status, 400);
  const Reply unknown = get("/api/nothing", umpire);
  EXPECT_EQ(unknown.status, 404);
  EXPECT_EQ(unknown.body["error"]["code"], "not-found") << "an API route never answers with the app's page";

  const httplib::Result huge = client().Post("/api/games", std::string(6 << 20, ' '), "application/json");
  ASSERT_TRUE(huge);
  EXPECT_EQ(huge->status, 413);
  EXPECT_EQ(get("/api/game", umpire).status, 200) << "the server is still there";
}

TEST_F(GameServerTest, RequestsOverTheLimitAreRefused) {
  start({{1, 2}, {1, 3}, 16, std::chrono::milliseconds(200)});
  const std::string umpire = create_race();
  int refused = 0;
  for (int i = 0; i < 5; ++i) refused += get("/api/game", umpire).status == 429 ? 1 : 0;
  EXPECT_GE(refused, 1) << "a burst of 3 then 1 a second";
  EXPECT_EQ(post("/api/join", {{"code", "ZZZZZZZZ"}}).status, 404) << "one more from this address is allowed";
  EXPECT_EQ(post("/api/join", {{"code", "ZZZZZZZZ"}}).status, 429) << "guessing codes is slow";
}

TEST_F(GameServerTest, EverySeatListeningHearsOfAChange) {
  start();
  const std::string umpire = create_race();
  const std::string red = join(code_of(umpire, "player", 1));
  std::string heard;
  std::thread listener([&] {
    httplib::Client c = client();
    c.Get("/api/game/updates", bearer(red), [&](const char* data, std::size_t size) {
      heard.append(data, size);
      // The first message tells the version at once; stop after the next change.
      return heard.find("event: change", heard.find("event: change") + 1) == std::string::npos;
    });
  });
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  ASSERT_EQ(post("/api/game/do", {{"number", 2}}, umpire).status, 200);
  listener.join();
  EXPECT_NE(heard.find("event: change\ndata: {\"version\":"), std::string::npos) << heard;
  EXPECT_NE(heard.find(": still here"), std::string::npos) << "a quiet stream says so now and then: " << heard;
  EXPECT_EQ(heard.find("score"), std::string::npos) << "updates carry no state";
}

}  // namespace
}  // namespace sandtable::server

namespace sandtable::server {
namespace {

// Rounds of sealed orders: both players write at once; neither sees the other's bid, in any
// answer, until both have sealed; the umpire sees all and may close a round.
TEST_F(GameServerTest, SealedOrdersStaySecretFromTheOtherPlayerUntilTheRoundCloses) {
  start();
  const Reply created = post("/api/games", {{"scenario_text", test_yaml("bids.yaml")}, {"seed", 3}});
  ASSERT_EQ(created.status, 200) << created.text;
  const std::string umpire = created.body["token"];
  const std::string blue = join(code_of(umpire, "player", 0));
  const std::string red = join(code_of(umpire, "player", 1));

  // Red writes first, although Blue is side 0, and both may answer at once.
  EXPECT_EQ(get("/api/game", red).body["may"]["decide"], true);
  EXPECT_EQ(get("/api/game", blue).body["may"]["decide"], true);
  ASSERT_EQ(post("/api/game/do", {{"action", {{"type", "bid"}, {"bid", 3}}}}, red).status, 200);
  ASSERT_EQ(post("/api/game/do", {{"action", {{"type", "seal"}}}}, red).status, 200);
  ASSERT_EQ(post("/api/game/do", {{"action", {{"type", "bid"}, {"bid", 2}}}}, blue).status, 200);

  const Json blue_view = get("/api/game", blue).body;
  ASSERT_EQ(blue_view["request"]["kind"], "sealed");
  ASSERT_EQ(blue_view["request"]["decisions"].size(), 1u);
  EXPECT_EQ(blue_view["request"]["decisions"][0]["side"], 0);
  EXPECT_EQ(blue_view["request"]["sealed"], Json::array({1})) << "that Red has sealed is no secret";
  EXPECT_EQ(blue_view["state"]["bid"], Json({2, nullptr}));
  const std::string blue_log = get("/api/game/log", blue).text;
  EXPECT_EQ(blue_log.find("\"bid\":3"), std::string::npos) << blue_log;
  EXPECT_EQ(get("/api/game/log", umpire).body["events"][0]["payload"]["action"]["bid"], 3);
  EXPECT_EQ(get("/api/game", umpire).body["may"]["close"], true);
  EXPECT_EQ(get("/api/game", blue).body["may"]["close"], false);
  EXPECT_EQ(post("/api/game/close", Json::object(), blue).status, 409) << "only the umpire closes a round";
  EXPECT_EQ(post("/api/game/do", {{"action", {{"type", "bid"}, {"bid", 1}}}, {"side", 1}}, blue).status, 409)
      << "a player writes only his own side's orders, whatever side he names";

  // Blue seals: 3 beats 2, the round is told to everyone.
  ASSERT_EQ(post("/api/game/do", {{"action", {{"type", "seal"}}}}, blue).status, 200);
  EXPECT_EQ(get("/api/game/log", blue).body["events"][0]["payload"]["action"]["bid"], 3);
  EXPECT_EQ(get("/api/game", blue).body["state"]["score"], Json({0, 1}));

  // Round 2: the umpire writes Red's bid (Red has no phone) and closes the round early.
  ASSERT_EQ(post("/api/game/do", {{"action", {{"type", "bid"}, {"bid", 1}}}, {"side", 1}}, umpire).status, 200);
  const Reply closed = post("/api/game/close", Json::object(), umpire);
  ASSERT_EQ(closed.status, 200) << closed.text;
  EXPECT_EQ(get("/api/game", blue).body["state"]["score"], Json({0, 2})) << "Blue wrote nothing and bid 0";
  const Json audit = get("/api/game", umpire).body["audit"];
  ASSERT_FALSE(audit.empty());
  EXPECT_EQ(audit.back()["what"], "closed round 2 early: the orders written stand");
}

}  // namespace
}  // namespace sandtable::server
