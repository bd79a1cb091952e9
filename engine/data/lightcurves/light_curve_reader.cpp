#include "data/lightcurves/light_curve_reader.h"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <numeric>

#include "core/error.h"
#include "core/files.h"
#include "core/format.h"
#include "data/lightcurves/text_table.h"
#include "data/progress.h"

namespace nnlab {

namespace {

namespace fs = std::filesystem;
using namespace lc;

constexpr std::size_t kMaxFileBytes = std::size_t{1} << 30;

const std::vector<std::string> kIdNames{"id", "object", "object_id", "objectid", "star", "name", "source_id"};
const std::vector<std::string> kTimeNames{"time", "t", "mjd", "jd", "hjd", "bjd"};
const std::vector<std::string> kMagNames{"mag", "magnitude"};
const std::vector<std::string> kErrNames{"err", "error", "mag_err", "magerr", "sigma", "e_mag", "emag"};
const std::vector<std::string> kPeriodNames{"period", "p", "period_days"};
const std::vector<std::string> kClassNames{"class", "label", "type"};

bool knownName(const std::string& f, const LightCurveSource& o) {
  const std::string l = lower(f);
  for (const auto* names : {&kIdNames, &kTimeNames, &kMagNames, &kErrNames, &kPeriodNames, &kClassNames})
    if (std::find(names->begin(), names->end(), l) != names->end()) return true;
  return (!o.periodColumn.empty() && l == lower(o.periodColumn)) || (!o.classColumn.empty() && l == lower(o.classColumn));
}

// The column of header named by `given` (when set) or else by one of `names`; -1 when absent
// (an error when `given` names a column that is not there).
int column(const Row& header, const std::vector<std::string>& names, const std::string& given, const std::string& source,
           const char* what) {
  for (std::size_t c = 0; c < header.f.size(); ++c) {
    const std::string l = lower(header.f[c]);
    if (given.empty() ? std::find(names.begin(), names.end(), l) != names.end() : l == lower(given)) return static_cast<int>(c);
  }
  if (!given.empty())
    fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
        "%1: no %2 column named '%3' (the columns are %4)"),
        where(source, header.line), what, given, joined(header.f)));
  return -1;
}

int required(const Row& header, const std::vector<std::string>& names, const std::string& source, const char* what) {
  const int c = column(header, names, {}, source, what);
  if (c < 0)
    fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
        "%1: no %2 column: the header (%3) needs one named %4"),
        where(source, header.line), what, joined(header.f), joined(names)));
  return c;
}

struct Columns {
  int id = -1, time = -1, mag = -1, err = -1, period = -1, cls = -1;
};

// Adds one observation row to a curve (fields already counted), keeping its line.
void addObservation(LightCurve& c, std::vector<int>& lines, const Row& r, const Columns& col, const Table& t,
                    std::map<std::string, int>& periodLine, std::map<std::string, int>& classLine) {
  c.t.push_back(number(r, static_cast<std::size_t>(col.time), "time", t.source));
  c.mag.push_back(number(r, static_cast<std::size_t>(col.mag), "magnitude", t.source));
  if (col.err >= 0) {
    const double e = number(r, static_cast<std::size_t>(col.err), "error", t.source);
    if (e < 0) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
        "%1: error %2 is negative"),
        where(t.source, r.line), r.f[static_cast<std::size_t>(col.err)]));
    c.err.push_back(e);
  }
  if (col.period >= 0 && !r.f[static_cast<std::size_t>(col.period)].empty()) {
    const double p = number(r, static_cast<std::size_t>(col.period), "period", t.source);
    if (!(p > 0))
      fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
          "%1: object '%2': period %3 must be positive (days)"),
          where(t.source, r.line), c.id, r.f[static_cast<std::size_t>(col.period)]));
    if (c.period > 0 && p != c.period)
      fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
          "%1: object '%2' has period %3 here but %4 on line %5: one period per object"),
          where(t.source, r.line), c.id, r.f[static_cast<std::size_t>(col.period)],
          realArg(formatDouble(c.period, 12)), std::to_string(periodLine[c.id])));
    if (c.period <= 0) periodLine[c.id] = r.line;
    c.period = p;
  }
  if (col.cls >= 0 && !r.f[static_cast<std::size_t>(col.cls)].empty()) {
    const std::string& k = r.f[static_cast<std::size_t>(col.cls)];
    if (!c.className.empty() && k != c.className)
      fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
          "%1: object '%2' has class '%3' here but '%4' on line %5: one class per object"),
          where(t.source, r.line), c.id, k, c.className, std::to_string(classLine[c.id])));
    if (c.className.empty()) classLine[c.id] = r.line;
    c.className = k;
  }
  if (c.firstLine == 0) c.firstLine = r.line;
  c.lastLine = r.line;
  lines.push_back(r.line);
}

