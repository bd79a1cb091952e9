// cpu-blas: f32 convolutions through oneDNN (see cpu_blas_onednn.h).
#include "backends/cpu_blas/cpu_blas_onednn.h"

#include <cstdlib>
#include <cstring>

#include "backends/cpu_blas/cpu_blas_detail.h"

#if NNLAB_HAVE_ONEDNN
#include <omp.h>

#include <array>
#include <map>
#include <oneapi/dnnl/dnnl.hpp>
#include <optional>
#include <unordered_map>
#include <vector>

#include "backends/cpu_blas/cpu_blas_backend.h"
#endif

namespace nnlab::blas {

#if NNLAB_HAVE_ONEDNN

namespace {

enum class Choice { Auto, Direct, Im2col };

Choice choice() {
  static const Choice c = [] {
    const char* v = std::getenv("NNLAB_CPU_CONV");
    if (!v || !*v || std::strcmp(v, "auto") == 0) return Choice::Auto;
    if (std::strcmp(v, "direct") == 0) return Choice::Direct;
    return Choice::Im2col;  // "im2col" (and anything else: the engine's own path)
  }();
  return c;
}

using dnnl::memory;
using Tag = memory::format_tag;
using Dims = memory::dims;

// One reorder between the engine's layout and the one a primitive wants; none when they agree.
struct Conversion {
  memory::desc from, to;
  std::optional<dnnl::reorder> prim;
  bool needed() const { return prim.has_value(); }
};

Conversion conversion(const dnnl::engine& eng, const memory::desc& from, const memory::desc& to) {
  Conversion c{from, to, std::nullopt};
  if (from != to) c.prim = dnnl::reorder(dnnl::reorder::primitive_desc(eng, from, eng, to));
  return c;
}

// A fast implementation: oneDNN's reference and im2col-GEMM convolutions are no better than ours.
bool fast(const std::string& impl) { return impl.rfind("ref", 0) != 0 && impl.rfind("gemm", 0) != 0; }

struct Entry {
  bool ok = false;
  std::string impl;
  memory::desc userSrc, userWei, userDst, userBias;
  std::optional<dnnl::convolution_forward::primitive_desc> fwdPd;
  std::optional<dnnl::convolution_forward> fwd;
  Conversion src, wei, dst;  // forward: engine -> primitive, primitive -> engine (dst)
  // backward, built on the first backward call
  bool bwdTried = false, bwdOk = false;
  std::optional<dnnl::convolution_backward_data> bwdData;
  std::optional<dnnl::convolution_backward_weights> bwdWeights;
  Conversion dataDiffDst, dataWei, dataDiffSrc;             // backward data
  Conversion wSrc, wDiffDst, wDiffWei;                      // backward weights
};

using Key = std::array<int, 19>;

Key keyOf(const ConvGeometry& g, bool bias, int threads) {
  return {g.n, g.c, g.h, g.w, g.k, g.r, g.s, g.strideH, g.strideW, g.padH, g.padW, g.dilH, g.dilW, g.p, g.q,
          bias ? 1 : 0, g.nhwc ? 1 : 0, threads, static_cast<int>(choice())};
}

}  // namespace

struct OneDnnConv::Impl {
  dnnl::engine eng{dnnl::engine::kind::cpu, 0};
  dnnl::stream stream{eng};
  std::map<Key, Entry> cache;
  // Grow-only buffers for the primitives' layouts (one per role; calls run one at a time).
  BlasWorkspace bufSrc, bufWei, bufDst, bufDiffDst, bufAux;

  Dims strides(const ConvGeometry& g) const { return {g.strideH, g.strideW}; }
  Dims dilates(const ConvGeometry& g) const { return {g.dilH - 1, g.dilW - 1}; }
  Dims pads(const ConvGeometry& g) const { return {g.padH, g.padW}; }
  dnnl::algorithm algorithm() const {
    return choice() == Choice::Direct ? dnnl::algorithm::convolution_direct : dnnl::algorithm::convolution_auto;
  }

