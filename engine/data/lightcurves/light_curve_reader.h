#pragma once
// Reading light curves from text files. Two layouts:
//   - one table of all objects (a .csv, .tsv, .txt or .dat file): a header line naming the
//     columns, one observation per row: id, time, magnitude, [error], [period], [class];
//   - a folder of one file per object (the id is the file's name without extension): rows of
//     time, magnitude, [error] (a header line naming the columns is optional; with one, period
//     and class columns may follow), the class from the sub-folder the file is in (one sub-folder
//     per class) or from a class column or the catalogue.
// A catalogue (optional, a table of id, period, [class]; header optional) gives each object's
// period and class where the light-curve files do not (their own values win).
// Columns are recognised by name, in any case: id|object|star|name|source_id,
// time|t|mjd|jd|hjd|bjd, mag|magnitude, err|error|mag_err|magerr|sigma|e_mag,
// period|p|period_days, class|label|type. Fields are separated by commas (or ';' or tabs when the
// first line has no comma), else by spaces; '#' starts a comment line.
//
// Everything a file can get wrong is Error(BadInput) naming the file and line: a field that is
// not a number or not finite (NaN, inf), a row with another number of fields than the header,
// a missing or non-positive period, a single observation, times that go backwards (refused
// unless sortTimes is set, which sorts each object's observations by time instead), a
// negative error, a missing class, one class only.
#include <atomic>
#include <string>
#include <vector>

#include "data/lightcurves/light_curve.h"

namespace nnlab {

struct LightCurveSource {
  std::string path;          // one table of all objects, or a folder of one file per object
  std::string catalog;       // optional table of id, period, [class]
  std::string periodColumn;  // name of the period column when it is not one of the usual names
  std::string classColumn;   // name of the class column likewise
  bool sortTimes = false;    // sort unsorted observations instead of refusing the file
};

struct LightCurveSet {
  std::vector<LightCurve> curves;       // in the order found (files by name, class folders by name)
  std::vector<std::string> classNames;  // sorted; a curve's label is its class's index here
  std::vector<std::string> notes;       // what was done that the user should know (sorted objects, ...)
  int label(const LightCurve& c) const;
};

// The files a source consists of, without reading them.
struct LightCurveFiles {
  bool table = false;                // one table of all objects
  std::vector<std::string> files;    // the table, or one file per object (class folders by name, then files by name)
  std::vector<std::string> classes;  // per file: its class folder's name, or empty
  std::vector<std::string> notes;    // files left out
};
LightCurveFiles listLightCurveFiles(const LightCurveSource& source);

// Reads and checks every curve (cancel is checked per file: Error(Cancelled)).
LightCurveSet readLightCurves(const LightCurveSource& source, const std::atomic<bool>* cancel = nullptr);

// Parses one table of all objects from text (`source` names it in messages); for tests and
// callers that hold the text already. Observations and times are checked here; periods and
// classes (which a catalogue may still supply) by readLightCurves. Notes (objects sorted) are
// appended to `notes` when given.
std::vector<LightCurve> parseLightCurveTable(const std::string& text, const std::string& source,
                                             const LightCurveSource& options, std::vector<std::string>* notes = nullptr);
// Parses one object's file from text; id and className as given (className may be empty).
LightCurve parseLightCurveFile(const std::string& text, const std::string& source, const std::string& id,
                               const std::string& className, const LightCurveSource& options,
                               std::vector<std::string>* notes = nullptr);

// A fingerprint (16 hex digits) of the files and the catalogue (path, size, modification time)
// and the options that change what is read: changes when a file is added, removed or rewritten.
std::string fingerprintLightCurveFiles(const LightCurveFiles& files, const LightCurveSource& source);

}  // namespace nnlab
