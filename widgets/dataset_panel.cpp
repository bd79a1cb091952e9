#include "widgets/dataset_panel.h"

#include <QLineEdit>
#include <QRegularExpression>
#include <QRegularExpressionValidator>

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QStackedWidget>
#include <QTableWidget>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QSpinBox>
#include <QSplitter>
#include <QToolButton>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>
#include <cmath>

#include "core/error.h"
#include "core/files.h"
#include "data/dataset_cache.h"
#include "data/dataset_store.h"
#include "data/lightcurves/light_curve_import.h"
#include "data/split.h"
#include "experiment/experiment_fields.h"
#include "experiment/experiment_spec.h"
#include "train/train_fields.h"
#include "widgets/confusion_chart.h"
#include "widgets/data/light_curve_preview.h"
#include "widgets/dataset_entries.h"
#include "widgets/dataset_job_bar.h"
#include "widgets/sample_grid.h"
#include "widgets/setting_label.h"
#include "widgets/reflow_splitter.h"
#include "widgets/message_text.h"

namespace nnlab::gui {

namespace {
constexpr int kSamplesShown = 48;
constexpr int kRowsShown = 12;     // table rows previewed
constexpr int kColumnsShown = 10;  // table inputs previewed (then "...")

bool isCsvPath(const QString& name) {
  return name.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive) && QFileInfo(name).isFile();
}

// What the samples of a dataset are called: images, light curves (C x L) or table rows (F).
QString unitName(const Shape& shape) {
  if (shape.rank() == 2) return QObject::tr("light curves");
  if (shape.rank() == 1) return QObject::tr("rows");
  return QObject::tr("images");
}

// The cache a light-curve dataset was loaded from (stored by name, or a .nnds path).
std::string cacheOf(const QString& name) {
  if (name.endsWith(QLatin1String(".nnds"))) return name.toStdString();
  return storedDatasetPath(DataLocations{}, name.toStdString());
}
}  // namespace