std::string objectWhere(const LightCurve& c) {
  if (c.firstLine == c.lastLine) return where(c.source, c.firstLine);
  return c.source + " (lines " + std::to_string(c.firstLine) + "-" + std::to_string(c.lastLine) + ")";
}

// At least 2 observations; times never going back (or sorted, when asked).
void checkObservations(LightCurve& c, const std::vector<int>& lines, const LightCurveSource& o,
                       std::vector<std::string>* notes) {
  if (c.t.size() < 2)
    fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
        "%1: object '%2' has a single observation: folding needs at least 2"),
        objectWhere(c), c.id));
  for (std::size_t i = 1; i < c.t.size(); ++i) {
    if (c.t[i] >= c.t[i - 1]) continue;
    if (!o.sortTimes)
      fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
          "%1: object '%2': time %3 is earlier than %4 on line %5: times must increase (sort the file by "
          "time, or import with --sort-times)"),
          where(c.source, lines[i]), c.id, realArg(formatDouble(c.t[i], 12)),
          realArg(formatDouble(c.t[i - 1], 12)), std::to_string(lines[i - 1])));
    std::vector<std::size_t> idx(c.t.size());
    std::iota(idx.begin(), idx.end(), std::size_t{0});
    std::stable_sort(idx.begin(), idx.end(), [&](std::size_t a, std::size_t b) { return c.t[a] < c.t[b]; });
    auto permute = [&](std::vector<double>& v) {
      if (v.empty()) return;
      std::vector<double> s(v.size());
      for (std::size_t k = 0; k < idx.size(); ++k) s[k] = v[idx[k]];
      v.swap(s);
    };
    permute(c.t);
    permute(c.mag);
    permute(c.err);
    if (notes) notes->push_back("object '" + c.id + "' (" + c.source + ") had unsorted times: sorted");
    break;
  }
}

bool dataFile(const fs::path& p) {
  const std::string e = lower(p.extension().string());
  return e == ".csv" || e == ".tsv" || e == ".txt" || e == ".dat";
}

std::vector<fs::path> sortedEntries(const fs::path& dir) {
  std::vector<fs::path> v;
  std::error_code ec;
  for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec))
    if (it->path().filename().string()[0] != '.') v.push_back(it->path());
  if (ec) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
      "cannot list the folder %1: %2"),
      dir.string(), ec.message()));
  std::sort(v.begin(), v.end());
  return v;
}

struct CatalogEntry {
  double period = 0.0;
  std::string cls;
  int line = 0;
};

