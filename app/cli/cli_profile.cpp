// nnlab-cli profile: forward and backward time of every layer of a model on several device modes,
// the batch's host-to-device transfer as its own row, and the speedup against the first device.
#include <cstdio>
#include <memory>
#include <sstream>

#include "cli/cli_commands.h"
#include "cli/cli_common.h"
#include "cli/cli_inline_model.h"
#include "core/error.h"
#include "data/dataset_catalog.h"
#include "hw/layer_profile.h"
#include "nn/model.h"

namespace nnlab::cli {

namespace {

void printProfile(const ModelProfile& p) {
  std::printf("%s, input %s, batch %d, median of %d repeats per layer (each call between two synchronisations)\n",
              p.model.c_str(), p.input.str().c_str(), p.batch, p.repeats);
  const DeviceProfile* base = nullptr;
  std::vector<const DeviceProfile*> cols;
  for (const auto& d : p.devices) {
    if (!d.available) {
      std::printf("  %s: not available: %s\n", d.device.c_str(), d.reason.c_str());
      continue;
    }
    if (!base) base = &d;
    cols.push_back(&d);
    std::printf("  %s: %s, %s\n", d.device.c_str(), d.description.c_str(), d.precision.c_str());
  }
  if (cols.empty()) return;
  std::printf("\n%4s  %-22s %10s", "#", "layer", "MFLOP fwd");
  for (const auto* d : cols) std::printf(" | %-14.14s %9s %9s %7s", d->device.c_str(), "fwd ms", "bwd ms", "speedup");
  std::printf("\n");
  auto cells = [&](double fwd, double bwd, double baseTotal) {
    const double total = fwd + bwd;
    std::printf(" | %-14s %9.3f %9.3f %6.2fx", "", fwd * 1e3, bwd * 1e3, total > 0 ? baseTotal / total : 0.0);
  };
  std::printf("%4s  %-22s %10s", "-", "transfer (host->device)", "");
  for (const auto* d : cols) cells(d->transferSeconds, 0.0, base->transferSeconds);
  std::printf("\n");
  for (std::size_t i = 0; i < base->layers.size(); ++i) {
    const auto& l = base->layers[i];
    std::printf("%4d  %-22.22s %10.3f", l.index, l.label.c_str(), l.fwdFlops / 1e6);
    for (const auto* d : cols)
      cells(d->layers[i].fwdSeconds, d->layers[i].bwdSeconds, l.fwdSeconds + l.bwdSeconds);
    std::printf("\n");
  }
  std::printf("%4s  %-22s %10s", "", "total", "");
  for (const auto* d : cols) {
    double f = d->transferSeconds, b = 0;
    for (const auto& l : d->layers) f += l.fwdSeconds, b += l.bwdSeconds;
    cells(f, b, base->totalSeconds());
  }
  std::printf("\nspeedup: the first device's time over this device's (forward + backward); backward FLOPs are estimates.\n");
}

}  // namespace

ModelInput resolveModelInput(const ModelSpec& spec, const std::string& dataset, const std::vector<std::int64_t>& input,
                             int classes) {
  ModelInput mi;
  mi.input = spec.input ? *spec.input : Shape();
  mi.classes = spec.classes;
  if (!input.empty()) mi.input = Shape(input);
  if (classes > 0) mi.classes = classes;
  if (!dataset.empty()) {
    bool found = false;
    for (const auto& info : listDatasets())
      if (info.name == dataset && info.available) {
        mi.input = info.sampleShape;
        mi.classes = info.classes;
        mi.trainSamples = info.samples * 8 / 10;
        found = true;
      }
    if (!found) {
      const Dataset d = loadDataset(dataset);
      mi.input = d.sampleShape();
      mi.classes = d.classes();
      mi.trainSamples = d.size() * 8 / 10;
    }
  }
  if (mi.input.rank() == 0)
    fail(ErrorKind::InvalidArgument, "model '" + spec.name + "' takes its input size from the data: add --dataset NAME or --input C,H,W");
  if (mi.classes <= 0) mi.classes = 10;
  return mi;
}

Command addProfile(CLI::App& app) {
  struct Opts {
    std::string model = "lenet5", devices = "cpu-reference,cpu-blas,cuda:0", dataset, out;
    std::vector<std::int64_t> input;
    int classes = 0, batch = 64, repeats = 5, threads = 0;
    bool json = false;
  };
  auto o = std::make_shared<Opts>();
  CLI::App* c = app.add_subcommand("profile", "Per-layer forward/backward time on several device modes, with speedups");
  c->add_option("--model,-m", o->model, "model preset or model spec JSON file [lenet5]");
  c->add_option("--devices", o->devices,
                "comma-separated device modes; a GPU may take @tf32, @fp16 or @bf16 [cpu-reference,cpu-blas,cuda:0]");
  c->add_option("--batch,-b", o->batch, "batch size [64]")->check(CLI::Range(1, 65536));
  c->add_option("--repeats", o->repeats, "timed repeats per layer, after one warm-up [5]")->check(CLI::Range(1, 1000));
  c->add_option("--threads,-j", o->threads, "cpu-blas threads, 0 = all cores [0]")->check(CLI::Range(0, 4096));
  c->add_option("--dataset,-d", o->dataset, "take the input shape and classes from this dataset (when the model leaves them open)");
  c->add_option("--input", o->input, "input shape C,H,W or F (when the model leaves it open)")->delimiter(',')->expected(1, 3);
  c->add_option("--classes", o->classes, "classes (when the model leaves them open)")->check(CLI::Range(1, 1 << 20));
  c->add_flag("--json", o->json, "machine-readable output");
  c->add_option("--out,-o", o->out, "also write the JSON to this file");
  return [o]() -> int {
    const ModelSpec spec = loadModelSpec(o->model);
    const ModelInput mi = resolveModelInput(spec, o->dataset, o->input, o->classes);
    const Shape& input = mi.input;
    const int classes = mi.classes;
    const ModelCheck check = checkModel(spec, input, classes);
    if (!check.ok) fail(ErrorKind::InvalidModel, check.message);
    ProfileOptions po;
    po.batch = o->batch;
    po.repeats = o->repeats;
    po.threads = o->threads;
    const ModelProfile p = profileModel(spec, input, classes, splitList(o->devices), po);
    const std::string text = p.toJson().dump(2) + "\n";
    if (!o->out.empty()) writeTextFile(o->out, text);
    if (o->json)
      std::printf("%s", text.c_str());
    else
      printProfile(p);
    return kOk;
  };
}

}  // namespace nnlab::cli
