#pragma once
// The data page's view of a light-curve dataset: a few objects per class as observed (magnitude
// against time) and folded by their periods (against phase, with the phase-bin means the dataset
// stores), one class at a time or the first object of every class. The raw observations come
// from the dataset's cache (light_curve_import.h keeps a few per class); without them the folded
// chart shows the stored curves themselves.
#include <QWidget>
#include <memory>
#include <vector>

#include "data/dataset.h"
#include "data/lightcurves/light_curve.h"

class QComboBox;
class QLabel;

namespace nnlab::gui {

class LightCurveChart;

class LightCurvePreview : public QWidget {
  Q_OBJECT
 public:
  explicit LightCurvePreview(QWidget* parent = nullptr);
  // data: the loaded dataset (C x L features); raw: the kept observations (may be empty); bins and
  // normalize: how the dataset was folded (from its cache header).
  void setData(std::shared_ptr<const Dataset> data, std::vector<LightCurve> raw, int bins, const QString& normalize);
  void clear();
  // -1: the first object of every class; otherwise up to three objects of that class.
  void showClass(int index);
  LightCurveChart* rawChart() const { return raw_; }
  LightCurveChart* foldedChart() const { return folded_; }
  int shownCurves() const { return shown_; }

 private:
  void update();

  QComboBox* classes_ = nullptr;
  QLabel* note_ = nullptr;
  LightCurveChart* raw_ = nullptr;
  LightCurveChart* folded_ = nullptr;
  std::shared_ptr<const Dataset> data_;
  std::vector<LightCurve> curves_;  // raw, or the stored curves as pseudo-observations
  bool stored_ = false;             // curves_ are the stored curves, not observations
  int bins_ = 0;
  int shown_ = 0;
};

}  // namespace nnlab::gui