  dnnl::convolution_forward::desc fwdDesc(const ConvGeometry& g, bool bias) const {
    const memory::desc src({g.n, g.c, g.h, g.w}, memory::data_type::f32, Tag::any);
    const memory::desc wei({g.k, g.c, g.r, g.s}, memory::data_type::f32, Tag::any);
    const memory::desc dst({g.n, g.k, g.p, g.q}, memory::data_type::f32, Tag::any);
    if (bias) {
      const memory::desc b({g.k}, memory::data_type::f32, Tag::x);
      return {dnnl::prop_kind::forward_training, algorithm(), src, wei, b, dst, strides(g), dilates(g), pads(g),
              pads(g)};
    }
    return {dnnl::prop_kind::forward_training, algorithm(), src, wei, dst, strides(g), dilates(g), pads(g), pads(g)};
  }

  // The cached descriptors of one geometry, created on first use (call under OmpThreads(threads)).
  Entry& entry(const ConvGeometry& g, bool bias, int threads) {
    const Key key = keyOf(g, bias, threads);
    auto it = cache.find(key);
    if (it != cache.end()) return it->second;
    Entry& e = cache[key];
    if (g.nhwc || g.n <= 0) return e;
    try {
      e.userSrc = memory::desc({g.n, g.c, g.h, g.w}, memory::data_type::f32, Tag::nchw);
      e.userWei = memory::desc({g.k, g.c, g.r, g.s}, memory::data_type::f32, Tag::oihw);
      e.userDst = memory::desc({g.n, g.k, g.p, g.q}, memory::data_type::f32, Tag::nchw);
      e.userBias = memory::desc({g.k}, memory::data_type::f32, Tag::x);
      e.fwdPd.emplace(fwdDesc(g, bias), eng);
      e.impl = e.fwdPd->impl_info_str();
      if (!fast(e.impl)) return e;
      e.fwd.emplace(*e.fwdPd);
      e.src = conversion(eng, e.userSrc, e.fwdPd->src_desc());
      e.wei = conversion(eng, e.userWei, e.fwdPd->weights_desc());
      e.dst = conversion(eng, e.fwdPd->dst_desc(), e.userDst);
      e.ok = true;
    } catch (const dnnl::error&) {
      e.ok = false;  // no implementation for this geometry: im2col
    }
    return e;
  }

  void prepareBackward(const ConvGeometry& g, bool bias, Entry& e) {
    e.bwdTried = true;
    try {
      const memory::desc anySrc({g.n, g.c, g.h, g.w}, memory::data_type::f32, Tag::any);
      const memory::desc anyWei({g.k, g.c, g.r, g.s}, memory::data_type::f32, Tag::any);
      const memory::desc anyDst({g.n, g.k, g.p, g.q}, memory::data_type::f32, Tag::any);
      using WDesc = dnnl::convolution_backward_weights::desc;
      const WDesc wDesc = bias ? WDesc(algorithm(), anySrc, anyWei, e.userBias, anyDst, strides(g), dilates(g), pads(g),
                                       pads(g))
                               : WDesc(algorithm(), anySrc, anyWei, anyDst, strides(g), dilates(g), pads(g), pads(g));
      const dnnl::convolution_backward_weights::primitive_desc wPd(wDesc, eng, *e.fwdPd);
      if (!fast(wPd.impl_info_str())) return;
      // Where it wants the input in a blocked layout that pads the channels to 8 or 16 (a gray
      // image's one channel: a network's stem), the weights gradient reads and multiplies several
      // times the data: im2col + GEMM took 12-14 ms against its 62-90 ms for the gray ResNet stem
      // (7x7/2, batch 16) on 2 AVX2 cores. (For three channels it took a plain layout there and
      // was as fast as im2col.)
      if (wPd.src_desc().data.padded_dims[1] > 2 * static_cast<dnnl_dim_t>(g.c)) return;
      e.bwdWeights.emplace(wPd);
      e.wSrc = conversion(eng, e.userSrc, wPd.src_desc());
      e.wDiffDst = conversion(eng, e.userDst, wPd.diff_dst_desc());
      e.wDiffWei = conversion(eng, wPd.diff_weights_desc(), e.userWei);
      const dnnl::convolution_backward_data::desc dDesc(algorithm(), anySrc, anyWei, anyDst, strides(g), dilates(g),
                                                        pads(g), pads(g));
      const dnnl::convolution_backward_data::primitive_desc dPd(dDesc, eng, *e.fwdPd);
      if (!fast(dPd.impl_info_str())) return;
      e.bwdData.emplace(dPd);
      e.dataDiffDst = conversion(eng, e.userDst, dPd.diff_dst_desc());
      e.dataWei = conversion(eng, e.userWei, dPd.weights_desc());
      e.dataDiffSrc = conversion(eng, dPd.diff_src_desc(), e.userSrc);
      e.bwdOk = true;
    } catch (const dnnl::error&) {
      e.bwdOk = false;
    }
  }

