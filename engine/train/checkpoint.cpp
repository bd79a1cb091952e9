#include "train/checkpoint.h"

#include <zlib.h>

#include <algorithm>
#include <cstring>
#include <optional>
#include <filesystem>
#include <fstream>
#include <vector>

#include "core/error.h"
#include "core/files.h"
#include "core/json_reader.h"
#include "core/limits.h"
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

// One entry of the header's tensor lists, read strictly.
struct StoredTensor {
  std::string name;
  Shape shape;
  DType dtype = DType::F32;
  std::uint64_t offset = 0, bytes = 0;
};

struct Loaded {
  std::string file;  // the whole file
  std::size_t payloadBegin = 0, payloadEnd = 0;
  json header;
  CheckpointInfo info;
  std::vector<StoredTensor> tensors, optimizerTensors;
  std::string optimizerType;  // "" when the header has no optimizer
  std::size_t payloadSize() const { return payloadEnd - payloadBegin; }
  const char* payload() const { return file.data() + payloadBegin; }
};

std::uint32_t crcOf(const char* data, std::size_t n) {
  uLong c = crc32(0L, Z_NULL, 0);
  while (n > 0) {
    const uInt chunk = static_cast<uInt>(std::min<std::size_t>(n, 1u << 30));
    c = crc32(c, reinterpret_cast<const Bytef*>(data), chunk);
    data += chunk;
    n -= chunk;
  }
  return static_cast<std::uint32_t>(c);
}

std::vector<StoredTensor> tensorList(JsonReader& r, const std::string& key, bool required, const std::string& what,
                                     std::size_t payloadSize) {
  std::vector<StoredTensor> out;
  if (!required && !r.has(key)) {
    r.allow({key.c_str()});
    return out;
  }
  const json& list = r.array(key, 1u << 20);
  for (std::size_t i = 0; i < list.size(); ++i) {
    JsonReader e(list[i], what, ErrorKind::BadInput, r.pathOf(key) + "[" + std::to_string(i) + "]");
    StoredTensor t;
    t.name = e.requiredStr("name");
    t.shape = Shape(e.integers("shape", 0, 8, 0, INT32_MAX));
    t.dtype = dtypeFromName(e.choice("dtype", "", {"f32", "f64", "f16", "bf16", "i32", "i64", "u8"}));
    for (const char* k : {"offset", "bytes"})
      if (!e.has(k)) e.failAt(k, "is missing (a byte count is needed)");
    t.offset = e.unsignedInteger("offset", 0);
    t.bytes = e.unsignedInteger("bytes", 0);
    e.finish();
    std::optional<std::uint64_t> count = 1;
    for (const auto d : t.shape.dims()) count = count ? checkedMul(*count, static_cast<std::uint64_t>(d)) : count;
    const auto expected = count ? checkedMul(*count, dtypeSize(t.dtype)) : std::nullopt;
    if (!expected || *expected != t.bytes || t.offset > payloadSize || t.bytes > payloadSize - t.offset)
      fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
          "%1 is inconsistent: tensor '%2' (%3 %4, %5 bytes at %6) does not fit its header or its %7 bytes "
          "of data"),
          what, t.name, t.shape.str(), dtypeName(t.dtype), std::to_string(t.bytes), std::to_string(t.offset),
          std::to_string(payloadSize)));
    out.push_back(std::move(t));
  }
  return out;
}

