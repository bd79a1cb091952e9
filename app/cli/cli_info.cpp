// nnlab-cli layers / devices / model: what the engine knows.
#include <cstdio>

#include "backends/backend_factory.h"
#include "backends/nccl_comm.h"
#include "cli/cli_commands.h"
#include "cli/cli_common.h"
#include "core/error.h"
#include "core/format.h"
#include "data/dataset_catalog.h"
#include "device/cpu_info.h"
#include "experiment/spec_fields.h"
#include "device/gpu_info.h"
#include "nn/layer_registry.h"
#include "nn/model.h"
#include "parallel/mpi_world.h"

namespace nnlab::cli {

namespace {
const char* kindName(LayerParamInfo::Kind k) {
  switch (k) {
    case LayerParamInfo::Kind::Int: return "int";
    case LayerParamInfo::Kind::Float: return "float";
    case LayerParamInfo::Kind::Bool: return "bool";
    case LayerParamInfo::Kind::Choice: return "choice";
  }
  return "?";
}
}  // namespace

Command addLayers(CLI::App& app) {
  auto json = std::make_shared<bool>(false);
  auto only = std::make_shared<std::string>();
  CLI::App* c = app.add_subcommand("layers", "List the layer types with their parameters and help");
  c->add_option("type", *only, "show only this layer type");
  c->add_flag("--json", *json, "machine-readable output");
  return [json, only]() -> int {
    if (!only->empty()) layerType(*only);  // unknown type -> error listing the known ones
    nlohmann::json out = nlohmann::json::array();
    for (const auto& t : layerRegistry()) {
      if (!only->empty() && t.name != *only) continue;
      if (*json) {
        nlohmann::json ps = nlohmann::json::array();
        for (const auto& p : t.params) {
          nlohmann::json e{{"name", p.name}, {"kind", kindName(p.kind)}, {"default", p.defaultValue}, {"help", p.help}};
          if (p.kind == LayerParamInfo::Kind::Int || p.kind == LayerParamInfo::Kind::Float) e["range"] = {p.min, p.max};
          if (!p.choices.empty()) e["choices"] = p.choices;
          ps.push_back(e);
        }
        out.push_back({{"name", t.name}, {"category", t.category}, {"help", t.help}, {"shape", t.shapeRule}, {"params", ps}});
        continue;
      }
      std::printf("%-14s [%s]  %s\n", t.name.c_str(), t.category.c_str(), t.shapeRule.c_str());
      std::printf("    %s\n", t.help.c_str());
      for (const auto& p : t.params) {
        std::string def = !p.defaultValue.is_null() ? "default " + p.defaultValue.dump()
                          : p.name == "stride"     ? "default: the kernel size"
                                                   : "required";
        std::string range;
        if (p.kind == LayerParamInfo::Kind::Int || p.kind == LayerParamInfo::Kind::Float)
          range = ", " + formatDouble(p.min) + ".." + formatDouble(p.max);
        for (const auto& ch : p.choices) range += (range.empty() || range.back() == ' ' ? ", " : "|") + ch;
        std::printf("    %-10s %-6s (%s%s)  %s\n", p.name.c_str(), kindName(p.kind), def.c_str(), range.c_str(), p.help.c_str());
      }
    }
    if (*json) std::printf("%s\n", out.dump(2).c_str());
    return kOk;
  };
}

// Every setting of an experiment (experiment/spec_fields.h): what docs/SETTINGS.md is made of.
Command addSettings(CLI::App& app) {
  auto markdown = std::make_shared<bool>(false);
  CLI::App* c = app.add_subcommand("settings", "List every setting of an experiment spec: JSON key, train option, range, "
                                               "unit, default and help");
  c->add_flag("--markdown", *markdown, "the reference table of docs/SETTINGS.md");
  return [markdown]() -> int {
    if (*markdown) {
      std::printf("%s", settingsMarkdown().c_str());
      return kOk;
    }
    for (const SpecField& s : specFields()) {
      const FieldSpec& f = *s.field;
      std::printf("%-32s %-22s %-28s %s\n", std::string(f.key).c_str(), std::string(f.flag).c_str(),
                  f.rangeText().c_str(), defaultText(f).c_str());
      std::printf("    %s: %s\n", std::string(f.label).c_str(), std::string(f.help).c_str());
    }
    return kOk;
  };
}

Command addDevices(CLI::App& app) {
  auto json = std::make_shared<bool>(false);
  CLI::App* c = app.add_subcommand("devices", "Show the CPU and the devices (backends) this build can train on");
  c->add_flag("--json", *json, "machine-readable output");
  return [json]() -> int {
    const CpuInfo cpu = detectCpu();
    const GpuDetection& gpus = detectGpus();
    const auto choices = backendChoices();
    if (*json) {
      nlohmann::json b = nlohmann::json::array();
      for (const auto& ch : choices) {
        nlohmann::json modes = nlohmann::json::array();
        for (Precision p : ch.precisions) modes.push_back(precisionName(p));
        b.push_back({{"name", ch.name}, {"description", ch.description}, {"available", ch.available},
                     {"reason", ch.reason}, {"precisions", modes}, {"graphs", ch.graphs}, {"max_threads", ch.maxThreads}});
      }
      std::printf("%s\n", nlohmann::json{{"cpu", cpu.toJson()}, {"gpus", gpus.toJson()}, {"backends", b}}.dump(2).c_str());
      return kOk;
    }
    std::string isa;
    for (const auto& i : cpu.isa) isa += (isa.empty() ? "" : " ") + i;
    std::printf("CPU   %s\n      %d logical cores, %s memory\n      ISA: %s\n", cpu.model.c_str(), cpu.logicalCores,
                formatBytes(cpu.memoryBytes).c_str(), isa.empty() ? "(none detected)" : isa.c_str());
    for (const auto& g : gpus.gpus)
      std::printf("GPU %d %s\n      compute capability %d.%d, %d SMs at up to %.0f MHz, %s memory (%s free), "
                  "%d-bit bus at %.0f MHz: %.0f GB/s, L2 %s\n",
                  g.index, g.name.c_str(), g.ccMajor, g.ccMinor, g.smCount, g.smClockMHz,
                  formatBytes(static_cast<double>(g.totalBytes)).c_str(), formatBytes(static_cast<double>(g.freeBytes)).c_str(),
                  g.busWidthBits, g.memClockMHz, g.bandwidthGBs, formatBytes(static_cast<double>(g.l2Bytes)).c_str());
    if (!gpus.driverVersion.empty())
      std::printf("      driver (CUDA) %s, runtime %s, cuDNN %s, cuBLAS %s\n", gpus.driverVersion.c_str(),
                  gpus.runtimeVersion.c_str(), gpus.cudnnVersion.c_str(),
                  gpus.cublasVersion.empty() ? "-" : gpus.cublasVersion.c_str());
    if (!gpus.available()) std::printf("GPU   none: %s\n", gpus.unavailableReason.c_str());
    std::printf("\nDevices:\n");
    for (const auto& ch : choices) {
      std::string modes;
      for (Precision p : ch.precisions) modes += std::string(modes.empty() ? "" : ", ") + precisionName(p);
      std::printf("  %-14s %s%s\n  %-14s modes: %s%s\n", ch.name.c_str(), ch.description.c_str(),
                  ch.available ? "" : ("  [not available: " + ch.reason + "]").c_str(), "", modes.c_str(),
                  ch.graphs ? "; CUDA graphs on/off" : "");
      if (ch.available) {
        auto b = makeBackend(ch.name, ch.name == "cpu-reference" ? 1 : 0);
        std::printf("  %-14s -> %s\n", "", b->describe().c_str());
      }
    }
    // What several devices would reduce through (engine/parallel/).
    std::printf("\nData parallel:\n  %-14s %s\n  %-14s %s\n", "GPUs (NCCL)",
                ncclCompiled() ? ("NCCL " + ncclVersion()).c_str() : ncclVersion().c_str(), "processes (MPI)",
                mpiAvailable() ? "Open MPI: start ranks with mpirun -np N or srun" : "this build has no MPI");
    return kOk;
  };
}

Command addModels(CLI::App& app) {
  auto name = std::make_shared<std::string>();
  auto dataset = std::make_shared<std::string>();
  CLI::App* c = app.add_subcommand("model", "List model presets, or show one model's layers, shapes and parameters");
  c->add_option("name", *name, "preset name or model spec JSON file");
  c->add_option("--dataset,-d", *dataset, "infer shapes for this dataset's input and classes");
  return [name, dataset]() -> int {
    if (name->empty()) {
      for (const auto& n : presetNames()) {
        const ModelSpec s = loadModelSpec(n);
        std::printf("%-16s %s\n", n.c_str(), s.description.c_str());
      }
      return kOk;
    }
    const ModelSpec spec = loadModelSpec(*name);
    Shape input;
    int classes = 0;
    if (!dataset->empty()) {
      for (const auto& info : listDatasets())
        if (info.name == *dataset && info.available) {
          input = info.sampleShape;
          classes = info.classes;
        }
      if (input.rank() == 0) {
        const Dataset d = loadDataset(*dataset);
        input = d.sampleShape();
        classes = d.classes();
      }
    } else if (!spec.input) {
      fail(ErrorKind::InvalidArgument, "model '" + spec.name + "' takes its input size from the data: add --dataset NAME");
    } else if (spec.classes == 0) {
      bool classesFromData = false;
      for (const auto& l : spec.layers)
        for (const auto& [k, v] : l.items()) classesFromData |= v == "classes";
      if (classesFromData)
        fail(ErrorKind::InvalidArgument, "model '" + spec.name + "' takes its class count from the data: add --dataset NAME");
    }
    const ModelCheck check = checkModel(spec, input, classes);
    std::printf("%s: %s\n", spec.name.c_str(), spec.description.c_str());
    std::printf("%4s  %-22s %-14s %-14s %12s %14s\n", "#", "layer", "input", "output", "parameters", "MFLOP/sample");
    for (const auto& l : check.layers)
      std::printf("%4d  %-22s %-14s %-14s %12s %14.3f\n", l.index, l.label.c_str(), l.in.str().c_str(), l.out.str().c_str(),
                  formatCount(l.params).c_str(), l.flops / 1e6);
    if (!check.ok) fail(ErrorKind::InvalidModel, check.message);
    std::printf("total %s parameters, %.3f MFLOP forward per sample, output %s\n", formatCount(check.totalParams).c_str(),
                check.flopsPerSample / 1e6, check.output.str().c_str());
    return kOk;
  };
}

}  // namespace nnlab::cli
