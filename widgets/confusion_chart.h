#pragma once
// Confusion matrix of one run's test pass as a heat map: rows are the true classes, columns the
// predicted ones; colour is the share of the true class (so the diagonal reads as recall) and
// each cell shows its count when there are few enough classes to read them. Its CSV holds both,
// per cell: true and predicted class, count, share.
#include "widgets/chart_view.h"

namespace nnlab::gui {

class ConfusionChart : public ChartView {
  Q_OBJECT
 public:
  explicit ConfusionChart(QWidget* parent = nullptr);
  // Draws the first run that has a test result.
  void rebuild() override;
  QString csv() const override;

 protected:
  void applyTheme() override;

 private:
  const RunData* shownRun() const;

  QCPColorScale* scale_ = nullptr;
  QCPMarginGroup* margins_ = nullptr;
  QList<QCPItemText*> cellLabels_;
  QStringList shownClasses_;
};

// Samples per class in each part of a split (grouped bars), for the data panel.
class ClassHistogramChart : public ChartView {
  Q_OBJECT
 public:
  explicit ClassHistogramChart(QWidget* parent = nullptr);
  void setCounts(const QStringList& classNames, const QVector<QVector<double>>& countsPerPart,
                 const QStringList& partNames);
  void rebuild() override;

 private:
  QStringList classes_, parts_;
  QVector<QVector<double>> counts_;
};

}  // namespace nnlab::gui
