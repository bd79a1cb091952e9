#pragma once
// An HTTP/1.1 server on loopback for download tests (no network needed), and a zip writer for
// the archives it serves. Shared by the engine's download suite and the app's dataset suite.
#include <atomic>
#include <cstdint>
#include <map>
#include <mutex>
#include <string>
#include <thread>
#include <utility>
#include <vector>

namespace nnlab::test {

// One connection at a time; routes: /NAME serves files[NAME]; a name starting with "stall"
// stops half-way on its first request; one starting with "norange" ignores Range; anything
// else is 404. Fill `files` before the first request.
class LoopbackServer {
 public:
  std::map<std::string, std::vector<std::uint8_t>> files;
  std::vector<std::string> ranges;  // Range header of each request ("" when none), under mu
  std::mutex mu;

  LoopbackServer();
  ~LoopbackServer();
  LoopbackServer(const LoopbackServer&) = delete;
  LoopbackServer& operator=(const LoopbackServer&) = delete;
  std::string url(const std::string& name) const;

 private:
  void loop();
  void sendAll(int c, const void* d, std::size_t n);
  void serve(int c);

  int fd_ = -1;
  int port_ = 0;
  std::atomic<bool> stop_{false};
  std::thread thread_;
  int stallCount_ = 0;
};

// A stored (uncompressed) zip archive of the given files (name inside the archive, bytes).
std::vector<std::uint8_t> makeZip(const std::vector<std::pair<std::string, std::vector<std::uint8_t>>>& files);

}  // namespace nnlab::test