DatasetPanel::DatasetPanel(QWidget* parent) : QWidget(parent) {
  auto* split = new ReflowSplitter(this);
  auto* left = new QWidget(split);
  auto* form = new QVBoxLayout(left);
  form->setContentsMargins(0, 0, 6, 0);

  auto* dataBox = new QGroupBox(tr("Dataset"), left);
  auto* dataLayout = new QVBoxLayout(dataBox);
  combo_ = new QComboBox(dataBox);
  combo_->setObjectName("datasetCombo");
  tableButton_ = new QToolButton(dataBox);
  tableButton_->setObjectName("openTable");
  tableButton_->setText(tr("Table (CSV)..."));
  tableButton_->setToolTip(tr("Train on a CSV table: input columns first, the class in the last column, a header line "
                              "optional (as the C trainer reads it). Inputs are min-max normalised per column."));
  auto* comboRow = new QHBoxLayout;
  comboRow->addWidget(combo_, 1);
  comboRow->addWidget(tableButton_);
  dataLayout->addLayout(comboRow);
  connect(tableButton_, &QToolButton::clicked, this, &DatasetPanel::chooseTable);
  actionRow_ = new QWidget(dataBox);
  auto* actionLayout = new QHBoxLayout(actionRow_);
  actionLayout->setContentsMargins(0, 0, 0, 0);
  actionLayout->addStretch(1);
  actionRow_->hide();
  dataLayout->addWidget(actionRow_);
  about_ = new QLabel(dataBox);
  about_->setObjectName("datasetAbout");
  about_->setWordWrap(true);
  about_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  dataLayout->addWidget(about_);
  jobBar_ = new DatasetJobBar(dataBox);
  dataLayout->addWidget(jobBar_);
  form->addWidget(dataBox);

  auto* splitBox = new QGroupBox(left);
  splitBox->setObjectName("split");
  nameBySetting(splitBox, fields::kSplit);
  auto* splitForm = new QFormLayout(splitBox);
  const QString names[3] = {tr("Training (%):"), tr("Validation (%):"), tr("Test (%):")};
  const ExperimentSpec defaults;  // the engine's split and seed
  for (int i = 0; i < 3; ++i) {
    parts_[i] = new QDoubleSpinBox(splitBox);
    parts_[i]->setObjectName(QStringList{"splitTrain", "splitValidation", "splitTest"}[i]);
    // The training part cannot be empty (the engine refuses 0 %): its box starts at 1 %.
    parts_[i]->setRange(i == 0 ? fields::kSplit.min + 1 : fields::kSplit.min, fields::kSplit.max);
    parts_[i]->setDecimals(1);
    parts_[i]->setSingleStep(1);
    parts_[i]->setValue(defaults.split[static_cast<std::size_t>(i)]);
    parts_[i]->setKeyboardTracking(false);
    splitForm->addRow(names[i], parts_[i]);
    connect(parts_[i], &QDoubleSpinBox::valueChanged, this, &DatasetPanel::updateSplit);
  }
  splitNote_ = new QLabel(splitBox);
  splitNote_->setObjectName("splitNote");
  splitNote_->setWordWrap(true);
  splitForm->addRow(splitNote_);
  // Any seed from 0 to 2^64-1, as the engine takes it (a spin box stops at 2^31-1).
  seed_ = new QLineEdit(QString::number(defaults.train.seed), splitBox);
  seed_->setObjectName("seed");
  seed_->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{1,20}")), seed_));
  addSettingRow(splitForm, fields::kSeed, seed_);
  connect(seed_, &QLineEdit::editingFinished, this, [this] {
    bool ok = false;
    const qulonglong v = seed_->text().toULongLong(&ok);
    if (!ok) {
      seed_->setText(QString::number(seed_->property("lastValid").toULongLong()));
      return;
    }
    if (seed_->property("lastValid").toULongLong() == v) return;
    seed_->setProperty("lastValid", v);
    updateSplit();
  });
  seed_->setProperty("lastValid", qulonglong{defaults.train.seed});
  form->addWidget(splitBox);

  shapeCheck_ = new QLabel(left);
  shapeCheck_->setObjectName("shapeCheck");
  shapeCheck_->setWordWrap(true);
  shapeCheck_->setMargin(6);
  form->addWidget(shapeCheck_);
  form->addStretch(1);

  auto* right = new QSplitter(Qt::Vertical, split);
  auto* gridBox = gridBox_ = new QGroupBox(tr("Training samples"), right);
  auto* gridLayout = new QVBoxLayout(gridBox);
  samples_ = new QStackedWidget(gridBox);
  grid_ = new SampleGrid(samples_);
  tableBox_ = new QWidget(samples_);
  auto* tableLayout = new QVBoxLayout(tableBox_);
  tableLayout->setContentsMargins(0, 0, 0, 0);
  tableNote_ = new QLabel(tableBox_);
  tableNote_->setObjectName("tableNote");
  tableNote_->setWordWrap(true);
  table_ = new QTableWidget(tableBox_);
  table_->setObjectName("tablePreview");
  table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  table_->verticalHeader()->setVisible(false);
  tableLayout->addWidget(tableNote_);
  tableLayout->addWidget(table_, 1);
  curves_ = new LightCurvePreview(samples_);
  samples_->addWidget(grid_);
  samples_->addWidget(tableBox_);
  samples_->addWidget(curves_);
  gridLayout->addWidget(samples_);
  histogram_ = new ClassHistogramChart(right);
  right->addWidget(gridBox);
  right->addWidget(histogram_);
  right->setStretchFactor(0, 1);
  right->setStretchFactor(1, 1);
  right->setSizes({380, 320});
  split->addWidget(left);
  split->addWidget(right);
  split->setStretchFactor(0, 2);
  split->setStretchFactor(1, 3);
  split->setSizes({340, 900});
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(6, 6, 6, 6);
  layout->addWidget(split);

  connect(&watcher_, &QFutureWatcher<Loaded>::finished, this, &DatasetPanel::onLoaded);
  connect(combo_, &QComboBox::currentIndexChanged, this, [this] { startLoading(); });
  refresh();
}

void DatasetPanel::refresh(const QString& select) {
  const QString keep = select.isEmpty() ? datasetName() : select;
  infos_ = listDatasets();
  for (const QString& path : tables_) {
    DatasetInfo t;
    t.name = path.toStdString();
    t.title = QFileInfo(path).fileName().toStdString();
    t.kind = "table";
    t.available = true;
    t.source = t.name;
    t.description = "CSV table " + t.name + " (input columns, then the class), min-max normalised per column";
    infos_.push_back(t);
  }
  {
    const QSignalBlocker block(combo_);
    DatasetEntries::fill(combo_, infos_, keep);
    DatasetEntries::markBusy(combo_, busyName_);
  }
  const QString loaded = data_ ? QString::fromStdString(data_->name) : QString();
  if (!select.isEmpty() || datasetName() != loaded || (!data_ && !loading_)) startLoading(!select.isEmpty());
}

