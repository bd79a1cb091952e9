#include "core/json_reader.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "core/files.h"
#include "core/format.h"

namespace nnlab {

using json = nlohmann::json;  // (JsonReader::value() returns the object itself)

namespace {

const char* typeNoun(json::value_t t) {
  switch (t) {
    case json::value_t::null: return "null";
    case json::value_t::object: return "an object";
    case json::value_t::array: return "an array";
    case json::value_t::string: return "a string";
    case json::value_t::boolean: return "a boolean";
    case json::value_t::number_integer:
    case json::value_t::number_unsigned: return "an integer";
    case json::value_t::number_float: return "a number";
    case json::value_t::binary: return "binary data";
    case json::value_t::discarded: return "nothing";
  }
  return "a value";
}

std::size_t editDistance(const std::string& a, const std::string& b) {
  std::vector<std::size_t> prev(b.size() + 1), cur(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) prev[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    cur[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t sub = prev[j - 1] + (std::tolower(a[i - 1]) == std::tolower(b[j - 1]) ? 0 : 1);
      cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, sub});
    }
    std::swap(prev, cur);
  }
  return prev[b.size()];
}

std::string backticked(const std::string& s) { return "`" + s + "`"; }

}  // namespace

std::string describeJsonValue(const json& v) {
  std::string s = typeNoun(v.type());
  if (v.is_string()) {
    std::string text = v.get<std::string>();
    if (text.size() > 40) text = text.substr(0, 37) + "...";
    s += " \"" + text + "\"";
  } else if (v.is_number() || v.is_boolean()) {
    s += " " + v.dump();
  } else if (v.is_array()) {
    s += " of " + std::to_string(v.size());
  }
  return s;
}

std::string nearestWord(const std::string& word, const std::vector<std::string>& candidates) {
  std::string best;
  std::size_t bestScore = std::numeric_limits<std::size_t>::max(), bestD = bestScore;
  for (const auto& c : candidates) {
    std::size_t d = editDistance(word, c);
    // "batch_size" for "batch", "unit" for "units": a candidate that starts or ends the word (or
    // that the word starts) is near, and wins a tie ("unit": "units" before "init").
    const bool affix = c.size() >= 2 && (word.rfind(c, 0) == 0 || c.rfind(word, 0) == 0 ||
                                          (word.size() > c.size() && word.compare(word.size() - c.size(), c.size(), c) == 0));
    if (affix) d = std::min<std::size_t>(d, 1);
    const std::size_t score = 2 * d + (affix ? 0 : 1);
    if (score < bestScore) {
      bestScore = score;
      bestD = d;
      best = c;
    }
  }
  const std::size_t limit = std::max<std::size_t>(2, word.size() / 3);
  return bestD <= limit ? best : std::string();
}

JsonReader::JsonReader(const json& j, std::string what, ErrorKind kind, std::string path)
    : j_(j), what_(std::move(what)), kind_(kind), path_(std::move(path)) {
  if (!j_.is_object()) {
    const std::string where = path_.empty() ? what_ : what_ + ": " + backticked(path_);
    fail(kind_, msg(NNLAB_TEXT("nnlab::messages", "%1 must be a JSON object, not %2"), where, describeJsonValue(j_)));
  }
}

std::string JsonReader::pathOf(const std::string& key) const { return path_.empty() ? key : path_ + "." + key; }

void JsonReader::failAt(const std::string& key, const std::string& message) const {
  // "<document>: `key` <message>": the message (made from a marked template here and by the
  // callers) is matched by the app, the document and the key stay as they are
  fail(kind_, msg("%1: %2 %3", what_, backticked(pathOf(key)), plainMessage(message)));
}

void JsonReader::wrongType(const std::string& key, const char* expected) const {
  // `expected` is marked by the callers ("a string", "an integer")
  failAt(key, msg(NNLAB_TEXT("nnlab::messages", "must be %1, not %2"), markedArg("nnlab::messages", expected),
                  describeJsonValue(j_.at(key)))
                  .text());
}