std::map<std::string, CatalogEntry> readCatalog(const std::string& path, const LightCurveSource& o) {
  const Table t = tokenize(readFileLimited(path, kMaxFileBytes, "light-curve catalogue"), path);
  if (t.rows.empty()) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages", "%1: the catalogue is empty"), path));
  Columns col;
  std::size_t first = 0, fields = 0;
  const Row& h = t.rows[0];
  if (std::any_of(h.f.begin(), h.f.end(), [&](const std::string& f) { return knownName(f, o); })) {
    col.id = required(h, kIdNames, path, "id");
    col.period = column(h, kPeriodNames, o.periodColumn, path, "period");
    col.cls = column(h, kClassNames, o.classColumn, path, "class");
    if (col.period < 0 && col.cls < 0)
      fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
          "%1: the catalogue has neither a period nor a class column (columns: %2)"),
          where(path, h.line), joined(h.f)));
    first = 1;
    fields = h.f.size();
  } else {
    if (h.f.size() < 2 || h.f.size() > 3)
      fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
          "%1: a catalogue without a header line holds id, period and optionally class; this line has %2 "
          "fields"),
          where(path, h.line), std::to_string(h.f.size())));
    col.id = 0;
    col.period = 1;
    col.cls = h.f.size() == 3 ? 2 : -1;
    fields = h.f.size();
  }
  std::map<std::string, CatalogEntry> out;
  for (std::size_t i = first; i < t.rows.size(); ++i) {
    const Row& r = t.rows[i];
    if (r.f.size() != fields)
      fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
          "%1: %2 fields, expected %3"),
          where(path, r.line), std::to_string(r.f.size()), std::to_string(fields)));
    const std::string id = r.f[static_cast<std::size_t>(col.id)];
    if (id.empty()) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages", "%1: the id is empty"), where(path, r.line)));
    CatalogEntry e;
    e.line = r.line;
    if (col.period >= 0 && !r.f[static_cast<std::size_t>(col.period)].empty()) {
      e.period = number(r, static_cast<std::size_t>(col.period), "period", path);
      if (!(e.period > 0))
        fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
            "%1: object '%2': period %3 must be positive (days)"),
            where(path, r.line), id, r.f[static_cast<std::size_t>(col.period)]));
    }
    if (col.cls >= 0) e.cls = r.f[static_cast<std::size_t>(col.cls)];
    const auto [it, fresh] = out.emplace(id, e);
    if (!fresh)
      fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
          "%1: object '%2' is listed twice (also on line %3)"),
          where(path, r.line), id, std::to_string(it->second.line)));
  }
  return out;
}

}  // namespace

int LightCurveSet::label(const LightCurve& c) const {
  return static_cast<int>(std::lower_bound(classNames.begin(), classNames.end(), c.className) - classNames.begin());
}

std::vector<LightCurve> parseLightCurveTable(const std::string& text, const std::string& source,
                                             const LightCurveSource& o, std::vector<std::string>* notes) {
  const Table t = tokenize(text, source);
  if (t.rows.empty()) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages", "%1 holds no observations"), source));
  const Row& h = t.rows[0];
  if (!std::any_of(h.f.begin(), h.f.end(), [&](const std::string& f) { return knownName(f, o); }))
    fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
        "%1: a table of light curves needs a first line naming its columns (id, time, mag, and "
        "optionally err, period, class), not '%2'"),
        where(source, h.line), joined(h.f)));
  Columns col;
  col.id = required(h, kIdNames, source, "id");
  col.time = required(h, kTimeNames, source, "time");
  col.mag = required(h, kMagNames, source, "magnitude");
  col.err = column(h, kErrNames, {}, source, "error");
  col.period = column(h, kPeriodNames, o.periodColumn, source, "period");
  col.cls = column(h, kClassNames, o.classColumn, source, "class");
  std::vector<LightCurve> curves;
  std::vector<std::vector<int>> lines;
  std::map<std::string, std::size_t> index;
  std::map<std::string, int> periodLine, classLine;
  for (std::size_t i = 1; i < t.rows.size(); ++i) {
    const Row& r = t.rows[i];
    if (r.f.size() != h.f.size())
      fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
          "%1: %2 fields, but the header (line %3) names %4"),
          where(source, r.line), std::to_string(r.f.size()), std::to_string(h.line), std::to_string(h.f.size())));
    const std::string& id = r.f[static_cast<std::size_t>(col.id)];
    if (id.empty()) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages", "%1: the id is empty"), where(source, r.line)));
    auto [it, fresh] = index.emplace(id, curves.size());
    if (fresh) {
      curves.emplace_back();
      curves.back().id = id;
      curves.back().source = source;
      lines.emplace_back();
    }
    addObservation(curves[it->second], lines[it->second], r, col, t, periodLine, classLine);
  }
  if (curves.empty()) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages", "%1 has a header but no observations"), source));
  for (std::size_t k = 0; k < curves.size(); ++k) checkObservations(curves[k], lines[k], o, notes);
  return curves;
}

