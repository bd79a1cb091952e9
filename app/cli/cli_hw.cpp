// nnlab-cli hw list | show | compare | bench: the hardware spec database, this machine's devices
// matched to it, and micro-benchmarks against the theoretical peaks.
#include <algorithm>
#include <cstdio>
#include <memory>

#include "cli/cli_commands.h"
#include "cli/cli_common.h"
#include "cli/cli_run_output.h"
#include "core/error.h"
#include "core/format.h"
#include "device/cpu_info.h"
#include "device/gpu_info.h"
#include "hw/cpu_peak.h"
#include "hw/device_table.h"
#include "hw/hardware_db.h"
#include "hw/hw_bench.h"

namespace nnlab::cli {

namespace {

using json = nlohmann::json;

std::string num(const std::optional<double>& v, int decimals = 1) {
  if (!v) return "-";
  char b[64];
  std::snprintf(b, sizeof b, "%.*f", decimals, *v);
  return b;
}
std::string num(const std::optional<int>& v) { return v ? std::to_string(*v) : "-"; }
std::string text(const std::string& s) { return s.empty() ? "-" : s; }

json thisMachineJson(const HardwareDatabase* db) {
  const CpuInfo cpu = detectCpu();
  const auto peak = computeCpuPeak(cpu);
  const HardwareSpec* cm = db ? db->match(cpu.model) : nullptr;
  json j{{"cpu", cpu.toJson()}, {"cpu_peak", peak ? peak->toJson() : json(nullptr)}, {"cpu_match", cm ? cm->id : ""}};
  const GpuDetection& g = detectGpus();
  json gpus = json::array();
  for (const auto& x : g.gpus) {
    const HardwareSpec* gm = db ? db->match(x.name) : nullptr;
    json e = x.toJson();
    e["match"] = gm ? gm->id : "";
    gpus.push_back(e);
  }
  j["gpus"] = gpus;
  if (!g.available()) j["gpu_unavailable_reason"] = g.unavailableReason;
  return j;
}

void printThisMachine(const HardwareDatabase& db) {
  const CpuInfo cpu = detectCpu();
  const auto peak = computeCpuPeak(cpu);
  const HardwareSpec* cm = db.match(cpu.model);
  std::printf("This machine\n  CPU  %s (%d cores, %d logical)\n", cpu.model.c_str(),
              cpu.physicalCores > 0 ? cpu.physicalCores : cpu.logicalCores, cpu.logicalCores);
  std::printf("       database: %s\n", cm ? (cm->id + " (" + cm->name + ")").c_str()
                                         : ("no entry matches \"" + cpu.model + "\"").c_str());
  if (peak) {
    std::printf("       FP32 peak (%s): %s\n", peak->microarch.c_str(), peak->derivation.c_str());
    for (const auto& c : peak->caveats) std::printf("         - %s\n", c.c_str());
  } else {
    std::printf("       FP32 peak unknown: no clock in /proc/cpuinfo or cpufreq\n");
  }
  const GpuDetection& g = detectGpus();
  for (const auto& x : g.gpus) {
    const HardwareSpec* gm = db.match(x.name);
    std::printf("  GPU %d %s (%d SMs, %.0f MHz)\n       database: %s\n", x.index, x.name.c_str(), x.smCount, x.smClockMHz,
                gm ? (gm->id + " (" + gm->name + ")").c_str() : ("no entry matches \"" + x.name + "\"").c_str());
  }
  if (!g.available()) std::printf("  GPU  none: %s\n", g.unavailableReason.c_str());
}

void printDevice(const HardwareSpec& d) {
  std::printf("%s %s  [%s, %s]\n", d.vendor.c_str(), d.name.c_str(), d.id.c_str(), d.kind.c_str());
  std::printf("  architecture   %s, %s\n", text(d.architecture).c_str(), num(d.year).c_str());
  if (d.gpu)
    std::printf("  units          %s SMs, %s CUDA cores, %s tensor cores\n  clocks         base %s MHz, boost %s MHz\n",
                num(d.gpu->sms).c_str(), num(d.gpu->cudaCores).c_str(), num(d.gpu->tensorCores).c_str(),
                num(d.gpu->baseClockMHz, 0).c_str(), num(d.gpu->boostClockMHz, 0).c_str());
  if (d.cpu) {
    std::printf("  cores          %s cores, %s threads%s\n", num(d.cpu->cores).c_str(), num(d.cpu->threads).c_str(),
                d.cpu->coreTypes.empty() ? "" : (" (" + d.cpu->coreTypes + ")").c_str());
    std::printf("  vector units   %s: %s fp32 lanes x %s FMA units\n", text(d.cpu->simd).c_str(),
                num(d.cpu->fp32Lanes).c_str(), num(d.cpu->fmaUnits).c_str());
    std::printf("  clocks         base %s MHz, boost %s MHz\n", num(d.cpu->baseClockMHz, 0).c_str(),
                num(d.cpu->boostClockMHz, 0).c_str());
  }
  std::printf("  memory         %s GB %s, %s-bit, %s GB/s\n", num(d.memory.sizeGB, 0).c_str(), text(d.memory.type).c_str(),
              num(d.memory.busBits).c_str(), num(d.memory.bandwidthGBs, 1).c_str());
  std::printf("  peak TFLOPS    FP64 %s  FP32 %s  TF32 %s  FP16 %s  BF16 %s (dense)\n", num(d.peak.fp64, 3).c_str(),
              num(d.peak.fp32, 3).c_str(), num(d.peak.tf32, 1).c_str(), num(d.peak.fp16, 1).c_str(),
              num(d.peak.bf16, 1).c_str());
  std::printf("  FP32 formula   %s\n", d.formulaText().c_str());
  if (!d.halvedFromSparse.empty()) {
    std::string h;
    for (const auto& p : d.halvedFromSparse) h += (h.empty() ? "" : ", ") + p;
    std::printf("  halved         %s (quoted with sparsity)\n", h.c_str());
  }
  for (const auto& x : d.derived) std::printf("  derived        %s\n", x.c_str());
  std::printf("  TDP            %s W\n  interconnect   %s\n  launch price   %s\n", num(d.tdpW, 0).c_str(),
              text(d.interconnect).c_str(), d.launchPriceUsd ? ("$" + num(d.launchPriceUsd, 0)).c_str() : "-");
  if (!d.notes.empty()) std::printf("  notes          %s\n", d.notes.c_str());
  std::printf("  sources\n");
  for (const auto& s : d.sources) std::printf("    %s\n", s.c_str());
}

// One row per field, one column per device: the engine's table (hw/device_table.h), which the
// hardware report holds too.
void printCompare(const std::vector<const HardwareSpec*>& ds) {
  std::vector<DeviceFigures> figures;
  for (const auto* d : ds) figures.push_back(figuresFromSpec(*d));
  std::vector<std::pair<std::string, std::vector<std::string>>> rows;
  std::vector<std::string> names;
  for (const auto* d : ds) names.push_back(d->name);
  rows.emplace_back("", names);
  for (const DeviceTableRow& r : deviceTable(figures)) rows.emplace_back(r.label, r.cells);
  std::size_t w0 = 0;
  std::vector<std::size_t> w(ds.size(), 0);
  for (const auto& [label, cells] : rows) {
    w0 = std::max(w0, label.size());
    for (std::size_t i = 0; i < cells.size(); ++i) w[i] = std::max(w[i], std::min<std::size_t>(cells[i].size(), 34));
  }
  for (const auto& [label, cells] : rows) {
    std::printf("%-*s", static_cast<int>(w0), label.c_str());
    for (std::size_t i = 0; i < cells.size(); ++i) {
      std::string c = cells[i].size() > 34 ? cells[i].substr(0, 31) + "..." : cells[i];
      std::printf("  %-*s", static_cast<int>(w[i]), c.c_str());
    }
    std::printf("\n");
  }
  std::printf("(* halved from a figure quoted with sparsity; - no source found)\n");
}

void printBench(const HwBenchResult& r) {
  std::printf("%s, %s, nnlab %s\n", r.machine.c_str(), r.date.c_str(), r.build.value("id", "").c_str());
  std::printf("CPU %s%s\n", r.cpu.value("model", "").c_str(), r.cpuMatch.empty() ? "" : (" = " + r.cpuMatch).c_str());
  if (r.cpuPeak.is_object()) std::printf("    peak: %s\n", r.cpuPeak.value("derivation", "").c_str());
  if (!r.blas.empty()) std::printf("    BLAS: %s\n", r.blas.c_str());
  std::printf("\n%-22s %-50s %12s %-8s %12s %7s\n", "id", "what", "median", "unit", "peak", "%peak");
  for (const auto& m : r.measures) {
    const auto f = m.fractionOfPeak();
    std::printf("%-22s %-50s %12.*f %-8s %12s %7s\n", m.id.c_str(), m.label.c_str(), m.unit == "GHz" ? 2 : 1, m.median,
                m.unit.c_str(),
                m.peak ? num(m.peak, 1).c_str() : "-", f ? num(*f * 100.0, 1).c_str() : "-");
  }
  for (const auto& n : r.notes) std::printf("note: %s\n", n.c_str());
}

}  // namespace

Command addHw(CLI::App& app) {
  struct Opts {
    bool json = false, quick = false, cpuOnly = false;
    std::string name, out;
    std::vector<std::string> names;
    int repeats = 0, threads = 0;
    HistoryOptions history;
  };
  auto o = std::make_shared<Opts>();
  CLI::App* hw = app.add_subcommand("hw", "Hardware: the spec database, this machine's devices, micro-benchmarks");
  hw->require_subcommand(1, 1);
  CLI::App* list = hw->add_subcommand("list", "This machine's CPU and GPUs (matched to the database) and every database entry");
  list->add_flag("--json", o->json, "machine-readable output");
  CLI::App* show = hw->add_subcommand("show", "Every field of one database entry, with its sources");
  show->add_option("name", o->name, "id, name or alias (nnlab-cli hw list shows them)")->required();
  show->add_flag("--json", o->json, "machine-readable output");
  CLI::App* compare = hw->add_subcommand("compare", "Database entries side by side");
  compare->add_option("names", o->names, "ids, names or aliases")->required()->expected(1, -1);
  compare->add_flag("--json", o->json, "machine-readable output");
  CLI::App* bench = hw->add_subcommand("bench", "Measure GEMM rates, memory bandwidth and host-device copies, beside the peaks");
  bench->add_flag("--json", o->json, "print the result as JSON (progress goes to stderr)");
  bench->add_option("--out,-o", o->out, "also write the JSON result to this file");
  o->history.add(bench, true, "the benchmark");
  bench->add_flag("--quick", o->quick, "small sizes and few repeats: a first look, not a measurement");
  bench->add_flag("--cpu-only", o->cpuOnly, "skip the GPU benchmarks");
  bench->add_option("--repeats", o->repeats, "timed repeats per benchmark (after warm-up) [CPU 5, GPU 10]")
      ->check(CLI::Range(1, 1000));
  bench->add_option("--threads,-j", o->threads, "CPU threads for the all-cores runs, 0 = every logical core [0]")
      ->check(CLI::Range(0, 4096));

  return [o, list, show, compare, bench]() -> int {
    if (list->parsed()) {
      const HardwareDatabase& db = hardwareDatabase();
      if (o->json) {
        json ds = json::array();
        for (const auto& d : db.devices()) ds.push_back(d.toJson());
        std::printf("%s\n", json{{"this_machine", thisMachineJson(&db)}, {"database", hardwareDatabasePath()}, {"devices", ds}}
                                .dump(2)
                                .c_str());
        return kOk;
      }
      printThisMachine(db);
      std::printf("\nDatabase %s (%zu devices)\n", hardwareDatabasePath().c_str(), db.devices().size());
      std::printf("  %-30s %-4s %-26s %-28s %5s %9s %9s %9s\n", "id", "kind", "name", "architecture", "year", "FP32 TF",
                  "FP16 TF", "mem GB/s");
      for (const auto& d : db.devices())
        std::printf("  %-30s %-4s %-26s %-28s %5s %9s %9s %9s\n", d.id.c_str(), d.kind.c_str(), d.name.c_str(),
                    d.architecture.substr(0, 28).c_str(), num(d.year).c_str(), num(d.peak.fp32, 2).c_str(),
                    num(d.peak.fp16, 1).c_str(), num(d.memory.bandwidthGBs, 1).c_str());
      std::printf("TFLOPS are dense peaks; nnlab-cli hw show ID gives each entry's sources.\n");
      return kOk;
    }
    if (show->parsed()) {
      const HardwareSpec& d = hardwareDatabase().lookup(o->name);
      if (o->json) {
        json j = d.toJson();
        j["formula"] = d.formulaText();
        std::printf("%s\n", j.dump(2).c_str());
      } else {
        printDevice(d);
      }
      return kOk;
    }
    if (compare->parsed()) {
      const HardwareDatabase& db = hardwareDatabase();
      std::vector<const HardwareSpec*> ds;
      for (const auto& n : o->names) ds.push_back(&db.lookup(n));
      if (o->json) {
        json a = json::array();
        for (const auto* d : ds) a.push_back(d->toJson());
        std::printf("%s\n", a.dump(2).c_str());
      } else {
        printCompare(ds);
      }
      return kOk;
    }
    refuseSameFiles({{"--history", o->history.none ? "" : o->history.resolved()}, {"--out", o->out}});
    if (!o->out.empty()) checkWritable(o->out, "--out");
    // Opened first: a history that cannot take the result says so before minutes of measuring.
    auto history = o->history.open(true);
    HwBenchOptions bo;
    bo.stop = &gStop;
    bo.quick = o->quick;
    bo.gpu = !o->cpuOnly;
    bo.repeats = o->repeats;
    bo.threads = o->threads;
    const HwBenchResult r = runHardwareBench(bo, [](const std::string& s) { std::fprintf(stderr, "hw bench: %s\n", s.c_str()); });
    const std::string text = r.toJson().dump(2) + "\n";
    if (!o->out.empty()) writeTextFile(o->out, text);
    if (o->json)
      std::printf("%s", text.c_str());
    else
      printBench(r);
    // The Hardware page of the app (on this machine, or wherever the history is opened or
    // merged) shows the same figures from the history.
    if (history) {
      const std::int64_t id = history->addBench(r);
      std::fprintf(stderr, "hw bench: stored in %s (benchmark %lld)\n", history->path().c_str(), static_cast<long long>(id));
    }
    return kOk;
  };
}

}  // namespace nnlab::cli