bool JsonReader::has(const std::string& key) const {
  read_.insert(key);
  const auto it = j_.find(key);
  return it != j_.end() && !it->is_null();
}

void JsonReader::allow(std::initializer_list<const char*> keys) {
  for (const char* k : keys) read_.insert(k);
}

const json* JsonReader::raw(const std::string& key) {
  read_.insert(key);
  const auto it = j_.find(key);
  if (it == j_.end() || it->is_null()) return nullptr;
  return &*it;
}

std::string JsonReader::str(const std::string& key, const std::string& def) {
  const json* v = raw(key);
  if (!v) return def;
  if (!v->is_string()) wrongType(key, NNLAB_TEXT("nnlab::messages", "a string"));
  return v->get<std::string>();
}

std::string JsonReader::requiredStr(const std::string& key) {
  const json* v = raw(key);
  if (!v) failAt(key, NNLAB_TEXT("nnlab::messages", "is missing (a string is needed)"));
  if (!v->is_string()) wrongType(key, NNLAB_TEXT("nnlab::messages", "a string"));
  return v->get<std::string>();
}

std::string JsonReader::choice(const std::string& key, const std::string& def, const std::vector<std::string>& choices) {
  const std::string v = str(key, def);
  if (std::find(choices.begin(), choices.end(), v) != choices.end()) return v;
  std::string list;
  for (const auto& c : choices) list += (list.empty() ? "" : ", ") + c;
  const std::string near = nearestWord(v, choices);
  failAt(key, msg(NNLAB_TEXT("nnlab::messages",
      "must be one of %1, not \"%2\"%3"),
      list, v, (near.empty() ? plainMessage("") : msg(NNLAB_TEXT("nnlab::messages", " (did you mean %1?)"), backticked(near)))).text());
}

bool JsonReader::boolean(const std::string& key, bool def) {
  const json* v = raw(key);
  if (!v) return def;
  if (!v->is_boolean()) wrongType(key, NNLAB_TEXT("nnlab::messages", "true or false"));
  return v->get<bool>();
}

std::int64_t JsonReader::integer(const std::string& key, std::int64_t def, std::int64_t lo, std::int64_t hi) {
  const json* v = raw(key);
  if (!v) return def;
  std::int64_t x = 0;
  if (v->is_number_unsigned()) {
    const auto u = v->get<std::uint64_t>();
    if (u > static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()))
      failAt(key, msg(NNLAB_TEXT("nnlab::messages",
          "must be between %1 and %2, not %3"),
          std::to_string(lo), std::to_string(hi), v->dump()).text());
    x = static_cast<std::int64_t>(u);
  } else if (v->is_number_integer()) {
    x = v->get<std::int64_t>();
  } else if (v->is_number_float() && std::isfinite(v->get<double>()) && std::trunc(v->get<double>()) == v->get<double>() &&
             std::fabs(v->get<double>()) < 9.0e15) {
    x = static_cast<std::int64_t>(v->get<double>());  // 64.0 is 64
  } else {
    wrongType(key, NNLAB_TEXT("nnlab::messages", "an integer"));
  }
  if (x < lo || x > hi)
    failAt(key, msg(NNLAB_TEXT("nnlab::messages",
        "must be between %1 and %2, not %3"),
        std::to_string(lo), std::to_string(hi), std::to_string(x)).text());
  return x;
}

std::int64_t JsonReader::requiredInteger(const std::string& key, std::int64_t lo, std::int64_t hi) {
  if (!has(key)) {
    read_.insert(key);
    failAt(key, NNLAB_TEXT("nnlab::messages", "is missing (an integer is needed)"));
  }
  return integer(key, 0, lo, hi);
}