LightCurve parseLightCurveFile(const std::string& text, const std::string& source, const std::string& id,
                               const std::string& className, const LightCurveSource& o, std::vector<std::string>* notes) {
  const Table t = tokenize(text, source);
  if (t.rows.empty()) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages", "%1 holds no observations"), source));
  const Row& h = t.rows[0];
  Columns col;
  std::size_t first = 0;
  const bool header = std::any_of(h.f.begin(), h.f.end(), [](const std::string& f) { return !isNumber(f); });
  if (header) {
    col.time = required(h, kTimeNames, source, "time");
    col.mag = required(h, kMagNames, source, "magnitude");
    col.err = column(h, kErrNames, {}, source, "error");
    col.period = column(h, kPeriodNames, o.periodColumn, source, "period");
    col.cls = column(h, kClassNames, o.classColumn, source, "class");
    first = 1;
  } else {
    if (h.f.size() < 2 || h.f.size() > 3)
      fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
          "%1: %2 values: without a header line a light-curve file holds time, magnitude and optionally "
          "error; name the columns in a first line"),
          where(source, h.line), std::to_string(h.f.size())));
    col.time = 0;
    col.mag = 1;
    col.err = h.f.size() == 3 ? 2 : -1;
  }
  LightCurve c;
  c.id = id;
  c.className = className;
  c.source = source;
  std::vector<int> lines;
  std::map<std::string, int> periodLine, classLine;
  const std::size_t fields = h.f.size();
  for (std::size_t i = first; i < t.rows.size(); ++i) {
    const Row& r = t.rows[i];
    if (r.f.size() != fields)
      fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
          "%1: %2 fields, but line %3 has %4"),
          where(source, r.line), std::to_string(r.f.size()), std::to_string(h.line), std::to_string(fields)));
    if (!className.empty() && col.cls >= 0) {
      const std::string& k = r.f[static_cast<std::size_t>(col.cls)];
      if (!k.empty() && k != className)
        fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
            "%1: class '%2', but the file is in the folder of class '%3'"),
            where(source, r.line), k, className));
    }
    addObservation(c, lines, r, col, t, periodLine, classLine);
  }
  if (c.t.empty()) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages", "%1 has a header but no observations"), source));
  checkObservations(c, lines, o, notes);
  return c;
}

LightCurveFiles listLightCurveFiles(const LightCurveSource& o) {
  if (o.path.empty()) fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
      "say which file or folder of light curves to read")));
  LightCurveFiles out;
  if (isRegularFile(o.path)) {
    out.table = true;
    out.files.push_back(o.path);
    out.classes.emplace_back();
  } else if (isDirectory(o.path)) {
    std::vector<fs::path> classDirs, files;
    int ignored = 0;
    for (const auto& p : sortedEntries(o.path)) {
      if (isDirectory(p)) {
        const auto inside = sortedEntries(p);
        if (std::any_of(inside.begin(), inside.end(), [](const fs::path& f) { return isRegularFile(f) && dataFile(f); }))
          classDirs.push_back(p);
      } else if (isRegularFile(p) && dataFile(p)) {
        files.push_back(p);
      } else {
        ++ignored;
      }
    }
    if (!classDirs.empty()) {
      if (!files.empty())
        out.notes.push_back(std::to_string(files.size()) + " file(s) directly in " + o.path +
                            " left out: with class sub-folders, each object's file goes in its class's folder");
      for (const auto& d : classDirs)
        for (const auto& f : sortedEntries(d)) {
          if (isRegularFile(f) && dataFile(f)) {
            out.files.push_back(f.string());
            out.classes.push_back(d.filename().string());
          } else {
            ++ignored;
          }
        }
    } else {
      if (files.empty())
        fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
            "no light-curve files (.csv .tsv .txt .dat) in %1 or in sub-folders of it (one sub-folder per "
            "class)"),
            o.path));
      for (const auto& f : files) {
        out.files.push_back(f.string());
        out.classes.emplace_back();
      }
    }
    if (ignored) out.notes.push_back(std::to_string(ignored) + " other file(s) or folder(s) ignored");
  } else {
    fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages", "light curves: %1 is neither a file nor a folder"), o.path));
  }
  if (!o.catalog.empty() && !isRegularFile(o.catalog))
    fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
        "the light-curve catalogue %1 is not a readable file"),
        o.catalog));
  return out;
}

