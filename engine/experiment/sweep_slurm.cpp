#include "experiment/sweep_slurm.h"

#include <sys/stat.h>

#include <filesystem>
#include <fstream>

#include "core/error.h"
#include "core/files.h"

namespace nnlab {

namespace fs = std::filesystem;

namespace {

// A value inside double quotes in bash: backslash, quote, dollar and backquote escaped.
std::string quoted(const std::string& s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\' || c == '$' || c == '`') out += '\\';
    out += c;
  }
  return out + "\"";
}

// SLURM directives take no quoting: refuse what would break a line.
std::string directive(const std::string& what, const std::string& v) {
  for (char c : v)
    if (c == '\n' || c == '\r' || c == ' ' || c == '\t' || c == '#')
      fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
          "--%1 cannot contain spaces, '#' or line breaks: '%2'"),
          what, v));
  return v;
}

void writeFile(const fs::path& p, const std::string& text, bool executable) {
  std::ofstream f(p);
  if (!f) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages", "cannot write '%1'"), p.string()));
  f << text;
  f.close();
  if (!f) fail(ErrorKind::DiskFull, msg(NNLAB_TEXT("nnlab::messages", "writing '%1' failed: the disk may be full"), p.string()));
  if (executable) ::chmod(p.c_str(), 0755);
}

}  // namespace

std::vector<std::string> writeSlurmScripts(const SweepSpec& spec, const SlurmOptions& o) {
  if (o.outDir.empty()) fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages", "--out names no folder")));
  std::error_code ec;
  const fs::path dir = fs::absolute(o.outDir, ec);
  fs::create_directories(dir / "tasks", ec);
  fs::create_directories(dir / "logs", ec);
  if (ec) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages", "cannot create '%1': %2"), dir.string(), ec.message()));
  const std::string name = safeFileName(spec.name);
  const int last = spec.cells() - 1;
  const fs::path specPath = dir / "spec.json";
  const std::string history = o.history.empty() ? (dir / "history.sqlite").string() : fs::absolute(o.history).string();
  writeFile(specPath, spec.toJson().dump(2) + "\n", false);

  std::string s = "#!/bin/bash\n# nnlab sweep '" + spec.name + "' (" + spec.uid() + "): " + std::to_string(spec.cells()) +
                  " cell(s) x " + std::to_string(spec.repeats) + " repeat(s); one array task per cell.\n";
  s += "#SBATCH --job-name=nnlab-" + name + "\n";
  s += "#SBATCH --array=0-" + std::to_string(last) + (o.maxParallel > 0 ? "%" + std::to_string(o.maxParallel) : "") + "\n";
  s += "#SBATCH --output=" + directive("out", (dir / "logs" / "task-%a.out").string()) + "\n";
  if (!o.partition.empty()) s += "#SBATCH --partition=" + directive("partition", o.partition) + "\n";
  if (o.gpusPerTask > 0) s += "#SBATCH --gpus-per-task=" + std::to_string(o.gpusPerTask) + "\n";
  if (o.cpusPerTask > 0) s += "#SBATCH --cpus-per-task=" + std::to_string(o.cpusPerTask) + "\n";
  if (!o.time.empty()) s += "#SBATCH --time=" + directive("time", o.time) + "\n";
  s += "set -euo pipefail\n";
  s += ": \"${SLURM_ARRAY_TASK_ID:?run this as a SLURM array task (sbatch), or set SLURM_ARRAY_TASK_ID}\"\n";
  if (o.cpusPerTask > 0) s += "export OMP_NUM_THREADS=\"${SLURM_CPUS_PER_TASK:-" + std::to_string(o.cpusPerTask) + "}\"\n";
  s += "exec " + quoted(o.cli) + " sweep run " + quoted(specPath.string()) + " --cell \"$SLURM_ARRAY_TASK_ID\" --yes \\\n";
  s += "  --history " + quoted((dir / "tasks").string()) + "/\"task-$SLURM_ARRAY_TASK_ID.sqlite\"\n";
  const fs::path sweepPath = dir / "sweep.sbatch";
  writeFile(sweepPath, s, true);

  std::string m = "#!/bin/bash\n# Merges the task histories of nnlab sweep '" + spec.name + "' into " + history + ".\n";
  m += "# Submitted by submit.sh with --dependency=afterany on the array job: it runs when every task has ended.\n";
  m += "#SBATCH --job-name=nnlab-" + name + "-merge\n";
  m += "#SBATCH --output=" + directive("out", (dir / "logs" / "merge.out").string()) + "\n";
  if (!o.partition.empty()) m += "#SBATCH --partition=" + o.partition + "\n";
  m += "set -euo pipefail\nshopt -s nullglob\n";
  m += "tasks=(" + quoted((dir / "tasks").string()) + "/task-*.sqlite)\n";
  m += "if ((${#tasks[@]} == 0)); then echo \"no task history to merge\" >&2; exit 1; fi\n";
  m += quoted(o.cli) + " history merge \"${tasks[@]}\" --history " + quoted(history) + "\n";
  m += quoted(o.cli) + " sweep report " + quoted(spec.uid()) + " --history " + quoted(history) + " --csv " +
       quoted((dir / "report.csv").string()) + "\n";
  const fs::path mergePath = dir / "merge.sbatch";
  writeFile(mergePath, m, true);

  std::string sub = "#!/bin/bash\n# Submits the sweep's array job, then the merge job once every task has ended.\n";
  sub += "set -euo pipefail\ncd " + quoted(dir.string()) + "\n";
  sub += "array=$(sbatch --parsable sweep.sbatch)\n";
  sub += "array=${array%%;*}  # --parsable may add the cluster name\n";
  sub += "merge=$(sbatch --parsable --dependency=afterany:\"$array\" merge.sbatch)\n";
  sub += "echo \"submitted the array job $array and the merge job $merge\"\n";
  const fs::path submitPath = dir / "submit.sh";
  writeFile(submitPath, sub, true);
  return {specPath.string(), sweepPath.string(), mergePath.string(), submitPath.string()};
}

}  // namespace nnlab