  // The memory a primitive reads or writes for one argument: the engine's buffer when the
  // layouts agree, else `buf` (after reordering `user` into it when `in`).
  memory stage(const Conversion& c, void* user, BlasWorkspace& buf, bool in, bool userIsFrom) {
    const memory::desc& userDesc = userIsFrom ? c.from : c.to;
    memory userMem(userDesc, eng, user);
    if (!c.needed()) return userMem;
    const memory::desc& prim = userIsFrom ? c.to : c.from;
    memory primMem(prim, eng, buf.get<char>(prim.get_size()));
    if (in) c.prim->execute(stream, userMem, primMem);
    return primMem;
  }
  void unstage(const Conversion& c, memory primMem, void* user) {
    if (!c.needed()) return;
    memory userMem(c.to, eng, user);
    c.prim->execute(stream, primMem, userMem);
  }
};

OneDnnConv::OneDnnConv() : impl_(choice() == Choice::Im2col ? nullptr : std::make_unique<Impl>()) {}
OneDnnConv::~OneDnnConv() = default;

std::string OneDnnConv::version() {
  if (choice() == Choice::Im2col) return {};
  const dnnl_version_t* v = dnnl_version();
  return "oneDNN " + std::to_string(v->major) + "." + std::to_string(v->minor) + "." + std::to_string(v->patch);
}

namespace {

// Runs `body` with oneDNN's OpenMP teams sized to the backend's threads: primitive descriptors
// are created under the same count they run with (oneDNN sizes its partitioning, and judges
// Winograd against direct, by the threads it sees at creation), so the same thread count gives
// the same kernels and bits in any thread or process. dnnl errors at run time (out of memory in
// its scratchpad) become the engine's errors.
struct OmpThreads {
  int before;
  explicit OmpThreads(int n) : before(omp_get_max_threads()) { omp_set_num_threads(n); }
  ~OmpThreads() { omp_set_num_threads(before); }
  OmpThreads(const OmpThreads&) = delete;
  OmpThreads& operator=(const OmpThreads&) = delete;
};

template <class F>
bool withThreads(int threads, F&& body) {
  const OmpThreads scope(threads);
  flushDenormals();
  try {
    return body();
  } catch (const dnnl::error& e) {
    if (e.status == dnnl_out_of_memory)
      fail(ErrorKind::OutOfMemory, msg(NNLAB_TEXT("nnlab::messages",
          "cpu-blas: oneDNN ran out of memory in a convolution: try a smaller batch")));
    fail(ErrorKind::Internal, std::string("cpu-blas: oneDNN convolution failed: ") + e.what());
  }
}

}  // namespace

bool OneDnnConv::forward(const ConvGeometry& g, const float* x, const float* w, const float* b, float* y,
                         int threads) {
  if (!impl_) return false;
  Impl& m = *impl_;
  return withThreads(threads, [&] {
    Entry& e = m.entry(g, b != nullptr, threads);
    if (!e.ok) return false;
    memory src = m.stage(e.src, const_cast<float*>(x), m.bufSrc, true, true);
    memory wei = m.stage(e.wei, const_cast<float*>(w), m.bufWei, true, true);
    memory dst = m.stage(e.dst, y, m.bufDst, false, false);
    std::unordered_map<int, memory> args{{DNNL_ARG_SRC, src}, {DNNL_ARG_WEIGHTS, wei}, {DNNL_ARG_DST, dst}};
    if (b) args.emplace(DNNL_ARG_BIAS, memory(e.userBias, m.eng, const_cast<float*>(b)));
    e.fwd->execute(m.stream, args);
    m.unstage(e.dst, dst, y);
    m.stream.wait();
    return true;
  });
}

bool OneDnnConv::backward(const ConvGeometry& g, const float* x, const float* w, const float* dy, float* dx,
                          float* dw, float* db, int threads) {
  if (!impl_) return false;
  Impl& m = *impl_;
  return withThreads(threads, [&] {
    Entry& e = m.entry(g, db != nullptr, threads);
    if (!e.ok) return false;
    if (!e.bwdTried) m.prepareBackward(g, db != nullptr, e);
    if (!e.bwdOk) return false;
    // weights gradient: dw (+ db) from x and dy
    memory src = m.stage(e.wSrc, const_cast<float*>(x), m.bufSrc, true, true);
    memory diffDst = m.stage(e.wDiffDst, const_cast<float*>(dy), m.bufDiffDst, true, true);
    memory diffWei = m.stage(e.wDiffWei, dw, m.bufWei, false, false);
    std::unordered_map<int, memory> args{
        {DNNL_ARG_SRC, src}, {DNNL_ARG_DIFF_DST, diffDst}, {DNNL_ARG_DIFF_WEIGHTS, diffWei}};
    if (db) args.emplace(DNNL_ARG_DIFF_BIAS, memory(e.userBias, m.eng, db));
    e.bwdWeights->execute(m.stream, args);
    m.unstage(e.wDiffWei, diffWei, dw);
    if (dx) {
      // data gradient: dx from dy and w (dy's reordered copy is reused when both want one layout)
      memory dd = e.dataDiffDst.to == e.wDiffDst.to ? diffDst
                                                      : m.stage(e.dataDiffDst, const_cast<float*>(dy), m.bufAux,
                                                                true, true);
      memory wei = m.stage(e.dataWei, const_cast<float*>(w), m.bufWei, true, true);
      memory diffSrc = m.stage(e.dataDiffSrc, dx, m.bufSrc, false, false);
      e.bwdData->execute(m.stream, {{DNNL_ARG_DIFF_DST, dd}, {DNNL_ARG_WEIGHTS, wei}, {DNNL_ARG_DIFF_SRC, diffSrc}});
      m.unstage(e.dataDiffSrc, diffSrc, dx);
    }
    m.stream.wait();
    return true;
  });
}

std::string OneDnnConv::implementation(const ConvGeometry& g, bool bias, int threads) {
  if (!impl_) return {};
  std::string impl;
  withThreads(threads, [&] {
    const Entry& e = impl_->entry(g, bias, threads);
    if (e.ok) impl = e.impl;
    return e.ok;
  });
  return impl;
}

#else  // built without oneDNN: every convolution runs im2col

struct OneDnnConv::Impl {};
OneDnnConv::OneDnnConv() = default;
OneDnnConv::~OneDnnConv() = default;
std::string OneDnnConv::version() { return {}; }
bool OneDnnConv::forward(const ConvGeometry&, const float*, const float*, const float*, float*, int) { return false; }
bool OneDnnConv::backward(const ConvGeometry&, const float*, const float*, const float*, float*, float*, float*, int) {
  return false;
}
std::string OneDnnConv::implementation(const ConvGeometry&, bool, int) { return {}; }

#endif

}  // namespace nnlab::blas
