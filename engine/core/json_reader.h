#pragma once
// JsonReader: the one way a JSON object from a file is read. Every accessor checks the type (a
// wrong type names the field by its path and the type expected), optional keys take their
// default from the caller, and finish() turns any key nobody asked for into an error that names
// it, where it is and the nearest known key ("did you mean `batch`?"). The error kind is the
// caller's: InvalidArgument for specs the user writes (exit code 2), BadInput for data files.
//
//   JsonReader r(j, "experiment spec", ErrorKind::InvalidArgument);
//   JsonReader t = r.object("training");          // path "training"
//   int batch = t.integer("batch", 64, 1, 1 << 20);
//   t.finish();  r.finish();
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/error.h"

namespace nnlab {

class JsonReader {
 public:
  // `what` names the document in messages ("experiment spec 'a.json'"); `path` is this object's
  // place in it ("" for the top, "training.optimizer" below).
  JsonReader(const nlohmann::json& j, std::string what, ErrorKind kind = ErrorKind::InvalidArgument,
             std::string path = {});

  const nlohmann::json& value() const { return j_; }
  const std::string& path() const { return path_; }
  const std::string& what() const { return what_; }
  std::string pathOf(const std::string& key) const;  // "training.batch"

  // Present and not null. A key asked about is a known key (it joins the "known keys" of messages).
  bool has(const std::string& key) const;
  void allow(std::initializer_list<const char*> keys);  // known keys read some other way
  // The raw value (marked read), or nullptr when absent or null.
  const nlohmann::json* raw(const std::string& key);

  std::string str(const std::string& key, const std::string& def);
  std::string requiredStr(const std::string& key);
  // One of `choices` (the message lists them).
  std::string choice(const std::string& key, const std::string& def, const std::vector<std::string>& choices);
  bool boolean(const std::string& key, bool def);
  std::int64_t integer(const std::string& key, std::int64_t def, std::int64_t lo, std::int64_t hi);
  std::int64_t requiredInteger(const std::string& key, std::int64_t lo, std::int64_t hi);
  std::uint64_t unsignedInteger(const std::string& key, std::uint64_t def);  // 0 .. 2^64-1, exact
  double number(const std::string& key, double def, double lo, double hi);  // finite, in [lo, hi]
  double requiredNumber(const std::string& key, double lo, double hi);
  std::vector<double> numbers(const std::string& key, std::size_t count, double lo, double hi);  // exact count
  std::vector<std::int64_t> integers(const std::string& key, std::size_t minCount, std::size_t maxCount,
                                     std::int64_t lo, std::int64_t hi);
  std::vector<std::string> strings(const std::string& key, std::size_t maxCount = 1u << 20);
  JsonReader object(const std::string& key);       // required object
  std::optional<JsonReader> optionalObject(const std::string& key);
  const nlohmann::json& array(const std::string& key, std::size_t maxCount = 1u << 24);  // required array

  // Throws for the first key that no accessor read and allow() did not name.
  void finish() const;

  // Errors at this reader's place, with its kind and document name.
  [[noreturn]] void failAt(const std::string& key, const std::string& message) const;
  [[noreturn]] void wrongType(const std::string& key, const char* expected) const;

 private:
  const nlohmann::json& at(const std::string& key, nlohmann::json::value_t t, const char* expected);
  const nlohmann::json& j_;
  std::string what_;
  ErrorKind kind_;
  std::string path_;
  mutable std::set<std::string> read_;
};

// "a string \"64\"", "an array of 3", "null": what a value is, for messages.
std::string describeJsonValue(const nlohmann::json& v);
// The candidate nearest to `word` by edit distance, if it is near enough to be a likely typo
// (or shares a prefix); empty otherwise.
std::string nearestWord(const std::string& word, const std::vector<std::string>& candidates);
// Parses text as JSON; a syntax error (or nesting deeper than 512) becomes Error(kind) naming `what`.
nlohmann::json parseJsonText(const std::string& text, const std::string& what, ErrorKind kind);
// Reads a whole file (at most maxBytes; a larger one, a directory, a device or a FIFO is refused)
// and parses it.
nlohmann::json readJsonFile(const std::string& path, const std::string& what, ErrorKind kind,
                            std::size_t maxBytes = 64u << 20);

}  // namespace nnlab
