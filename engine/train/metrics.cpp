#include "train/metrics.h"

#include <algorithm>
#include <cstdio>

namespace nnlab {

Metrics Metrics::fromConfusion(const std::vector<std::int64_t>& confusion, int classes) {
  Metrics m;
  m.classes = classes;
  m.confusion = confusion;
  m.perClass.resize(static_cast<std::size_t>(classes));
  std::int64_t correct = 0;
  for (int t = 0; t < classes; ++t)
    for (int p = 0; p < classes; ++p) {
      const std::int64_t c = confusion[static_cast<std::size_t>(t * classes + p)];
      m.samples += c;
      if (t == p) correct += c;
    }
  m.accuracy = m.samples ? static_cast<double>(correct) / static_cast<double>(m.samples) : 0.0;
  for (int k = 0; k < classes; ++k) {
    std::int64_t tp = confusion[static_cast<std::size_t>(k * classes + k)], predicted = 0, actual = 0;
    for (int j = 0; j < classes; ++j) {
      predicted += confusion[static_cast<std::size_t>(j * classes + k)];
      actual += confusion[static_cast<std::size_t>(k * classes + j)];
    }
    ClassMetrics& c = m.perClass[static_cast<std::size_t>(k)];
    c.support = actual;
    // An undefined ratio (no predictions / no samples of the class) counts as 0, as scikit-learn does.
    c.precision = predicted ? static_cast<double>(tp) / static_cast<double>(predicted) : 0.0;
    c.recall = actual ? static_cast<double>(tp) / static_cast<double>(actual) : 0.0;
    c.f1 = c.precision + c.recall > 0 ? 2 * c.precision * c.recall / (c.precision + c.recall) : 0.0;
    m.macroPrecision += c.precision;
    m.macroRecall += c.recall;
    m.macroF1 += c.f1;
  }
  if (classes > 0) {
    m.macroPrecision /= classes;
    m.macroRecall /= classes;
    m.macroF1 /= classes;
  }
  return m;
}

nlohmann::json Metrics::toJson(const std::vector<std::string>& classNames) const {
  nlohmann::json per = nlohmann::json::array();
  for (int k = 0; k < classes; ++k) {
    const ClassMetrics& c = perClass[static_cast<std::size_t>(k)];
    nlohmann::json e{{"class", k}, {"precision", c.precision}, {"recall", c.recall}, {"f1", c.f1}, {"support", c.support}};
    if (static_cast<std::size_t>(k) < classNames.size()) e["name"] = classNames[static_cast<std::size_t>(k)];
    per.push_back(e);
  }
  nlohmann::json rows = nlohmann::json::array();
  for (int t = 0; t < classes; ++t)
    rows.push_back(std::vector<std::int64_t>(confusion.begin() + t * classes, confusion.begin() + (t + 1) * classes));
  return {{"samples", samples},
          {"accuracy", accuracy},
          {"macro_precision", macroPrecision},
          {"macro_recall", macroRecall},
          {"macro_f1", macroF1},
          {"per_class", per},
          {"confusion", rows}};
}

std::string Metrics::report(const std::vector<std::string>& classNames) const {
  std::string out;
  char buf[256];
  std::snprintf(buf, sizeof buf, "accuracy %.2f %% (%lld samples)   macro precision %.4f  recall %.4f  F1 %.4f\n",
                accuracy * 100.0, static_cast<long long>(samples), macroPrecision, macroRecall, macroF1);
  out += buf;
  std::size_t w = 5;
  for (const auto& n : classNames) w = std::max(w, std::min<std::size_t>(n.size(), 16));
  auto name = [&](int k) {
    std::string n = static_cast<std::size_t>(k) < classNames.size() ? classNames[static_cast<std::size_t>(k)] : std::to_string(k);
    return n.substr(0, 16);
  };
  std::snprintf(buf, sizeof buf, "%-*s %9s %9s %9s %8s\n", static_cast<int>(w), "class", "precision", "recall", "f1", "support");
  out += buf;
  for (int k = 0; k < classes; ++k) {
    const ClassMetrics& c = perClass[static_cast<std::size_t>(k)];
    std::snprintf(buf, sizeof buf, "%-*s %9.4f %9.4f %9.4f %8lld\n", static_cast<int>(w), name(k).c_str(), c.precision,
                  c.recall, c.f1, static_cast<long long>(c.support));
    out += buf;
  }
  out += "confusion matrix (rows: true class, columns: predicted)\n";
  std::snprintf(buf, sizeof buf, "%*s", static_cast<int>(w), "");
  out += buf;
  for (int p = 0; p < classes; ++p) {
    std::snprintf(buf, sizeof buf, " %6d", p);
    out += buf;
  }
  out += "\n";
  for (int t = 0; t < classes; ++t) {
    std::snprintf(buf, sizeof buf, "%-*s", static_cast<int>(w), name(t).c_str());
    out += buf;
    for (int p = 0; p < classes; ++p) {
      std::snprintf(buf, sizeof buf, " %6lld", static_cast<long long>(confusion[static_cast<std::size_t>(t * classes + p)]));
      out += buf;
    }
    out += "\n";
  }
  return out;
}

}  // namespace nnlab