// The header, strictly: every field typed, unknown keys refused (`extra` and `optimizer` are
// the writer's and only their known keys are read). Errors are Error(BadInput) naming the file.
void readHeader(Loaded& l, const std::string& what) {
  JsonReader r(l.header, what, ErrorKind::BadInput);
  CheckpointInfo& info = l.info;
  r.choice("format", "nnlab-checkpoint", {"nnlab-checkpoint"});
  info.version = static_cast<int>(r.requiredInteger("version", kCheckpointVersion, kCheckpointVersion));
  const json* model = r.raw("model");
  if (!model) r.failAt("model", "is missing (the model spec is needed)");
  // The model spec and the training settings have their own strict readers, whose errors speak
  // of specs a user writes: here they are a damaged file.
  try {
    info.spec = ModelSpec::fromJson(*model);
  } catch (const Error& e) {
    fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages", "%1 holds a model spec nnlab cannot use: %2"), what, e.what()));
  } catch (const json::exception& e) {
    fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages", "%1 holds a model spec nnlab cannot use: %2"), what, e.what()));
  }
  info.input = Shape(r.integers("input", 1, 4, 1, INT32_MAX));
  info.classes = static_cast<int>(r.requiredInteger("classes", 1, kMaxClasses));
  info.dtype = r.choice("dtype", "", {"f32", "f64", "f16", "bf16"});
  info.paramCount = r.requiredInteger("param_count", 0, INT64_MAX);
  info.epochsDone = static_cast<int>(r.integer("epochs_done", 0, 0, INT32_MAX));
  info.optimizerSteps = r.integer("optimizer_steps", 0, 0, INT64_MAX);
  l.tensors = tensorList(r, "tensors", true, what, l.payloadSize());
  for (const auto& t : l.tensors) info.tensorBytes += t.bytes;  // each <= the payload, at most 2^20 of them
  l.optimizerTensors = tensorList(r, "optimizer_tensors", false, what, l.payloadSize());
  if (auto opt = r.optionalObject("optimizer")) l.optimizerType = opt->str("type", "");
  if (const json* train = r.raw("train")) {
    if (!train->is_object()) r.wrongType("train", "an object");
    try {
      info.train = TrainConfig::fromJson(*train, ErrorKind::BadInput, what);
    } catch (const Error& e) {
      fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
          "%1 holds training settings nnlab cannot use: %2"),
          what, e.what()));
    } catch (const json::exception& e) {
      fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
          "%1 holds training settings nnlab cannot use: %2"),
          what, e.what()));
    }
  }
  if (auto extra = r.optionalObject("extra")) {
    info.extra = extra->value();
    info.dataset = extra->str("dataset", "");
    if (extra->has("split")) {
      const auto v = extra->numbers("split", 3, 0.0, 100.0);
      info.split = std::array<double, 3>{v[0], v[1], v[2]};
    }
    extra->str("run_status", "");
  }
  r.finish();
}

Loaded readVerified(const std::string& path) {
  const std::string what = "checkpoint '" + path + "'";
  Loaded l;
  // A regular file of a size memory can hold: /dev/zero, a FIFO or a directory are refused
  // before a byte is read.
  l.file = readFileLimited(path, std::min<std::uint64_t>(std::uint64_t{16} << 30, memoryBudget()), "checkpoint");
  const std::string& all = l.file;
  if (all.size() < 8 + 4 + 8 + 4 || std::memcmp(all.data(), kMagic, 8) != 0)
    fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
        "%1 is not an nnlab checkpoint (wrong magic or too short)"),
        what));
  std::uint32_t version;
  std::memcpy(&version, all.data() + 8, 4);
  if (version != kCheckpointVersion)
    fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
        "%1 has format version %2; this nnlab reads version %3"),
        what, std::to_string(version), std::to_string(kCheckpointVersion)));
  std::uint32_t stored;
  std::memcpy(&stored, all.data() + all.size() - 4, 4);
  if (crcOf(all.data(), all.size() - 4) != stored)
    fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages", "%1 is corrupted or truncated (checksum mismatch)"), what));
  std::uint64_t headerLen;
  std::memcpy(&headerLen, all.data() + 12, 8);
  if (headerLen > all.size() - 24) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
      "%1 has a bad header length"),
      what));
  l.payloadBegin = 20 + static_cast<std::size_t>(headerLen);
  l.payloadEnd = all.size() - 4;
  l.header = parseJsonText(all.substr(20, static_cast<std::size_t>(headerLen)), what + ": its header", ErrorKind::BadInput);
  readHeader(l, what);
  return l;
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
void readTensors(const std::vector<StoredTensor>& list, const std::vector<std::pair<std::string, Tensor*>>& into,
                 const Loaded& l, const Model& model, const std::string& mismatch, bool convert = false) {
  if (list.size() != into.size())
    fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
        "%1 (%2 stored tensors vs %3)"),
        mismatch, std::to_string(list.size()), std::to_string(into.size())));
  for (std::size_t i = 0; i < into.size(); ++i) {
    const StoredTensor& e = list[i];
    const Tensor& t = *into[i].second;
    const bool typeOk = e.dtype == t.dtype() || (convert && isFloat(e.dtype) && isFloat(t.dtype()));
    if (e.name != into[i].first || e.shape != t.shape() || !typeOk)
      fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
          "%1 (first difference: '%2' %3 %4 vs '%5' %6 %7)"),
          mismatch, e.name, e.shape.str(), dtypeName(e.dtype), into[i].first, t.shape().str(),
          dtypeName(t.dtype())));
  }
  for (std::size_t i = 0; i < into.size(); ++i) {
    Tensor& t = *into[i].second;
    Tensor host = Tensor::empty(t.shape(), t.dtype());
    const char* src = l.payload() + list[i].offset;
    if (list[i].dtype == t.dtype()) {
      std::memcpy(host.raw(), src, t.bytes());
    } else {
      const std::size_t from = dtypeSize(list[i].dtype), to = dtypeSize(t.dtype());
      char* dst = static_cast<char*>(host.raw());
      for (std::int64_t k = 0; k < t.numel(); ++k)
        writeFloat(dst + k * to, t.dtype(), readFloat(src + k * from, list[i].dtype));
    }
    model.backendOf(t).upload(host, t);  // a split model's tensors live on their stages' devices
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
      Tensor host = model.backendOf(*t).toHost(*t);
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
    if (!f) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages", "cannot write checkpoint '%1'"), path));
    f.write(buf.data(), static_cast<std::streamsize>(buf.size()));
    if (!f) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages", "writing checkpoint '%1' failed (disk full?)"), path));
  }
  std::error_code ec;
  fs::rename(tmp, path, ec);
  if (ec) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
      "cannot move checkpoint into place at '%1': %2"),
      path, ec.message()));
}

