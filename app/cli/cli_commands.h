#pragma once
// The subcommands of nnlab-cli. Each add* function registers its options on the app and
// returns the callback that runs it.
#include <CLI/CLI.hpp>
#include <functional>

namespace nnlab::cli {

using Command = std::function<int()>;

Command addTrain(CLI::App& app);
Command addTest(CLI::App& app);
Command addEnergy(CLI::App& app);  // energy probe|sample (cli_energy.cpp)
Command addLayers(CLI::App& app);
Command addDevices(CLI::App& app);
Command addSettings(CLI::App& app);
Command addModels(CLI::App& app);
Command addDataset(CLI::App& app);        // dataset list|info|import|download|preview|generate
Command addDatasetsAlias(CLI::App& app);  // datasets = dataset list
Command addHistory(CLI::App& app);        // history list|show|export|import|delete|merge|rename
Command addSweep(CLI::App& app);          // sweep run|list|status|report|slurm
Command addCompare(CLI::App& app);        // compare BASELINE RUN...: speedup per phase
Command addCompareDevices(CLI::App& app); // compare-devices: every device mode against cpu-reference
Command addHw(CLI::App& app);             // hw list|show|compare|bench
Command addProfile(CLI::App& app);        // per-layer times across device modes
Command addPredict(CLI::App& app);        // what-if: predicted epoch time, energy and scaling
Command addExport(CLI::App& app);         // export --checkpoint --onnx: a trained model as ONNX
Command addImportOnnx(CLI::App& app);     // import-onnx FILE --out --checkpoint: an ONNX model into nnlab
Command addReport(CLI::App& app);         // report --runs|--sweep|--devices|--energy --out x.pdf x.html

}  // namespace nnlab::cli
