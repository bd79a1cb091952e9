#pragma once
// ReportChartView: draws one chart of a study report (experiment/report.h) — bars or lines with
// error bars and min-max bands, category or numeric x, a dashed reference line — in the print
// look. The report's PDF, HTML and preview draw every chart through it; the series are the
// engine's numbers, drawn as they are.
#include "experiment/report.h"
#include "widgets/chart_view.h"

namespace nnlab::gui {

class ReportChartView : public ChartView {
  Q_OBJECT
 public:
  explicit ReportChartView(const ReportChart& chart, QWidget* parent = nullptr);
  void rebuild() override;

 private:
  ReportChart chart_;
  QList<QCPAbstractItem*> items_;
};

}  // namespace nnlab::gui