CheckpointInfo readCheckpointInfo(const std::string& path) { return readVerified(path).info; }

CheckpointInfo loadCheckpoint(const std::string& path, Model& model, Trainer* trainer) {
  return loadVerified(path, readVerified(path), model, trainer);
}

namespace {
CheckpointInfo loadVerified(const std::string& path, const Loaded& l, Model& model, Trainer* trainer) {
  CheckpointInfo info = l.info;
  const std::string mismatch =
      msg(NNLAB_TEXT("nnlab::messages",
                     "checkpoint '%1' holds model '%2' (%3 parameters, input %4, %5 classes) but the model to load "
                     "into is '%6' (%7 parameters, input %8, %9 classes)"),
          path, info.spec.name, countArg(info.paramCount), info.input.str(), info.classes, model.spec().name,
          countArg(model.paramCount()), model.inputShape().str(), model.classes())
          .text();
  // Weights alone convert between float types (test an fp16-trained model on a CPU); resuming
  // training needs the optimizer state of the same precision.
  const bool sameType = info.dtype == dtypeName(model.dtype());
  if (!sameType && trainer)
    fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
        "checkpoint '%1' was trained with %2 weights; resume it in the same precision (it can be tested "
        "in any)"),
        path, info.dtype));
  readTensors(l.tensors, model.state(), l, model, mismatch, !sameType);
  if (trainer) {
    const auto optState = optimizerState(trainer);
    const auto& list = l.optimizerTensors;
    // A checkpoint saved without a trainer (weights alone: nnlab-cli import-onnx) has no optimizer
    // in its header and no optimizer state: training from it starts the optimizer afresh.
    const bool weightsOnly = l.optimizerType.empty() && list.empty();
    if (!weightsOnly && (!list.empty() || !optState.empty())) {
      if (!l.optimizerType.empty() && l.optimizerType != trainer->config().optimizer.type)
        fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
            "checkpoint '%1' was trained with optimizer '%2', not '%3': resume with the same optimizer"),
            path, l.optimizerType, trainer->config().optimizer.type));
      readTensors(list, optState, l, model,
                  msg(NNLAB_TEXT("nnlab::messages", "checkpoint '%1' has optimizer state of another shape"), path).text());
    }
    trainer->setEpochsDone(info.epochsDone);
    trainer->optimizer().setSteps(info.optimizerSteps);
  }
  return info;
}

}  // namespace

}  // namespace nnlab
