#include "support/loopback_server.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>
#include <zlib.h>

#include <chrono>

namespace nnlab::test {

LoopbackServer::LoopbackServer() {
  fd_ = ::socket(AF_INET, SOCK_STREAM, 0);
  int one = 1;
  ::setsockopt(fd_, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
  sockaddr_in a{};
  a.sin_family = AF_INET;
  a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  ::bind(fd_, reinterpret_cast<sockaddr*>(&a), sizeof a);
  socklen_t len = sizeof a;
  ::getsockname(fd_, reinterpret_cast<sockaddr*>(&a), &len);
  port_ = ntohs(a.sin_port);
  ::listen(fd_, 8);
  thread_ = std::thread([this] { loop(); });
}

LoopbackServer::~LoopbackServer() {
  stop_ = true;
  thread_.join();
  ::close(fd_);
}

std::string LoopbackServer::url(const std::string& name) const {
  return "http://127.0.0.1:" + std::to_string(port_) + "/" + name;
}

void LoopbackServer::loop() {
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(120);  // never outlives the test
  while (!stop_ && std::chrono::steady_clock::now() < deadline) {
    pollfd p{fd_, POLLIN, 0};
    if (::poll(&p, 1, 50) <= 0) continue;
    const int c = ::accept(fd_, nullptr, nullptr);
    if (c >= 0) {
      serve(c);
      ::close(c);
    }
  }
}

void LoopbackServer::sendAll(int c, const void* d, std::size_t n) {
  const char* p = static_cast<const char*>(d);
  while (n > 0) {
    const ssize_t w = ::send(c, p, n, MSG_NOSIGNAL);
    if (w <= 0) return;
    p += w;
    n -= static_cast<std::size_t>(w);
  }
}

void LoopbackServer::serve(int c) {
  std::string req;
  char buf[4096];
  while (req.find("\r\n\r\n") == std::string::npos) {
    const ssize_t r = ::recv(c, buf, sizeof buf, 0);
    if (r <= 0) return;
    req.append(buf, static_cast<std::size_t>(r));
  }
  const auto sp1 = req.find(' '), sp2 = req.find(' ', sp1 + 1);
  const std::string name = req.substr(sp1 + 2, sp2 - sp1 - 2);
  std::string range;
  const auto rp = req.find("Range: bytes=");
  if (rp != std::string::npos) range = req.substr(rp + 13, req.find("\r\n", rp) - rp - 13);
  {
    std::lock_guard<std::mutex> lock(mu);
    ranges.push_back(range);
  }
  auto it = files.find(name);
  if (it == files.end()) {
    const std::string r = "HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n";
    sendAll(c, r.data(), r.size());
    return;
  }
  const auto& body = it->second;
  std::size_t from = 0;
  if (!range.empty() && name.rfind("norange", 0) != 0) from = std::stoul(range);
  std::string head = from ? "HTTP/1.1 206 Partial Content\r\nContent-Range: bytes " + std::to_string(from) + "-" +
                                std::to_string(body.size() - 1) + "/" + std::to_string(body.size()) + "\r\n"
                          : std::string("HTTP/1.1 200 OK\r\n");
  head += "Content-Length: " + std::to_string(body.size() - from) + "\r\nConnection: close\r\n\r\n";
  sendAll(c, head.data(), head.size());
  if (name.rfind("stall", 0) == 0 && stallCount_++ == 0) {
    sendAll(c, body.data(), body.size() / 2);
    // Then nothing, until the client gives up (or 10 s pass).
    for (int i = 0; i < 200 && !stop_; ++i) {
      pollfd p{c, POLLIN, 0};
      if (::poll(&p, 1, 50) > 0 && ::recv(c, buf, sizeof buf, 0) <= 0) break;
    }
    return;
  }
  sendAll(c, body.data() + from, body.size() - from);
}

// Written by hand: local headers, central directory, end record; stored entries.
std::vector<std::uint8_t> makeZip(const std::vector<std::pair<std::string, std::vector<std::uint8_t>>>& files) {
  std::vector<std::uint8_t> out, central;
  auto u16 = [](std::vector<std::uint8_t>& v, unsigned x) { v.push_back(x & 255); v.push_back((x >> 8) & 255); };
  auto u32 = [&](std::vector<std::uint8_t>& v, std::uint32_t x) { u16(v, x & 0xffff); u16(v, x >> 16); };
  for (const auto& [name, data] : files) {
    const auto crc = static_cast<std::uint32_t>(crc32(0, data.data(), static_cast<uInt>(data.size())));
    const auto offset = static_cast<std::uint32_t>(out.size());
    u32(out, 0x04034b50); u16(out, 20); u16(out, 0); u16(out, 0); u16(out, 0); u16(out, 0x21);
    u32(out, crc); u32(out, static_cast<std::uint32_t>(data.size())); u32(out, static_cast<std::uint32_t>(data.size()));
    u16(out, static_cast<unsigned>(name.size())); u16(out, 0);
    out.insert(out.end(), name.begin(), name.end());
    out.insert(out.end(), data.begin(), data.end());
    u32(central, 0x02014b50); u16(central, 20); u16(central, 20); u16(central, 0); u16(central, 0); u16(central, 0);
    u16(central, 0x21); u32(central, crc); u32(central, static_cast<std::uint32_t>(data.size()));
    u32(central, static_cast<std::uint32_t>(data.size())); u16(central, static_cast<unsigned>(name.size()));
    u16(central, 0); u16(central, 0); u16(central, 0); u16(central, 0); u32(central, 0); u32(central, offset);
    central.insert(central.end(), name.begin(), name.end());
  }
  const auto cdOffset = static_cast<std::uint32_t>(out.size());
  out.insert(out.end(), central.begin(), central.end());
  u32(out, 0x06054b50); u16(out, 0); u16(out, 0); u16(out, static_cast<unsigned>(files.size()));
  u16(out, static_cast<unsigned>(files.size())); u32(out, static_cast<std::uint32_t>(central.size())); u32(out, cdOffset);
  u16(out, 0);
  return out;
}

}  // namespace nnlab::test