void DatasetPanel::addDataActions(const QList<QAction*>& actions) {
  auto* row = static_cast<QHBoxLayout*>(actionRow_->layout());
  for (QAction* a : actions) {
    auto* b = new QToolButton(actionRow_);
    b->setDefaultAction(a);
    b->setToolButtonStyle(Qt::ToolButtonTextOnly);
    row->insertWidget(row->count() - 1, b);
  }
  actionRow_->setVisible(!actions.isEmpty());
}

void DatasetPanel::setBusyName(const QString& name) {
  busyName_ = name;
  if (name.isEmpty()) return;  // the refresh after the job makes the entry choosable again
  const QSignalBlocker block(combo_);
  DatasetEntries::markBusy(combo_, name);
}

QString DatasetPanel::entryText(const QString& name) const {
  const int i = combo_->findData(name);
  return i >= 0 ? combo_->itemText(i) : QString();
}

QString DatasetPanel::aboutText() const { return about_->text(); }

bool DatasetPanel::isSynthetic() const {
  if (data_) return data_->synthetic;
  for (const DatasetInfo& info : infos_)
    if (QString::fromStdString(info.name) == datasetName()) return info.synthetic;
  return false;
}

QString DatasetPanel::datasetName() const { return combo_->currentData().toString(); }

void DatasetPanel::setDatasetName(const QString& name) {
  const int i = combo_->findData(name);
  if (i < 0 && isCsvPath(name)) {
    addTable(name);
    return;
  }
  if (i >= 0 && i != combo_->currentIndex()) combo_->setCurrentIndex(i);  // loads it
}

void DatasetPanel::addTable(const QString& path) {
  const QString abs = QFileInfo(path).absoluteFilePath();
  if (!tables_.contains(abs)) tables_ << abs;
  refresh(abs);
}

void DatasetPanel::chooseTable() {
  const QString path = QFileDialog::getOpenFileName(this, tr("Choose a CSV table"), QString(),
                                                    tr("CSV tables (*.csv *.CSV);;All files (*)"));
  if (!path.isEmpty()) addTable(path);
}

QWidget* DatasetPanel::currentPreview() const { return samples_->currentWidget(); }

std::array<double, 3> DatasetPanel::split() const { return {parts_[0]->value(), parts_[1]->value(), parts_[2]->value()}; }

void DatasetPanel::setSplit(const std::array<double, 3>& percents) {
  for (int i = 0; i < 3; ++i) {
    const QSignalBlocker block(parts_[i]);
    parts_[i]->setValue(percents[i]);
  }
  updateSplit();
}

std::uint64_t DatasetPanel::seed() const { return seed_->property("lastValid").toULongLong(); }

void DatasetPanel::setSeed(std::uint64_t seed) {
  const bool changed = seed_->property("lastValid").toULongLong() != seed;
  seed_->setText(QString::number(static_cast<qulonglong>(seed)));
  seed_->setProperty("lastValid", static_cast<qulonglong>(seed));
  if (changed) updateSplit();
}

void DatasetPanel::startLoading(bool reload) {
  const QString name = datasetName();
  if (loading_) {  // one load at a time; the newest choice wins
    pendingName_ = name;
    pendingReload_ = pendingReload_ || reload;
    return;
  }
  loading_ = true;
  data_.reset();
  loadError_.clear();
  const auto it = std::find_if(infos_.begin(), infos_.end(), [&](const DatasetInfo& d) { return d.name == name.toStdString(); });
  if (it != infos_.end() && !it->available) {
    loadError_ = messageText(it->reason);  // the engine's English, in the app's language
    onLoaded();
    return;
  }
  about_->setText(tr("Loading %1...").arg(name));
  grid_->setSamples({}, {});
  emit changed();
  watcher_.setFuture(QtConcurrent::run([name]() -> Loaded {
    Loaded r;
    try {
      r.data = std::make_shared<Dataset>(loadDataset(name.toStdString()));
      r.data->name = name.toStdString();  // a path stays the list's name (a table's own name is its file's stem)
    } catch (const std::exception& e) {
      r.error = errorText(e);
      return r;
    }
    // Light curves: the observations and the folding settings the cache keeps, for the preview.
    if (r.data->tabular() && r.data->features.shape().rank() == 3) {
      try {
        const std::string cache = cacheOf(name);
        if (isRegularFile(cache)) {
          const DatasetCacheHeader h = readDatasetCacheHeader(cache);
          r.rawCurves = nnlab::lightCurvePreview(h.raw);
          const auto lc = h.extra.value("light_curves", nlohmann::json::object());
          r.bins = lc.value("bins", 0);
          r.normalize = QString::fromStdString(lc.value("normalize", std::string()));
        }
      } catch (const std::exception&) {
        // No preview: the stored curves are shown instead.
      }
    }
    return r;
  }));
}

