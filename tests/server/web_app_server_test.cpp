// `sandtable serve`: the built web app handed out with the types and caching a browser needs.
#include "server/web_app_server.hpp"

#include <gtest/gtest.h>
#include <httplib.h>

#include <filesystem>
#include <fstream>
#include <thread>

namespace sandtable::server {
namespace {

class WebAppServerTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = std::filesystem::temp_directory_path() /
           ("sandtable-serve-" + std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()));
    std::filesystem::remove_all(dir_);
    std::filesystem::create_directories(dir_ / "site" / "assets");
    write("site/index.html", "<!doctype html><title>sandtable</title>");
    write("site/sw.js", "self.addEventListener('fetch', () => {});");
    write("site/assets/engine-1a2b.wasm", std::string("\0asm\1\0\0\0", 8));
    write("site/manifest.webmanifest", "{}");
    write("secret.txt", "outside the site");
  }
  void TearDown() override {
    if (server_) server_->stop();
    if (thread_.joinable()) thread_.join();
    std::filesystem::remove_all(dir_);
  }
  void write(const std::string& name, const std::string& text) { std::ofstream(dir_ / name, std::ios::binary) << text; }

  // Starts a server on a free loopback port; a client to it.
  httplib::Client start() {
    server_ = std::make_unique<WebAppServer>(WebAppOptions{"127.0.0.1", 0, dir_ / "site"});
    const int port = server_->bind();
    thread_ = std::thread([this] { server_->listen(); });
    httplib::Client client("127.0.0.1", port);
    client.set_connection_timeout(5);
    return client;
  }

  std::filesystem::path dir_;
  std::unique_ptr<WebAppServer> server_;
  std::thread thread_;
};

TEST_F(WebAppServerTest, ThePageTheEngineAndTheServiceWorkerComeWithTheirTypes) {
  httplib::Client client = start();
  const auto page = client.Get("/");
  ASSERT_TRUE(page);
  EXPECT_EQ(page->status, 200);
  EXPECT_EQ(page->get_header_value("Content-Type"), "text/html; charset=utf-8");
  EXPECT_EQ(page->get_header_value("Cache-Control"), "no-cache") << "a new version of the app must be seen";

  const auto engine = client.Get("/assets/engine-1a2b.wasm");
  ASSERT_TRUE(engine);
  EXPECT_EQ(engine->get_header_value("Content-Type"), "application/wasm") << "streaming compilation needs it";
  EXPECT_EQ(engine->body.size(), 8u);
  EXPECT_NE(engine->get_header_value("Cache-Control").find("immutable"), std::string::npos);

  const auto worker = client.Get("/sw.js");
  ASSERT_TRUE(worker);
  EXPECT_EQ(worker->get_header_value("Content-Type"), "text/javascript");
  EXPECT_EQ(worker->get_header_value("Cache-Control"), "no-cache");
  EXPECT_EQ(client.Get("/manifest.webmanifest")->get_header_value("Content-Type"), "application/manifest+json");
}

TEST_F(WebAppServerTest, TheEngineTravelsCompressedToABrowserThatTakesGzip) {
  std::string engine = std::string("\0asm\1\0\0\0", 8);
  for (int i = 0; i < 5000; ++i) engine += "sandtable ";
  write("site/assets/engine-1a2b.wasm", engine);
  httplib::Client client = start();
  client.set_decompress(false);
  const auto packed = client.Get("/assets/engine-1a2b.wasm", {{"Accept-Encoding", "gzip, deflate, br"}});
  ASSERT_TRUE(packed);
  EXPECT_EQ(packed->get_header_value("Content-Encoding"), "gzip");
  EXPECT_EQ(packed->get_header_value("Content-Type"), "application/wasm");
  EXPECT_LT(packed->body.size(), engine.size() / 10);

  const auto plain = client.Get("/assets/engine-1a2b.wasm", {{"Accept-Encoding", "identity"}});
  ASSERT_TRUE(plain);
  EXPECT_EQ(plain->get_header_value("Content-Encoding"), "");
  EXPECT_EQ(plain->body, engine);

  client.set_decompress(true);
  EXPECT_EQ(client.Get("/assets/engine-1a2b.wasm", {{"Accept-Encoding", "gzip"}})->body, engine) << "it unpacks whole";
}

TEST_F(WebAppServerTest, NothingOutsideTheAppsFolderIsHandedOut) {
  httplib::Client client = start();
  for (const char* path : {"/../secret.txt", "/assets/../../secret.txt", "/%2e%2e/secret.txt", "/nothing-here.js"}) {
    const auto answer = client.Get(path);
    ASSERT_TRUE(answer) << path;
    EXPECT_GE(answer->status, 400) << path;
    EXPECT_EQ(answer->body.find("outside the site"), std::string::npos) << path;
  }
}

TEST_F(WebAppServerTest, AFolderWithNoBuiltAppIsRefusedSayingHowToBuildIt) {
  try {
    WebAppServer server({"127.0.0.1", 0, dir_ / "nothing"});
    FAIL() << "a folder with no index.html was accepted";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("setup.sh run"), std::string::npos) << e.what();
  }
}

// A second `sandtable serve` on the same port must fail, not share the first one's requests.
TEST_F(WebAppServerTest, APortInUseIsAClearError) {
  WebAppServer first({"127.0.0.1", 0, dir_ / "site"});
  const int taken = first.bind();
  WebAppServer second({"127.0.0.1", taken, dir_ / "site"});
  EXPECT_THROW(second.bind(), std::runtime_error);
}

}  // namespace
}  // namespace sandtable::server
