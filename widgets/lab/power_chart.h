#pragma once
// PowerChart: watts against time, one line per device, from a power trace — live (append the
// sampler's updates) or from a stored run (setTrace). The run's phases are shaded (train,
// validation, test, idle), each epoch's start is a marked line, and a device that was not
// measured is named with the reason above the plot ("CPU (RAPL): not available: ..."); when no
// device was, the reason is written across it. A failed read is a gap in the line, never 0 W.
#include <QColor>
#include <QList>
#include <QString>
#include <QStringList>
#include <vector>

#include "hw/power/power_trace.h"
#include "widgets/chart_view.h"

namespace nnlab::gui {

class PowerChart : public ChartView {
  Q_OBJECT

 public:
  explicit PowerChart(QWidget* parent = nullptr);

  // Replaces what is drawn; takes effect at the next rebuild()/refresh().
  void setTrace(const PowerTrace& trace);
  // Live: the samples since the last update and every interval so far. Only the new points are
  // added at the next rebuild(). Start with setTrace(sampler.trace(cursor)), then
  // append(sampler.update(cursor)) from the view's refresh timer.
  void append(const PowerTraceUpdate& update);
  void clear();
  const PowerTrace& trace() const { return trace_; }

  void rebuild() override;

  // What is drawn, in the trace's seconds.
  struct Span {
    QString phase;
    double begin = 0.0, end = 0.0;  // an open interval reaches the last sample
    QColor color;
  };
  struct EpochMark {
    int epoch = 0;
    double t = 0.0;
    bool shown = true;  // with many epochs only every 2nd, 5th, 10th... is marked (thinEpochMarks)
  };
  const QList<Span>& spans() const { return spans_; }
  const QList<EpochMark>& epochMarks() const { return epochs_; }
  QCPGraph* graphOf(const std::string& sourceId) const;  // nullptr for a device not drawn
  QStringList notes() const { return notes_; }            // one per device not measured
  QString statusText() const { return status_; }          // the hint across the plot, "" when data is drawn

  static QColor phaseColor(const QString& phase);  // invalid for a phase that is not shaded
  static QString phaseName(const QString& phase);   // translated "train", "validation", ...

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void rebuildAll();
  void addNewPoints();
  void drawIntervals();
  void updateNotes();
  void updateRanges();
  void thinEpochMarks();  // after each layout: marks at least a label's width apart

  PowerTrace trace_;
  bool full_ = true;                 // recreate the graphs at the next rebuild
  std::vector<QCPGraph*> graphs_;    // per source
  std::vector<std::size_t> drawn_;   // samples of each source already in its graph
  double tMax_ = 0.0, wMax_ = 0.0;   // extent of the drawn points
  QList<QCPAbstractItem*> items_;    // spans, epoch lines and labels (the base class has its own items)
  QList<Span> spans_;
  QList<EpochMark> epochs_;
  QList<QPair<QCPAbstractItem*, QCPAbstractItem*>> epochItems_;  // line and label of each mark
  QStringList notes_;
  QString status_;
  QCPTextElement* notesElement_ = nullptr;
};

}  // namespace nnlab::gui
