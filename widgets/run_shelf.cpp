#include "widgets/run_shelf.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include "widgets/number_text.h"

namespace nnlab::gui {

namespace {
enum Column { Overlay, Model, Dataset, Device, Precision, Batch, Epochs, TrainTime, Throughput, Accuracy, Status, Columns };
constexpr int kRunIdRole = Qt::UserRole + 1;
}  // namespace

RunShelf::RunShelf(QWidget* parent) : QWidget(parent) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  // Buttons and hint share one line above the table, so the rows get the height (two rows
  // showed at 1280x800, #18 finding 2).
  auto* buttons = new QHBoxLayout;
  hint_ = new QLabel(tr("Every run of this session. Tick <i>overlay</i> to draw a run on the charts beside the current one."),
                     this);
  hint_->setWordWrap(true);
  table_ = new QTableWidget(0, Columns, this);
  table_->setObjectName("runTable");
  table_->setHorizontalHeaderLabels({tr("Overlay"), tr("Model"), tr("Data"), tr("Device"), tr("Precision"), tr("Batch"),
                                     tr("Epochs"), tr("Training"), tr("Samples/s"), tr("Test acc."), tr("Status")});
  table_->verticalHeader()->setVisible(false);
  table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  table_->setSelectionBehavior(QAbstractItemView::SelectRows);
  table_->setSelectionMode(QAbstractItemView::SingleSelection);
  table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
  table_->horizontalHeader()->setStretchLastSection(true);
  table_->setAlternatingRowColors(true);
  table_->setToolTip(hint_->text());

  show_ = new QPushButton(tr("Show"), this);
  show_->setObjectName("showRun");
  show_->setToolTip(tr("Make the selected run the current one on the charts and in the results"));
  exportCharts_ = new QPushButton(tr("Export charts..."), this);
  exportCharts_->setToolTip(tr("Write every chart of the selected run to a folder (PNG, PDF, SVG, CSV)"));
  saveRecord_ = new QPushButton(tr("Save record..."), this);
  saveRecord_->setToolTip(tr("Save the run record (JSON, as nnlab-cli writes it) and its per-epoch CSV"));
  clear_ = new QPushButton(tr("Clear overlays"), this);
  for (QPushButton* b : {show_, exportCharts_, saveRecord_, clear_}) buttons->addWidget(b);
  buttons->addWidget(hint_, 1);
  layout->addLayout(buttons);
  layout->addWidget(table_, 1);

  connect(table_, &QTableWidget::itemChanged, this, [this](QTableWidgetItem* item) {
    if (item->column() == Overlay) emit overlaysChanged();
  });
  connect(table_, &QTableWidget::itemSelectionChanged, this, &RunShelf::updateButtons);
  connect(table_, &QTableWidget::cellDoubleClicked, this, [this](int row, int) {
    emit showRequested(table_->item(row, Overlay)->data(kRunIdRole).toInt());
  });
  connect(show_, &QPushButton::clicked, this, [this] { emit showRequested(selectedRunId()); });
  connect(exportCharts_, &QPushButton::clicked, this, [this] { emit exportChartsRequested(selectedRunId()); });
  connect(saveRecord_, &QPushButton::clicked, this, [this] { emit saveRecordRequested(selectedRunId()); });
  connect(clear_, &QPushButton::clicked, this, [this] {
    const QSignalBlocker block(table_);
    for (int r = 0; r < table_->rowCount(); ++r) table_->item(r, Overlay)->setCheckState(Qt::Unchecked);
    emit overlaysChanged();
  });
  updateButtons();
}

int RunShelf::rowOf(int runId) const {
  for (int r = 0; r < table_->rowCount(); ++r)
    if (table_->item(r, Overlay)->data(kRunIdRole).toInt() == runId) return r;
  return -1;
}

int RunShelf::rowCount() const { return table_->rowCount(); }

void RunShelf::updateRun(const RunData& run) {
  const QSignalBlocker block(table_);
  int row = rowOf(run.id);
  if (row < 0) {
    row = table_->rowCount();
    table_->insertRow(row);
    auto* overlay = new QTableWidgetItem(run.title());
    overlay->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
    overlay->setCheckState(Qt::Unchecked);
    overlay->setData(kRunIdRole, run.id);
    overlay->setData(Qt::DecorationRole, run.color);
    table_->setItem(row, Overlay, overlay);
    for (int c = Overlay + 1; c < Columns; ++c) table_->setItem(row, c, new QTableWidgetItem);
  }
  const auto acc = run.testAccuracy();
  const QString cells[Columns] = {
      run.title(),
      run.modelName(),
      run.datasetLabel(),
      run.deviceLabel(),
      run.precisionName(),
      countText(run.spec.train.batch),
      tr("%1 of %2").arg(run.epochs.size()).arg(run.spec.train.epochs),
      run.epochs.empty() ? QString() : secondsText(run.trainSeconds()),
      run.epochs.empty() ? QString() : decimalText(run.samplesPerSecond(), 0),
      acc ? percentText(*acc) : QString(),
      run.statusText()};
  for (int c = Overlay + 1; c < Columns; ++c) {
    QTableWidgetItem* item = table_->item(row, c);
    item->setText(cells[c]);
    if (c == Batch || c == TrainTime || c == Throughput || c == Accuracy) item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    if (c == Status && !run.message.isEmpty()) item->setToolTip(run.message);
    if (c == Dataset && run.synthetic())
      item->setToolTip(tr("A synthetic stand-in: procedural images with a real set's shape and class count. Its accuracy "
                          "says nothing about real data; its times and speed-ups do."));
  }
  // A run can be overlaid once it has at least one epoch to draw.
  QTableWidgetItem* overlay = table_->item(row, Overlay);
  const Qt::ItemFlags base = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
  overlay->setFlags(run.state == RunData::State::Finished && !run.epochs.empty() ? base | Qt::ItemIsUserCheckable : base);
  updateButtons();
}

QList<int> RunShelf::overlaidRunIds() const {
  QList<int> ids;
  for (int r = 0; r < table_->rowCount(); ++r)
    if (table_->item(r, Overlay)->checkState() == Qt::Checked) ids << table_->item(r, Overlay)->data(kRunIdRole).toInt();
  return ids;
}

void RunShelf::setOverlaid(int runId, bool on) {
  const int row = rowOf(runId);
  if (row >= 0) table_->item(row, Overlay)->setCheckState(on ? Qt::Checked : Qt::Unchecked);  // emits overlaysChanged
}

int RunShelf::selectedRunId() const {
  const int row = table_->currentRow();
  return row >= 0 && table_->item(row, Overlay) ? table_->item(row, Overlay)->data(kRunIdRole).toInt() : 0;
}

void RunShelf::updateButtons() {
  const bool any = selectedRunId() != 0;
  show_->setEnabled(any);
  exportCharts_->setEnabled(any);
  saveRecord_->setEnabled(any);
  clear_->setEnabled(table_->rowCount() > 0);
}

}  // namespace nnlab::gui
