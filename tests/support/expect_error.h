#pragma once
// expectError(fn, kind, {"part", ...}): fn must throw nnlab::Error of that kind whose message
// contains every part.
#include <QtTest>
#include <functional>
#include <initializer_list>
#include <string>

#include "core/error.h"

namespace nnlab::test {

inline bool expectErrorImpl(const std::function<void()>& fn, ErrorKind kind, std::initializer_list<std::string> parts,
                            std::string& why) {
  try {
    fn();
  } catch (const Error& e) {
    const std::string msg = e.what();
    if (e.kind() != kind) {
      why = std::string("wrong error kind ") + errorKindName(e.kind()) + ": " + msg;
      return false;
    }
    for (const auto& p : parts)
      if (msg.find(p) == std::string::npos) {
        why = "'" + p + "' not in: " + msg;
        return false;
      }
    return true;
  }
  why = "no nnlab::Error thrown";
  return false;
}

}  // namespace nnlab::test

#define EXPECT_ERROR(fn, kind, ...)                                                     \
  do {                                                                                  \
    std::string why_;                                                                   \
    QVERIFY2(nnlab::test::expectErrorImpl(fn, kind, __VA_ARGS__, why_), why_.c_str()); \
  } while (0)
