// nnlab-cli: train, test and inspect nnlab models from the command line.
#include <CLI/CLI.hpp>
#include <map>

#include "cli/cli_commands.h"
#include "cli/cli_common.h"

int main(int argc, char** argv) {
  using namespace nnlab::cli;
  CLI::App app{"nnlab-cli: train neural networks on CPUs and GPUs and see what the hardware does"};
  app.footer(std::string(kExitCodesHelp) +
      "\nExamples:\n"
      "  nnlab-cli train --model lenet5 --dataset mnist --device cpu-blas --epochs 10 --lr 0.05\n"
      "  nnlab-cli train experiment.json --out runs/lenet.json\n"
      "  nnlab-cli test --checkpoint lenet5.ckpt\n"
      "  nnlab-cli model lenet5\n"
      "  nnlab-cli import-onnx resnet18.onnx --out resnet18.json --checkpoint resnet18.ckpt\n"
      "  nnlab-cli hw list; nnlab-cli hw compare h100-sxm a100; nnlab-cli hw bench --out bench.json\n"
      "  nnlab-cli profile --model lenet5 --devices cpu-reference,cpu-blas,cuda:0 --batch 64\n"
      "  nnlab-cli predict --model resnet34 --dataset synthetic-fish-masks --batch 128 --precision fp16 --nodes 1,2\n"
      "  nnlab-cli dataset import concrete-cracks ~/Downloads/Concrete\\ Crack\\ Images\n"
      "  nnlab-cli dataset generate synthetic-fish-masks --samples 900\n"
      "  nnlab-cli history list --filter device=cuda:0\n"
      "  nnlab-cli history show 12\n"
      "  nnlab-cli sweep run amp-study.json && nnlab-cli sweep report amp-study\n"
      "  nnlab-cli compare-devices --model lenet5 --dataset mnist-bundled --epochs 2\n"
      "  nnlab-cli compare 12 13 14\n"
      "  nnlab-cli report --sweep amp-study --out amp-study.pdf amp-study.html");
  app.require_subcommand(1, 1);
  std::map<CLI::App*, Command> commands;
  auto add = [&](const char* name, Command c) { commands[app.get_subcommand(name)] = std::move(c); };
  add("train", addTrain(app));
  add("test", addTest(app));
  add("energy", addEnergy(app));
  add("layers", addLayers(app));
  add("devices", addDevices(app));
  add("settings", addSettings(app));
  add("model", addModels(app));
  add("dataset", addDataset(app));
  add("datasets", addDatasetsAlias(app));
  add("history", addHistory(app));
  add("sweep", addSweep(app));
  add("compare", addCompare(app));
  add("compare-devices", addCompareDevices(app));
  add("hw", addHw(app));
  add("profile", addProfile(app));
  add("predict", addPredict(app));
  add("export", addExport(app));
  add("report", addReport(app));
  add("import-onnx", addImportOnnx(app));
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    const int code = app.exit(e);
    return code == 0 ? kOk : kUsage;
  }
  installSignalHandlers();
  for (auto& [sub, run] : commands)
    if (sub->parsed()) return guarded(run);
  return kUsage;
}