std::uint64_t JsonReader::unsignedInteger(const std::string& key, std::uint64_t def) {
  const json* v = raw(key);
  if (!v) return def;
  if (v->is_number_unsigned()) return v->get<std::uint64_t>();
  if (v->is_number_integer()) {
    const auto x = v->get<std::int64_t>();
    if (x < 0) failAt(key, msg(NNLAB_TEXT("nnlab::messages",
        "must be between 0 and 18446744073709551615, not %1"),
        std::to_string(x)).text());
    return static_cast<std::uint64_t>(x);
  }
  wrongType(key, NNLAB_TEXT("nnlab::messages", "a whole number from 0 to 18446744073709551615"));
}

double JsonReader::number(const std::string& key, double def, double lo, double hi) {
  const json* v = raw(key);
  if (!v) return def;
  if (!v->is_number()) wrongType(key, NNLAB_TEXT("nnlab::messages", "a number"));
  const double x = v->get<double>();
  if (!std::isfinite(x) || x < lo || x > hi)
    failAt(key, msg(NNLAB_TEXT("nnlab::messages",
        "must be between %1 and %2, not %3"),
        realArg(formatDouble(lo)), realArg(formatDouble(hi)), realArg(formatDouble(x))).text());
  return x;
}

double JsonReader::requiredNumber(const std::string& key, double lo, double hi) {
  if (!has(key)) {
    read_.insert(key);
    failAt(key, NNLAB_TEXT("nnlab::messages", "is missing (a number is needed)"));
  }
  return number(key, 0.0, lo, hi);
}

std::vector<double> JsonReader::numbers(const std::string& key, std::size_t count, double lo, double hi) {
  const json* v = raw(key);
  if (!v) failAt(key, msg(NNLAB_TEXT("nnlab::messages", "is missing (%1 numbers are needed)"), std::to_string(count)).text());
  if (!v->is_array() || v->size() != count) wrongType(key, ("an array of " + std::to_string(count) + " numbers").c_str());
  std::vector<double> out;
  for (const auto& e : *v) {
    if (!e.is_number()) wrongType(key, ("an array of " + std::to_string(count) + " numbers").c_str());
    const double x = e.get<double>();
    if (!std::isfinite(x) || x < lo || x > hi)
      failAt(key, msg(NNLAB_TEXT("nnlab::messages",
          "values must be between %1 and %2, not %3"),
          realArg(formatDouble(lo)), realArg(formatDouble(hi)), realArg(formatDouble(x))).text());
    out.push_back(x);
  }
  return out;
}

std::vector<std::int64_t> JsonReader::integers(const std::string& key, std::size_t minCount, std::size_t maxCount,
                                               std::int64_t lo, std::int64_t hi) {
  const json* v = raw(key);
  if (!v) failAt(key, NNLAB_TEXT("nnlab::messages", "is missing (an array of integers is needed)"));
  if (!v->is_array()) wrongType(key, NNLAB_TEXT("nnlab::messages", "an array of integers"));
  if (v->size() < minCount || v->size() > maxCount)
    failAt(key, minCount == maxCount
                    ? msg(NNLAB_TEXT("nnlab::messages", "must hold %1 integers, not %2"), minCount, v->size()).text()
                    : msg(NNLAB_TEXT("nnlab::messages", "must hold %1 to %2 integers, not %3"), minCount, maxCount, v->size())
                          .text());
  std::vector<std::int64_t> out;
  out.reserve(v->size());
  for (const auto& e : *v) {
    if (!e.is_number_integer() && !e.is_number_unsigned()) wrongType(key, NNLAB_TEXT("nnlab::messages", "an array of integers"));
    if (e.is_number_unsigned() && e.get<std::uint64_t>() > static_cast<std::uint64_t>(hi))
      failAt(key, msg(NNLAB_TEXT("nnlab::messages",
          "values must be between %1 and %2, not %3"),
          std::to_string(lo), std::to_string(hi), e.dump()).text());
    const auto x = e.get<std::int64_t>();
    if (x < lo || x > hi)
      failAt(key, msg(NNLAB_TEXT("nnlab::messages",
          "values must be between %1 and %2, not %3"),
          std::to_string(lo), std::to_string(hi), std::to_string(x)).text());
    out.push_back(x);
  }
  return out;
}

