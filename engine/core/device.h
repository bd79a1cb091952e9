#pragma once
// Where a tensor's storage lives.
#include <string>

namespace nnlab {

struct Device {
  enum class Kind { Cpu, Cuda };
  Kind kind = Kind::Cpu;
  int index = 0;

  static Device cpu() { return {}; }
  static Device cuda(int i) { return {Kind::Cuda, i}; }
  bool isCpu() const { return kind == Kind::Cpu; }
  std::string str() const { return kind == Kind::Cpu ? "cpu" : "cuda:" + std::to_string(index); }
  bool operator==(const Device& o) const { return kind == o.kind && index == o.index; }
};

}  // namespace nnlab
