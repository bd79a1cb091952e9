#include "train/checkpoint.h"

#include <zlib.h>

#include <cstring>
#include <filesystem>
#include <fstream>
#include <vector>

#include "core/error.h"
#include "core/format.h"
#include "train/trainer.h"

namespace nnlab {

using json = nlohmann::json;
namespace fs = std::filesystem;

namespace {

constexpr char kMagic[8] = {'N', 'N', 'L', 'A', 'B', 'C', 'K', 'P'};

std::vector<std::pair<std::string, Tensor*>> optimizerState(Trainer* t) {
  return t ? t->optimizer().state() : std::vector<std::pair<std::string, Tensor*>>{};
}

json describe(const std::vector<std::pair<std::string, Tensor*>>& ts, std::uint64_t& offset) {
  json a = json::array();
  for (const auto& [name, t] : ts) {
    a.push_back({{"name", name}, {"shape", t->shape().dims()}, {"dtype", dtypeName(t->dtype())}, {"offset", offset},
                 {"bytes", t->bytes()}});
    offset += t->bytes();
  }
  return a;
}

struct Loaded {
  json header;
  std::vector<char> payload;  // tensor bytes
};

Loaded readVerified(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  if (!f) fail(ErrorKind::BadInput, "cannot open checkpoint '" + path + "'");
  std::vector<char> all((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
  const std::string what = "checkpoint '" + path + "'";
  if (all.size() < 8 + 4 + 8 + 4 || std::memcmp(all.data(), kMagic, 8) != 0)
    fail(ErrorKind::BadInput, what + " is not an nnlab checkpoint (wrong magic or too short)");
  std::uint32_t version;
  std::memcpy(&version, all.data() + 8, 4);
  if (version != kCheckpointVersion)
    fail(ErrorKind::BadInput, what + " has format version " + std::to_string(version) + "; this nnlab reads version " +
                                  std::to_string(kCheckpointVersion));
  std::uint32_t stored;
  std::memcpy(&stored, all.data() + all.size() - 4, 4);
  const auto crc = static_cast<std::uint32_t>(
      crc32(0L, reinterpret_cast<const Bytef*>(all.data()), static_cast<uInt>(all.size() - 4)));
  if (crc != stored) fail(ErrorKind::BadInput, what + " is corrupted or truncated (checksum mismatch)");
  std::uint64_t headerLen;
  std::memcpy(&headerLen, all.data() + 12, 8);
  if (headerLen > all.size() - 24) fail(ErrorKind::BadInput, what + " has a bad header length");
  Loaded l;
  try {
    l.header = json::parse(all.begin() + 20, all.begin() + 20 + static_cast<std::ptrdiff_t>(headerLen));
  } catch (const json::exception& e) {
    fail(ErrorKind::BadInput, what + " has an unreadable header: " + e.what());
  }
  l.payload.assign(all.begin() + 20 + static_cast<std::ptrdiff_t>(headerLen), all.end() - 4);
  return l;
}

CheckpointInfo infoFrom(const json& h, const std::string& path) {
  CheckpointInfo info;
  try {
    info.version = h.at("version").get<int>();
    info.spec = ModelSpec::fromJson(h.at("model"));
    info.input = Shape(h.at("input").get<std::vector<std::int64_t>>());
    info.classes = h.at("classes").get<int>();
    info.dtype = h.at("dtype").get<std::string>();
    info.paramCount = h.at("param_count").get<std::int64_t>();
    info.epochsDone = h.value("epochs_done", 0);
    info.optimizerSteps = h.value("optimizer_steps", std::int64_t{0});
    info.trainConfig = h.value("train", json());
    info.extra = h.value("extra", json());
  } catch (const json::exception& e) {
    fail(ErrorKind::BadInput, "checkpoint '" + path + "' has an incomplete header: " + e.what());
  }
  return info;
}

bool isFloat(DType t) { return t == DType::F32 || t == DType::F64 || t == DType::F16 || t == DType::BF16; }

double readFloat(const char* p, DType t) {
  switch (t) {
    case DType::F64: { double v; std::memcpy(&v, p, 8); return v; }
    case DType::F16: { Half h; std::memcpy(&h.bits, p, 2); return halfToFloat(h); }
    case DType::BF16: { BFloat16 b; std::memcpy(&b.bits, p, 2); return bfloat16ToFloat(b); }
    default: { float v; std::memcpy(&v, p, 4); return v; }
  }
}

void writeFloat(char* p, DType t, double v) {
  switch (t) {
    case DType::F64: std::memcpy(p, &v, 8); break;
    case DType::F16: { const Half h = floatToHalf(static_cast<float>(v)); std::memcpy(p, &h.bits, 2); break; }
    case DType::BF16: { const BFloat16 b = floatToBFloat16(static_cast<float>(v)); std::memcpy(p, &b.bits, 2); break; }
    default: { const float f = static_cast<float>(v); std::memcpy(p, &f, 4); }
  }
}

// Checks every entry against the model first, so a mismatch leaves the model untouched. With
// `convert`, a float tensor stored in another float type (a mixed-precision model's f16 weights
// loaded for testing on a CPU in f32) is converted element by element.
void readTensors(const json& list, const std::vector<std::pair<std::string, Tensor*>>& into, const Loaded& l,
                 Backend& backend, const std::string& mismatch, bool convert = false) {
  if (list.size() != into.size())
    fail(ErrorKind::BadInput, mismatch + " (" + std::to_string(list.size()) + " stored tensors vs " +
                                  std::to_string(into.size()) + ")");
  std::vector<DType> storedTypes;
  for (std::size_t i = 0; i < into.size(); ++i) {
    const json& e = list[i];
    const Tensor& t = *into[i].second;
    const Shape stored(e.at("shape").get<std::vector<std::int64_t>>());
    const DType st = dtypeFromName(e.at("dtype").get<std::string>());
    const bool typeOk = st == t.dtype() || (convert && isFloat(st) && isFloat(t.dtype()));
    if (e.at("name").get<std::string>() != into[i].first || stored != t.shape() || !typeOk)
      fail(ErrorKind::BadInput, mismatch + " (first difference: '" + e.at("name").get<std::string>() + "' " +
                                    stored.str() + " " + dtypeName(st) + " vs '" + into[i].first + "' " +
                                    t.shape().str() + " " + dtypeName(t.dtype()) + ")");
    const auto off = e.at("offset").get<std::uint64_t>();
    const auto bytes = e.at("bytes").get<std::uint64_t>();
    if (off > l.payload.size() || bytes > l.payload.size() - off ||
        bytes != static_cast<std::uint64_t>(t.numel()) * dtypeSize(st))
      fail(ErrorKind::BadInput, "checkpoint data is inconsistent with its header");
    storedTypes.push_back(st);
  }
  for (std::size_t i = 0; i < into.size(); ++i) {
    Tensor& t = *into[i].second;
    Tensor host = Tensor::empty(t.shape(), t.dtype());
    const char* src = l.payload.data() + list[i].at("offset").get<std::uint64_t>();
    if (storedTypes[i] == t.dtype()) {
      std::memcpy(host.raw(), src, t.bytes());
    } else {
      const std::size_t from = dtypeSize(storedTypes[i]), to = dtypeSize(t.dtype());
      char* dst = static_cast<char*>(host.raw());
      for (std::int64_t k = 0; k < t.numel(); ++k)
        writeFloat(dst + k * to, t.dtype(), readFloat(src + k * from, storedTypes[i]));
    }
    backend.upload(host, t);
  }
}

}  // namespace

namespace {
CheckpointInfo loadVerified(const std::string& path, const Loaded& l, Model& model, Trainer* trainer);
}

void saveCheckpoint(const std::string& path, Model& model, const Trainer* trainer, const json& extra) {
  auto* tr = const_cast<Trainer*>(trainer);
  const auto modelState = model.state();
  const auto optState = optimizerState(tr);
  std::uint64_t offset = 0;
  json h;
  h["format"] = "nnlab-checkpoint";
  h["version"] = kCheckpointVersion;
  h["model"] = model.spec().toJson();
  h["input"] = model.inputShape().dims();
  h["classes"] = model.classes();
  h["dtype"] = dtypeName(model.dtype());
  h["param_count"] = model.paramCount();
  h["tensors"] = describe(modelState, offset);
  h["optimizer_tensors"] = describe(optState, offset);
  if (tr) {
    h["epochs_done"] = tr->epochsDone();
    h["optimizer_steps"] = tr->optimizer().steps();
    h["optimizer"] = tr->config().optimizer.toJson();
    h["train"] = tr->config().toJson();
  }
  if (!extra.is_null()) h["extra"] = extra;
  const std::string header = h.dump();

  std::vector<char> buf;
  auto put = [&](const void* p, std::size_t n) {
    const char* c = static_cast<const char*>(p);
    buf.insert(buf.end(), c, c + n);
  };
  put(kMagic, 8);
  const std::uint32_t version = kCheckpointVersion;
  put(&version, 4);
  const std::uint64_t headerLen = header.size();
  put(&headerLen, 8);
  put(header.data(), header.size());
  for (const auto* list : {&modelState, &optState})
    for (const auto& [name, t] : *list) {
      Tensor host = model.backend().toHost(*t);
      put(host.raw(), host.bytes());
    }
  const auto crc = static_cast<std::uint32_t>(crc32(0L, reinterpret_cast<const Bytef*>(buf.data()), static_cast<uInt>(buf.size())));
  put(&crc, 4);

  const std::string tmp = path + ".tmp";
  if (const fs::path parent = fs::path(path).parent_path(); !parent.empty()) {
    std::error_code dirError;
    fs::create_directories(parent, dirError);  // a failure shows up as "cannot write" below
  }
  {
    std::ofstream f(tmp, std::ios::binary | std::ios::trunc);
    if (!f) fail(ErrorKind::BadInput, "cannot write checkpoint '" + path + "'");
    f.write(buf.data(), static_cast<std::streamsize>(buf.size()));
    if (!f) fail(ErrorKind::BadInput, "writing checkpoint '" + path + "' failed (disk full?)");
  }
  std::error_code ec;
  fs::rename(tmp, path, ec);
  if (ec) fail(ErrorKind::BadInput, "cannot move checkpoint into place at '" + path + "': " + ec.message());
}

CheckpointInfo readCheckpointInfo(const std::string& path) { return infoFrom(readVerified(path).header, path); }

CheckpointInfo loadCheckpoint(const std::string& path, Model& model, Trainer* trainer) {
  try {
    return loadVerified(path, readVerified(path), model, trainer);
  } catch (const json::exception& e) {
    fail(ErrorKind::BadInput, "checkpoint '" + path + "' has a malformed header: " + e.what());
  }
}

namespace {
CheckpointInfo loadVerified(const std::string& path, const Loaded& l, Model& model, Trainer* trainer) {
  CheckpointInfo info = infoFrom(l.header, path);
  const std::string mismatch = "checkpoint '" + path + "' holds model '" + info.spec.name + "' (" +
                               formatCount(info.paramCount) + " parameters, input " + info.input.str() + ", " +
                               std::to_string(info.classes) + " classes) but the model to load into is '" +
                               model.spec().name + "' (" + formatCount(model.paramCount()) + " parameters, input " +
                               model.inputShape().str() + ", " + std::to_string(model.classes()) + " classes)";
  // Weights alone convert between float types (test an fp16-trained model on a CPU); resuming
  // training needs the optimizer state of the same precision.
  const bool sameType = info.dtype == dtypeName(model.dtype());
  if (!sameType && trainer)
    fail(ErrorKind::BadInput, "checkpoint '" + path + "' was trained with " + info.dtype +
                                  " weights; resume it in the same precision (it can be tested in any)");
  readTensors(l.header.at("tensors"), model.state(), l, model.backend(), mismatch, !sameType);
  if (trainer) {
    const auto optState = optimizerState(trainer);
    const json& list = l.header.value("optimizer_tensors", json::array());
    if (!list.empty() || !optState.empty()) {
      if (l.header.contains("optimizer") &&
          l.header.at("optimizer").value("type", std::string()) != trainer->config().optimizer.type)
        fail(ErrorKind::BadInput, "checkpoint '" + path + "' was trained with optimizer '" +
                                      l.header.at("optimizer").value("type", std::string()) + "', not '" +
                                      trainer->config().optimizer.type + "': resume with the same optimizer");
      readTensors(list, optState, l, model.backend(), "checkpoint '" + path + "' has optimizer state of another shape");
    }
    trainer->setEpochsDone(info.epochsDone);
    trainer->optimizer().setSteps(info.optimizerSteps);
  }
  return info;
}

}  // namespace

}  // namespace nnlab