void DatasetPanel::onLoaded() {
  if (watcher_.future().isValid() && watcher_.isFinished() && loadError_.isEmpty()) {
    const Loaded r = watcher_.result();
    data_ = r.data;
    loadError_ = r.error;
    rawCurves_ = r.rawCurves;
    curveBins_ = r.bins;
    curveNormalize_ = r.normalize;
  }
  loading_ = false;
  if (!pendingName_.isEmpty()) {
    const QString next = pendingName_;
    const bool reload = pendingReload_;
    pendingName_.clear();
    pendingReload_ = false;
    if (reload || next != (data_ ? QString::fromStdString(data_->name) : QString())) {
      startLoading();
      return;
    }
  }
  QString boxTitle = tr("Training samples");
  if (data_ && data_->tabular()) boxTitle = data_->sampleShape().rank() == 2 ? tr("Light curves") : tr("Training rows");
  if (data_ && data_->synthetic) boxTitle += tr(" (synthetic stand-in)");
  gridBox_->setTitle(boxTitle);
  samples_->setCurrentWidget(!data_ || !data_->tabular() ? static_cast<QWidget*>(grid_)
                             : data_->sampleShape().rank() == 2 ? static_cast<QWidget*>(curves_)
                                                                : tableBox_);
  if (data_ && data_->tabular() && data_->sampleShape().rank() == 2)
    curves_->setData(data_, rawCurves_, curveBins_, curveNormalize_);
  else
    curves_->clear();
  if (data_) {
    about_->setText(DatasetEntries::aboutHtml(*data_, infos_));
    emit dataContextChanged(data_->sampleShape(), data_->classes());
  } else {
    about_->setText(tr("<b>Not available:</b> %1").arg(loadError_.toHtmlEscaped()));
    emit dataContextChanged(Shape{}, 0);
  }
  updateSplit();
}

void DatasetPanel::updateSplit() {
  const auto p = split();
  const double sum = p[0] + p[1] + p[2];
  const bool sums = std::fabs(sum - 100.0) < 0.01;
  splitNote_->setText(sums ? QString() : tr("The parts add up to %1 %; they must add up to 100 %.").arg(sum));
  splitNote_->setStyleSheet(sums ? QString() : QStringLiteral("color: #c62828;"));
  QStringList partNames = {tr("training"), tr("validation"), tr("test")};
  if (!data_ || !sums) {
    histogram_->setCounts({}, {}, {});
    grid_->setSamples({}, {});
    emit changed();
    return;
  }
  try {
    const DatasetSplits s = stratifiedSplit(*data_, p, seed());
    QStringList classes;
    for (int c = 0; c < data_->classes(); ++c)
      classes << (c < static_cast<int>(data_->classNames.size()) ? QString::fromStdString(data_->classNames[c]) : QString::number(c));
    QVector<QVector<double>> counts;
    const Subset* parts[3] = {&s.train, &s.validation, &s.test};
    for (int i = 0; i < 3; ++i) {
      QVector<double> row;
      for (auto n : parts[i]->classCounts()) row << static_cast<double>(n);
      counts << row;
      partNames[i] += QStringLiteral(" (%1)").arg(QLocale().toString(static_cast<qlonglong>(parts[i]->size())));
    }
    histogram_->setCounts(classes, counts, partNames);
    const Shape shape = data_->sampleShape();
    if (!data_->tabular()) {
      const int c = static_cast<int>(shape[0]), h = static_cast<int>(shape[1]), w = static_cast<int>(shape[2]);
      const auto* pixels = data_->images.data<std::uint8_t>();
      const auto* labels = data_->labels.data<std::int32_t>();
      QList<QImage> images;
      QStringList names;
      for (int i = 0; i < kSamplesShown && i < s.train.size(); ++i) {
        const std::int64_t idx = s.train.indices[static_cast<std::size_t>(i)];
        images << SampleGrid::imageOf(pixels + idx * c * h * w, c, h, w);
        names << classes.value(labels[idx]);
      }
      grid_->setSamples(images, names);
    } else if (shape.rank() == 1) {
      showTableRows(s.train, classes);
    }
    splitNote_->setText(tr("%1 training, %2 validation, %3 test %4, stratified per class.")
                            .arg(QLocale().toString(static_cast<qlonglong>(s.train.size())),
                                 QLocale().toString(static_cast<qlonglong>(s.validation.size())),
                                 QLocale().toString(static_cast<qlonglong>(s.test.size())), unitName(shape)));
  } catch (const std::exception& e) {
    splitNote_->setText(errorText(e));
    splitNote_->setStyleSheet(QStringLiteral("color: #c62828;"));
  }
  updateShapeCheck();
  emit changed();
}

