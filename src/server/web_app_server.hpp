// `sandtable serve`: the built web app (web/dist) over HTTP. Everything the app computes runs
// in the browser's own WebAssembly engine, so the server only hands out files; once loaded,
// the app's service worker keeps it working with no network.
#pragma once

#include <filesystem>
#include <functional>
#include <memory>
#include <string>

namespace sandtable::server {

struct WebAppOptions {
  std::string host = "127.0.0.1";  // loopback unless asked: the app is for this machine
  int port = 8080;                 // 0: any free port
  std::filesystem::path web_dir;   // the built app: index.html, assets/, sw.js
};

class WebAppServer {
 public:
  // Checks that `web_dir` holds a built app; std::invalid_argument saying how to build it.
  explicit WebAppServer(WebAppOptions options);
  ~WebAppServer();
  WebAppServer(const WebAppServer&) = delete;
  WebAppServer& operator=(const WebAppServer&) = delete;

  // Binds the address; returns the port (the one chosen when asked for 0). std::runtime_error
  // when the address cannot be bound (in use, or not this machine's).
  int bind();
  // Answers requests until stop() is called from another thread.
  void listen();
  void stop();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// The web app built by scripts/setup.sh, beside the source tree this program was built from.
std::filesystem::path default_web_dir();

}  // namespace sandtable::server