LightCurveSet readLightCurves(const LightCurveSource& o, const std::atomic<bool>* cancel) {
  const LightCurveFiles list = listLightCurveFiles(o);
  LightCurveSet set;
  set.notes = list.notes;
  if (list.table) {
    set.curves = parseLightCurveTable(readFileLimited(o.path, kMaxFileBytes, "light-curve table"), o.path, o, &set.notes);
  } else {
    std::map<std::string, std::string> seen;
    for (std::size_t i = 0; i < list.files.size(); ++i) {
      throwIfCancelled(cancel, "reading light curves");
      const std::string& path = list.files[i];
      LightCurve c = parseLightCurveFile(readFileLimited(path, kMaxFileBytes, "light-curve file"), path,
                                         fs::path(path).stem().string(), list.classes[i], o, &set.notes);
      const auto [it, fresh] = seen.emplace(c.id, c.source);
      if (!fresh)
        fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
            "object '%1' appears twice: %2 and %3 (ids are file names without extension)"),
            c.id, it->second, c.source));
      set.curves.push_back(std::move(c));
    }
  }
  if (!o.catalog.empty()) {
    throwIfCancelled(cancel, "reading light curves");
    const auto cat = readCatalog(o.catalog, o);
    int missing = 0;
    for (auto& c : set.curves) {
      const auto it = cat.find(c.id);
      if (it == cat.end()) {
        ++missing;
        continue;
      }
      if (c.period <= 0) c.period = it->second.period;
      if (c.className.empty()) c.className = it->second.cls;
    }
    if (missing) set.notes.push_back(std::to_string(missing) + " object(s) not in the catalogue " + o.catalog);
  }
  for (const auto& c : set.curves) {
    if (c.period <= 0)
      fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
          "%1: object '%2' has no period: give a period column%3"),
          objectWhere(c), c.id,
          (o.catalog.empty() ? msg(NNLAB_TEXT("nnlab::messages", " or a catalogue of id, period (--catalog)"))
                             : msg(NNLAB_TEXT("nnlab::messages", ", or list it in the catalogue %1"), o.catalog))));
    if (c.className.empty())
      fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
          "%1: object '%2' has no class: give a class column, a class in the catalogue, or put the files "
          "in one sub-folder per class"),
          objectWhere(c), c.id));
  }
  for (const auto& c : set.curves) set.classNames.push_back(c.className);
  std::sort(set.classNames.begin(), set.classNames.end());
  set.classNames.erase(std::unique(set.classNames.begin(), set.classNames.end()), set.classNames.end());
  if (set.classNames.size() < 2)
    fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
        "all %1 light curves in %2 are of class '%3': a classifier needs at least 2 classes"),
        std::to_string(set.curves.size()), o.path, set.classNames.front()));
  return set;
}

std::string fingerprintLightCurveFiles(const LightCurveFiles& list, const LightCurveSource& o) {
  std::uint64_t h = 0xcbf29ce484222325ULL;
  auto mix = [&](const void* p, std::size_t n) {
    const auto* b = static_cast<const unsigned char*>(p);
    for (std::size_t i = 0; i < n; ++i) h = (h ^ b[i]) * 0x100000001b3ULL;
  };
  std::vector<std::string> files = list.files;
  if (!o.catalog.empty()) files.push_back(o.catalog);
  for (const auto& f : files) {
    mix(f.data(), f.size() + 1);
    std::error_code ec;
    const auto size = static_cast<std::int64_t>(fs::file_size(f, ec));
    const auto mtime = static_cast<std::int64_t>(fs::last_write_time(f, ec).time_since_epoch().count());
    mix(&size, sizeof size);
    mix(&mtime, sizeof mtime);
  }
  const std::string opts = o.periodColumn + "|" + o.classColumn + "|" + (o.sortTimes ? "sort" : "strict");
  mix(opts.data(), opts.size());
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h));
  return buf;
}

}  // namespace nnlab