void DatasetPanel::setModelInput(const std::optional<Shape>& input, const QString& modelProblem) {
  modelInput_ = input;
  modelProblem_ = modelProblem;
  updateShapeCheck();
}

void DatasetPanel::updateShapeCheck() {
  if (!data_) {
    shapeCheck_->setText({});
    return;
  }
  const QString have = QString::fromStdString(data_->sampleShape().str());
  bool ok = true;
  QString text;
  if (modelInput_) {
    // A flat input count fits any data of as many values (the stack starts with flatten).
    const bool flat = modelInput_->rank() == 1 && data_->sampleShape().rank() > 1 &&
                      (*modelInput_)[0] == data_->sampleShape().numel();
    ok = *modelInput_ == data_->sampleShape() || flat;
    text = flat ? tr("Input %1 (%2 values) matches the model's %2 inputs.").arg(have).arg(data_->sampleShape().numel())
           : ok ? tr("Input %1 matches the model's input.").arg(have)
                : tr("Input %1, but the model expects %2: choose another dataset or model.")
                      .arg(have, QString::fromStdString(modelInput_->str()));
  } else {
    text = tr("Input %1: the model takes its input shape from the data.").arg(have);
  }
  shapeCheck_->setText(text);
  shapeCheck_->setStyleSheet(ok ? QStringLiteral("QLabel { border-left: 4px solid #2e7d32; background: palette(alternate-base); }")
                                : QStringLiteral("QLabel { border-left: 4px solid #c62828; background: palette(alternate-base); }"));
}

QString DatasetPanel::problem() const {
  if (isLoading()) return tr("the dataset %1 is still loading").arg(datasetName());
  if (!data_) return loadError_.isEmpty() ? tr("choose a dataset") : tr("dataset %1 is not available: %2").arg(datasetName(), loadError_);
  const auto p = split();
  if (std::fabs(p[0] + p[1] + p[2] - 100.0) >= 0.01) return tr("the split percentages must add up to 100");
  return {};
}

// The first training rows as the model sees them (normalised), the class last.
void DatasetPanel::showTableRows(const Subset& train, const QStringList& classes) {
  const std::int64_t features = data_->features.dim(1);
  const int shownColumns = static_cast<int>(std::min<std::int64_t>(features, kColumnsShown));
  const bool more = features > kColumnsShown;
  const int rows = static_cast<int>(std::min<std::int64_t>(train.size(), kRowsShown));
  table_->clear();
  table_->setColumnCount(shownColumns + (more ? 1 : 0) + 1);
  table_->setRowCount(rows);
  QStringList header;
  for (int c = 0; c < shownColumns; ++c) header << tr("x%1").arg(c + 1);
  if (more) header << tr("... (%1 more)").arg(features - kColumnsShown);
  header << tr("class");
  table_->setHorizontalHeaderLabels(header);
  const float* x = data_->features.data<float>();
  const auto* labels = data_->labels.data<std::int32_t>();
  for (int r = 0; r < rows; ++r) {
    const std::int64_t idx = train.indices[static_cast<std::size_t>(r)];
    for (int c = 0; c < shownColumns; ++c)
      table_->setItem(r, c, new QTableWidgetItem(QString::number(x[idx * features + c], 'g', 4)));
    if (more) table_->setItem(r, shownColumns, new QTableWidgetItem(QStringLiteral("...")));
    table_->setItem(r, table_->columnCount() - 1, new QTableWidgetItem(classes.value(labels[idx])));
  }
  table_->resizeColumnsToContents();
  const bool minmax = data_->description.find("minmax normalised") != std::string::npos;
  tableNote_->setText(tr("%1 inputs and the class (the last column) per row; the first %2 training rows as the model "
                         "sees them. %3")
                          .arg(features)
                          .arg(rows)
                          .arg(minmax ? tr("Each input column is min-max normalised to [0, 1] over all rows (statistics "
                                           "of the whole file, as the C trainer takes them).")
                                      : tr("Values as written in the file (not normalised).")));
}

}  // namespace nnlab::gui