std::vector<std::string> JsonReader::strings(const std::string& key, std::size_t maxCount) {
  const json* v = raw(key);
  if (!v) return {};
  if (!v->is_array()) wrongType(key, NNLAB_TEXT("nnlab::messages", "an array of strings"));
  if (v->size() > maxCount) failAt(key, msg(NNLAB_TEXT("nnlab::messages",
      "holds %1 entries, more than %2"),
      std::to_string(v->size()), std::to_string(maxCount)).text());
  std::vector<std::string> out;
  for (const auto& e : *v) {
    if (!e.is_string()) wrongType(key, NNLAB_TEXT("nnlab::messages", "an array of strings"));
    out.push_back(e.get<std::string>());
  }
  return out;
}

JsonReader JsonReader::object(const std::string& key) {
  const json* v = raw(key);
  if (!v) failAt(key, NNLAB_TEXT("nnlab::messages", "is missing (an object is needed)"));
  if (!v->is_object()) wrongType(key, NNLAB_TEXT("nnlab::messages", "an object"));
  return JsonReader(*v, what_, kind_, pathOf(key));
}

std::optional<JsonReader> JsonReader::optionalObject(const std::string& key) {
  const json* v = raw(key);
  if (!v) return std::nullopt;
  if (!v->is_object()) wrongType(key, NNLAB_TEXT("nnlab::messages", "an object"));
  return JsonReader(*v, what_, kind_, pathOf(key));
}

const json& JsonReader::array(const std::string& key, std::size_t maxCount) {
  const json* v = raw(key);
  if (!v) failAt(key, NNLAB_TEXT("nnlab::messages", "is missing (an array is needed)"));
  if (!v->is_array()) wrongType(key, NNLAB_TEXT("nnlab::messages", "an array"));
  if (v->size() > maxCount) failAt(key, msg(NNLAB_TEXT("nnlab::messages",
      "holds %1 entries, more than %2"),
      std::to_string(v->size()), std::to_string(maxCount)).text());
  return *v;
}

void JsonReader::finish() const {
  std::vector<std::string> known(read_.begin(), read_.end());
  for (auto it = j_.begin(); it != j_.end(); ++it) {
    if (read_.count(it.key())) continue;
    const std::string near = nearestWord(it.key(), known);
    std::string list;
    for (const auto& k : known) list += (list.empty() ? "" : ", ") + k;
    fail(kind_, msg(NNLAB_TEXT("nnlab::messages",
        "%1: unknown key %2%3%4"),
        what_, backticked(pathOf(it.key())),
        (near.empty() ? plainMessage("") : msg(NNLAB_TEXT("nnlab::messages", " (did you mean %1?)"), backticked(pathOf(near)))),
        (list.empty()    ? plainMessage("")
         : path_.empty() ? msg(NNLAB_TEXT("nnlab::messages", "; known keys: %1"), list)
                         : msg(NNLAB_TEXT("nnlab::messages", "; known keys in %1: %2"), backticked(path_), list))));
  }
}

json parseJsonText(const std::string& text, const std::string& what, ErrorKind kind) {
  constexpr int kMaxDepth = 512;
  try {
    return json::parse(text, [&](int depth, json::parse_event_t, json&) {
      if (depth > kMaxDepth) fail(kind, msg(NNLAB_TEXT("nnlab::messages",
          "%1 nests deeper than %2 levels"),
          what, std::to_string(kMaxDepth)));
      return true;
    });
  } catch (const json::exception& e) {
    std::string m = e.what();
    // "[json.exception.parse_error.101] parse error at line 3, column 5: ..." -> after the tag
    if (const auto p = m.find("] "); p != std::string::npos) m = m.substr(p + 2);
    fail(kind, msg(NNLAB_TEXT("nnlab::messages", "%1 is not valid JSON: %2"), what, m));
  }
}

json readJsonFile(const std::string& path, const std::string& what, ErrorKind kind, std::size_t maxBytes) {
  return parseJsonText(readFileLimited(path, maxBytes, what, kind), what, kind);
}

}  // namespace nnlab
