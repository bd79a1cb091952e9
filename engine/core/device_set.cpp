#include "core/device_set.h"

#include <algorithm>

#include "core/error.h"

namespace nnlab {

namespace {

bool digitsOnly(const std::string& s) { return !s.empty() && s.size() <= 3 && s.find_first_not_of("0123456789") == std::string::npos; }

bool parseInto(const std::string& name, DeviceRef& out) {
  if (name == "cpu-reference" || name == "cpu-ref" || name == "sequential") {
    out = {DeviceRef::Kind::CpuReference, 0};
    return true;
  }
  if (name == "cpu-blas" || name == "cpu") {
    out = {DeviceRef::Kind::CpuBlas, 0};
    return true;
  }
  if (name == "cuda" || name == "gpu") {
    out = {DeviceRef::Kind::Cuda, 0};
    return true;
  }
  for (const char* prefix : {"cuda:", "gpu:"}) {
    const std::string p = prefix;
    if (name.rfind(p, 0) == 0 && digitsOnly(name.substr(p.size()))) {
      out = {DeviceRef::Kind::Cuda, std::stoi(name.substr(p.size()))};
      return true;
    }
  }
  return false;
}

}  // namespace

DeviceRef DeviceRef::parse(const std::string& name) {
  DeviceRef d;
  if (parseInto(name, d)) return d;
  if (name.rfind("cuda:", 0) == 0 || name.rfind("gpu:", 0) == 0)
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "device '%1': write cuda:N with N the GPU's index, e.g. cuda:0"),
        name));
  fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
      "unknown device '%1' (known: cpu-reference, cpu-blas, cuda:N, cuda:all)"),
      name));
}

bool DeviceRef::valid(const std::string& name) {
  DeviceRef d;
  return parseInto(name, d);
}

std::string DeviceRef::name() const {
  switch (kind) {
    case Kind::CpuReference: return "cpu-reference";
    case Kind::CpuBlas: return "cpu-blas";
    case Kind::Cuda: return "cuda:" + std::to_string(index);
  }
  return "?";
}

DeviceSet DeviceSet::parse(const std::string& list, const std::function<int()>& gpuCount) {
  std::vector<DeviceRef> out;
  std::string cur;
  for (char c : list + ",") {
    if (c == ' ' || c == '\t') continue;
    if (c != ',') {
      cur += c;
      continue;
    }
    if (cur.empty()) fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "device list '%1' has an empty name in it"),
        list));
    if (cur == "cuda:all" || cur == "gpu:all" || cur == "all-gpus") {
      const int n = gpuCount ? gpuCount() : 0;
      if (n <= 0) fail(ErrorKind::Unsupported, msg(NNLAB_TEXT("nnlab::messages",
          "'%1' asks for every GPU, and this machine has none that nnlab can use"),
          cur));
      for (int i = 0; i < n; ++i) out.push_back({DeviceRef::Kind::Cuda, i});
    } else {
      out.push_back(DeviceRef::parse(cur));
    }
    cur.clear();
  }
  return DeviceSet(std::move(out));
}

DeviceSet DeviceSet::of(const std::vector<std::string>& names) {
  std::vector<DeviceRef> out;
  for (const auto& n : names) out.push_back(DeviceRef::parse(n));
  return DeviceSet(std::move(out));
}

std::vector<std::string> DeviceSet::names() const {
  std::vector<std::string> out;
  for (const auto& d : devices_) out.push_back(d.name());
  return out;
}

bool DeviceSet::anyGpu() const {
  return std::any_of(devices_.begin(), devices_.end(), [](const DeviceRef& d) { return d.isGpu(); });
}

bool DeviceSet::allGpus() const {
  return !devices_.empty() && std::all_of(devices_.begin(), devices_.end(), [](const DeviceRef& d) { return d.isGpu(); });
}

int DeviceSet::count(DeviceRef::Kind kind) const {
  return static_cast<int>(std::count_if(devices_.begin(), devices_.end(), [&](const DeviceRef& d) { return d.kind == kind; }));
}

std::string DeviceSet::label(const std::string& gpuModel) const {
  if (devices_.empty()) return {};
  if (devices_.size() == 1) return devices_.front().name();
  std::vector<std::string> parts;
  for (DeviceRef::Kind k : {DeviceRef::Kind::CpuReference, DeviceRef::Kind::CpuBlas}) {
    const int n = count(k);
    if (n == 1) parts.push_back(DeviceRef{k, 0}.name());
    if (n > 1) parts.push_back(DeviceRef{k, 0}.name() + " x" + std::to_string(n));
  }
  std::vector<int> gpus;
  for (const auto& d : devices_)
    if (d.isGpu()) gpus.push_back(d.index);
  if (!gpus.empty()) {
    std::vector<int> sorted = gpus;
    std::sort(sorted.begin(), sorted.end());
    bool consecutive = true;
    for (std::size_t i = 1; i < sorted.size(); ++i) consecutive &= sorted[i] == sorted[i - 1] + 1;
    std::string idx;
    if (sorted.size() == 1) {
      idx = "cuda:" + std::to_string(sorted[0]);
    } else if (consecutive) {
      idx = "cuda:" + std::to_string(sorted.front()) + "-" + std::to_string(sorted.back());
    } else {
      idx = "cuda:";
      for (std::size_t i = 0; i < gpus.size(); ++i) idx += (i ? "," : "") + std::to_string(gpus[i]);
    }
    if (gpus.size() > 1 && !gpuModel.empty())
      parts.push_back(std::to_string(gpus.size()) + " x " + shortGpuName(gpuModel) + " (" + idx + ")");
    else
      parts.push_back(idx);
  }
  std::string out;
  for (const auto& p : parts) out += (out.empty() ? "" : " + ") + p;
  return out;
}

bool isDevice(const std::string& name, DeviceRef::Kind kind) {
  DeviceRef d;
  return parseInto(name, d) && d.kind == kind;
}

std::string shortGpuName(const std::string& name) {
  std::string s = name;
  for (const char* prefix : {"NVIDIA ", "GeForce "})
    if (s.rfind(prefix, 0) == 0) s = s.substr(std::string(prefix).size());
  // Cut at the first word that gives the memory ("80GB", "16GB") and what follows it.
  std::string out, word;
  for (char c : s + " ") {
    if (c != ' ') {
      word += c;
      continue;
    }
    if (word.find("GB") != std::string::npos && word.find_first_of("0123456789") == 0) break;
    if (!word.empty()) out += (out.empty() ? "" : " ") + word;
    word.clear();
  }
  return out.empty() ? name : out;
}

}  // namespace nnlab
