#include "widgets/data/light_curve_preview.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

#include "widgets/data/light_curve_chart.h"

namespace nnlab::gui {

namespace {
constexpr int kPerClass = 3;
}

LightCurvePreview::LightCurvePreview(QWidget* parent) : QWidget(parent) {
  classes_ = new QComboBox(this);
  classes_->setObjectName("lightCurveClass");
  note_ = new QLabel(this);
  note_->setWordWrap(true);
  raw_ = new LightCurveChart(LightCurveChart::Mode::Raw, this);
  folded_ = new LightCurveChart(LightCurveChart::Mode::Folded, this);
  auto* top = new QHBoxLayout;
  top->addWidget(new QLabel(tr("Show:"), this));
  top->addWidget(classes_);
  top->addWidget(note_, 1);
  auto* charts = new QHBoxLayout;
  charts->addWidget(raw_, 1);
  charts->addWidget(folded_, 1);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addLayout(top);
  layout->addLayout(charts, 1);
  connect(classes_, &QComboBox::currentIndexChanged, this, [this] { update(); });
}

void LightCurvePreview::setData(std::shared_ptr<const Dataset> data, std::vector<LightCurve> raw, int bins,
                                const QString& normalize) {
  data_ = std::move(data);
  bins_ = bins;
  stored_ = raw.empty();
  curves_ = std::move(raw);
  if (stored_ && data_ && data_->features.defined() && data_->features.shape().rank() == 3) {
    // No observations kept: the first stored curves of each class, one point per phase bin.
    const std::int64_t len = data_->features.dim(2);
    const std::int32_t* labels = data_->labels.data<std::int32_t>();
    std::vector<int> taken(static_cast<std::size_t>(data_->classes()), 0);
    for (std::int64_t i = 0; i < data_->size(); ++i) {
      int& t = taken[static_cast<std::size_t>(labels[i])];
      if (t >= kPerClass) continue;
      ++t;
      LightCurve c;
      c.id = tr("sample %1").arg(i + 1).toStdString();
      c.className = data_->classNames[static_cast<std::size_t>(labels[i])];
      c.period = 1.0;
      const float* row = data_->features.data<float>() + i * data_->features.dim(1) * len;  // the first channel
      for (std::int64_t b = 0; b < len; ++b) {
        c.t.push_back((static_cast<double>(b) + 0.5) / static_cast<double>(len));
        c.mag.push_back(row[b]);
      }
      curves_.push_back(std::move(c));
    }
    bins_ = 0;
  }
  const QSignalBlocker block(classes_);
  classes_->clear();
  classes_->addItem(tr("one object of each class"), -1);
  if (data_)
    for (std::size_t c = 0; c < data_->classNames.size(); ++c)
      classes_->addItem(QString::fromStdString(data_->classNames[c]), static_cast<int>(c));
  if (stored_)
    note_->setText(tr("This dataset keeps no raw observations: the stored curves are shown, one point per phase bin."));
  else
    note_->setText(tr("Stored as %1 phase bins per object, normalised per object: %2.").arg(bins).arg(normalize));
  update();
}

void LightCurvePreview::clear() { setData(nullptr, {}, 0, {}); }

void LightCurvePreview::showClass(int index) {
  const int i = classes_->findData(index);
  if (i >= 0) classes_->setCurrentIndex(i);
}

void LightCurvePreview::update() {
  const int cls = classes_->currentData().toInt();
  std::vector<LightCurve> shown;
  if (data_) {
    if (cls < 0) {
      for (const auto& name : data_->classNames)
        for (const auto& c : curves_)
          if (c.className == name) {
            shown.push_back(c);
            break;
          }
    } else {
      const std::string& name = data_->classNames[static_cast<std::size_t>(cls)];
      for (const auto& c : curves_)
        if (c.className == name && static_cast<int>(shown.size()) < kPerClass) shown.push_back(c);
    }
  }
  for (auto& c : shown)  // the legend names the class when several are drawn
    if (cls < 0) c.id += " " + c.className;
  shown_ = static_cast<int>(shown.size());
  raw_->setCurves(stored_ ? std::vector<LightCurve>{} : shown, 0);
  raw_->setHint(stored_ ? tr("No raw observations kept in this dataset") : tr("No light curves to show"));
  folded_->setCurves(shown, bins_);
  raw_->refresh();
  folded_->refresh();
}

}  // namespace nnlab::gui
