#include "server/web_app_server.hpp"

#include <fmt/format.h>
#include <httplib.h>
#include <sys/socket.h>
#include <zlib.h>

#include <cstdlib>
#include <fstream>
#include <map>
#include <sstream>
#include <stdexcept>

namespace sandtable::server {

namespace {

// Content types by file ending: stated here, so a browser gets the same ones whatever the
// library's own table holds (a .wasm must be application/wasm to compile while it streams).
constexpr std::pair<const char*, const char*> kContentTypes[] = {
    {"html", "text/html; charset=utf-8"},  {"js", "text/javascript"},     {"mjs", "text/javascript"},
    {"css", "text/css"},                   {"wasm", "application/wasm"},  {"json", "application/json"},
    {"webmanifest", "application/manifest+json"}, {"svg", "image/svg+xml"}, {"png", "image/png"},
    {"ico", "image/x-icon"},               {"txt", "text/plain; charset=utf-8"},
};

// Files under assets/ carry a hash of their content in their names and never change; the
// page, the service worker and the manifest must be asked for again to see a new version.
void set_cache_policy(const httplib::Request& request, httplib::Response& response) {
  const bool hashed = request.path.starts_with("/assets/");
  response.set_header("Cache-Control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
  response.set_header("X-Content-Type-Options", "nosniff");
}

// The library's default, SO_REUSEPORT, lets a second server take a port already served and
// share its requests; SO_REUSEADDR alone rebinds after a restart but refuses a port in use.
void reuse_address_only(socket_t sock) {
  int yes = 1;
  ::setsockopt(sock, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
}

// `bytes` in the gzip format, at the best compression.
std::string gzip(const std::string& bytes) {
  z_stream stream{};
  constexpr int kGzipWindowBits = 15 + 16;
  if (deflateInit2(&stream, Z_BEST_COMPRESSION, Z_DEFLATED, kGzipWindowBits, 9, Z_DEFAULT_STRATEGY) != Z_OK) {
    throw std::runtime_error("zlib: cannot start compressing");
  }
  std::string out(deflateBound(&stream, bytes.size()), '\0');
  stream.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(bytes.data()));
  stream.avail_in = static_cast<uInt>(bytes.size());
  stream.next_out = reinterpret_cast<Bytef*>(out.data());
  stream.avail_out = static_cast<uInt>(out.size());
  const int result = deflate(&stream, Z_FINISH);
  deflateEnd(&stream);
  if (result != Z_STREAM_END) throw std::runtime_error("zlib: cannot compress");
  out.resize(stream.total_out);
  return out;
}

std::string file_text(const std::filesystem::path& file) {
  std::ifstream in(file, std::ios::binary);
  std::ostringstream bytes;
  bytes << in.rdbuf();
  return bytes.str();
}

// The engine's .wasm files, compressed once at start (the library compresses text as it
// sends it, but not WebAssembly, the largest file of the app by far): by URL path.
std::map<std::string, std::string> compressed_engines(const std::filesystem::path& web_dir) {
  std::map<std::string, std::string> found;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(web_dir)) {
    if (!entry.is_regular_file() || entry.path().extension() != ".wasm") continue;
    found["/" + entry.path().lexically_relative(web_dir).generic_string()] = gzip(file_text(entry.path()));
  }
  return found;
}

}  // namespace

// The largest request body: a scenario's YAML text with room to spare.
constexpr std::size_t kMostRequestBytes = 5 << 20;

struct WebAppServer::Impl {
  WebAppOptions options;
  httplib::Server http;
  std::unique_ptr<GameHost> games;
  std::map<std::string, std::string> gzipped;

  // Answers a request for a compressed engine with its gzip bytes, when the browser takes them.
  httplib::Server::HandlerResponse serve_gzipped(const httplib::Request& request, httplib::Response& response) {
    const auto found = gzipped.find(request.path);
    if (request.method != "GET" || found == gzipped.end() ||
        request.get_header_value("Accept-Encoding").find("gzip") == std::string::npos) {
      return httplib::Server::HandlerResponse::Unhandled;
    }
    set_cache_policy(request, response);
    response.set_header("Content-Encoding", "gzip");
    response.set_header("Vary", "Accept-Encoding");
    response.set_content(found->second, "application/wasm");
    return httplib::Server::HandlerResponse::Handled;
  }
};

WebAppServer::WebAppServer(WebAppOptions options) : impl_(std::make_unique<Impl>()) {
  impl_->options = std::move(options);
  const std::filesystem::path index = impl_->options.web_dir / "index.html";
  if (!std::filesystem::exists(index)) {
    throw std::invalid_argument(fmt::format(
        "no built web app at {} (no index.html): build it with 'bash scripts/setup.sh run', or "
        "'cd web && npm ci && npm run build' after the WebAssembly engine", impl_->options.web_dir.string()));
  }
  for (const auto& [ending, type] : kContentTypes) impl_->http.set_file_extension_and_mimetype_mapping(ending, type);
  impl_->http.set_socket_options(reuse_address_only);
  impl_->gzipped = compressed_engines(impl_->options.web_dir);
  impl_->http.set_pre_routing_handler(
      [impl = impl_.get()](const httplib::Request& request, httplib::Response& response) {
        return impl->serve_gzipped(request, response);
      });
  impl_->http.set_file_request_handler(set_cache_policy);
  impl_->http.set_payload_max_length(kMostRequestBytes);
  if (impl_->options.games) {
    if (impl_->options.registry == nullptr) throw std::invalid_argument("hosting games needs the rule sets");
    impl_->games = std::make_unique<GameHost>(*impl_->options.registry, *impl_->options.games);
    add_game_routes(impl_->http, *impl_->games, impl_->options.limits);
  }
  if (!impl_->http.set_mount_point("/", impl_->options.web_dir.string())) {
    throw std::invalid_argument(fmt::format("{}: cannot serve this folder", impl_->options.web_dir.string()));
  }
}

WebAppServer::~WebAppServer() = default;

int WebAppServer::bind() {
  const WebAppOptions& o = impl_->options;
  const int port = o.port == 0 ? impl_->http.bind_to_any_port(o.host) : (impl_->http.bind_to_port(o.host, o.port) ? o.port : -1);
  if (port < 0) {
    throw std::runtime_error(fmt::format("cannot listen on {}:{} (in use, or not an address of this machine)", o.host,
                                         o.port));
  }
  return port;
}

void WebAppServer::listen() { impl_->http.listen_after_bind(); }

void WebAppServer::stop() {
  if (impl_->games) impl_->games->stop_waiting();
  impl_->http.stop();
}

const GameHost* WebAppServer::games() const { return impl_->games.get(); }

std::filesystem::path default_web_dir() { return SANDTABLE_WEB_DIR; }

std::filesystem::path default_games_dir() {
  const char* data = std::getenv("XDG_DATA_HOME");
  if (data != nullptr && *data != '\0') return std::filesystem::path(data) / "sandtable" / "games";
  const char* home = std::getenv("HOME");
  return std::filesystem::path(home != nullptr ? home : ".") / ".local" / "share" / "sandtable" / "games";
}

}  // namespace sandtable::server
