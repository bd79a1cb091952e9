#include "widgets/lab/history_view.h"

#include <QComboBox>
#include <QElapsedTimer>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QMenu>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QShortcut>
#include <QStackedWidget>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>
#include <fstream>

#include "core/error.h"
#include "core/files.h"
#include "widgets/engine_text.h"
#include "widgets/flow_layout.h"
#include "widgets/lab/history_model.h"
#include "widgets/message_text.h"

namespace nnlab::gui {

namespace {
QString fromError(const std::exception& e) { return errorText(e); }
}  // namespace

HistoryView::HistoryView(QWidget* parent) : QWidget(parent) {
  auto* outer = new QVBoxLayout(this);
  outer->setContentsMargins(0, 0, 0, 0);
  stack_ = new QStackedWidget(this);
  outer->addWidget(stack_);

  // Page 0: no usable history.
  auto* none = new QWidget(stack_);
  auto* noneLayout = new QVBoxLayout(none);
  problem_ = new QLabel(none);
  problem_->setWordWrap(true);
  problem_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  auto* choose = new QPushButton(tr("Use another history file..."), none);
  noneLayout->addStretch(1);
  noneLayout->addWidget(problem_);
  noneLayout->addWidget(choose, 0, Qt::AlignLeft);
  noneLayout->addStretch(2);
  stack_->addWidget(none);
  connect(choose, &QPushButton::clicked, this, &HistoryView::chooseFileRequested);

  // Page 1: the runs.
  auto* page = new QWidget(stack_);
  auto* layout = new QVBoxLayout(page);
  auto* bar = new QHBoxLayout;
  search_ = new QLineEdit(page);
  search_->setObjectName("historySearch");
  search_->setPlaceholderText(tr("Search name, model, data, device..."));
  search_->setClearButtonEnabled(true);
  device_ = new QComboBox(page);
  device_->setObjectName("historyDevice");
  status_ = new QComboBox(page);
  status_->setObjectName("historyStatus");
  status_->addItem(tr("All statuses"), QString());
  for (RunStatus s : {RunStatus::Completed, RunStatus::Cancelled, RunStatus::Diverged, RunStatus::Failed, RunStatus::Running,
                      RunStatus::Interrupted, RunStatus::Unknown})
    status_->addItem(engineText(kRunsContext, runStatusText(s)), QString::fromLatin1(runStatusName(s)));  // shown translated, matched by name
  auto* refreshButton = new QPushButton(tr("Refresh"), page);
  refreshButton->setToolTip(tr("Read the history file again (runs of the command line appear here too) (F5 on this page)"));
  bar->addWidget(search_, 3);
  bar->addWidget(device_, 1);
  bar->addWidget(status_, 1);
  bar->addWidget(refreshButton);
  layout->addLayout(bar);

  summary_ = new QLabel(page);
  summary_->setObjectName("historySummary");
  summary_->setWordWrap(true);  // a long filter summary wraps rather than widen the page
  layout->addWidget(summary_);

  model_ = new HistoryModel(this);
  filter_ = new HistoryFilter(this);
  filter_->setSourceModel(model_);
  table_ = new QTableView(page);
  table_->setObjectName("historyTable");
  table_->setModel(filter_);
  table_->setSortingEnabled(true);
  table_->sortByColumn(HistoryModel::Date, Qt::DescendingOrder);
  table_->setSelectionBehavior(QAbstractItemView::SelectRows);
  table_->setSelectionMode(QAbstractItemView::ExtendedSelection);
  table_->setEditTriggers(QAbstractItemView::EditKeyPressed | QAbstractItemView::SelectedClicked);
  table_->setAlternatingRowColors(true);
  table_->verticalHeader()->setVisible(false);
  table_->verticalHeader()->setDefaultSectionSize(table_->fontMetrics().height() + 8);
  // Column widths from the first rows only: measuring 10,000 rows would take seconds.
  table_->horizontalHeader()->setResizeContentsPrecision(50);
  table_->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
  table_->horizontalHeader()->setStretchLastSection(true);
  layout->addWidget(table_, 1);

  // A row that wraps where the window is narrow (200 % or presentation mode on a small screen).
  auto* buttons = new FlowLayout;
  open_ = new QPushButton(tr("Open"), page);
  open_->setToolTip(tr("Show the selected run's charts and results on the Training page (Enter, or double-click)"));
  compare_ = new QPushButton(tr("Compare ticked"), page);
  compare_->setToolTip(tr("Draw the ticked runs on the same charts, each named by what differs"));
  clearTicks_ = new QPushButton(tr("Clear ticks"), page);
  export_ = new QPushButton(tr("Export..."), page);
  export_->setToolTip(tr("Save the selected run's record (JSON, as nnlab-cli writes it) and its per-epoch CSV"));
  report_ = new QPushButton(tr("Report..."), page);
  report_->setObjectName("historyReport");
  report_->setToolTip(tr("The selected runs as a report (PDF or HTML): charts, tables and how they were made"));
  auto* reportMenu = new QMenu(report_);
  auto askReport = [this](ReportSelection::Kind kind) {
    ReportSelection sel;
    sel.kind = kind;
    for (qint64 id : selectedIds()) sel.runs.push_back(std::to_string(id));
    emit reportRequested(sel);
  };
  reportMenu->addAction(tr("Report of the selected runs..."), this, [askReport] { askReport(ReportSelection::Kind::Runs); });
  reportMenu->addAction(tr("Energy report of the selected runs..."), this,
                        [askReport] { askReport(ReportSelection::Kind::Energy); });
  report_->setMenu(reportMenu);
  import_ = new QPushButton(tr("Import..."), page);
  import_->setToolTip(tr("Add run records (JSON files) to the history"));
  delete_ = new QPushButton(tr("Delete..."), page);
  delete_->setToolTip(tr("Delete the selected runs from the history (Delete)"));
  for (QPushButton* b : {open_, compare_, clearTicks_, report_, export_, import_, delete_}) buttons->addWidget(b);
  layout->addLayout(buttons);
  stack_->addWidget(page);

  poll_ = new QTimer(this);
  poll_->setInterval(2000);
  connect(poll_, &QTimer::timeout, this, [this] {
    if (isVisible()) refresh();
  });

  connect(search_, &QLineEdit::textChanged, filter_, &HistoryFilter::setSearch);
  connect(device_, &QComboBox::currentIndexChanged, this, [this] { filter_->setDevice(device_->currentData().toString()); });
  connect(status_, &QComboBox::currentIndexChanged, this, [this] { filter_->setStatus(status_->currentData().toString()); });
  connect(filter_, &QAbstractItemModel::rowsInserted, this, &HistoryView::updateButtons);
  connect(filter_, &QAbstractItemModel::modelReset, this, &HistoryView::updateButtons);
  connect(filter_, &QAbstractItemModel::layoutChanged, this, &HistoryView::updateButtons);
  connect(refreshButton, &QPushButton::clicked, this, &HistoryView::refresh);
  connect(table_->selectionModel(), &QItemSelectionModel::selectionChanged, this, &HistoryView::updateButtons);
  connect(model_, &HistoryModel::ticksChanged, this, &HistoryView::updateButtons);
  connect(table_, &QTableView::doubleClicked, this, [this](const QModelIndex& index) {
    if (index.column() == HistoryModel::Name || index.column() == HistoryModel::Compare) return;  // edit / tick
    emit openRequested(filter_->data(index, HistoryModel::kRunIdRole).toLongLong());
  });
  connect(open_, &QPushButton::clicked, this, [this] {
    const auto ids = selectedIds();
    if (!ids.isEmpty()) emit openRequested(ids.first());
  });
  connect(compare_, &QPushButton::clicked, this, [this] {
    const auto ids = model_->tickedIds();
    if (!ids.isEmpty()) emit compareRequested(ids);
  });
  connect(clearTicks_, &QPushButton::clicked, model_, &HistoryModel::clearTicks);
  connect(export_, &QPushButton::clicked, this, &HistoryView::exportSelected);
  connect(import_, &QPushButton::clicked, this, &HistoryView::importRecords);
  connect(delete_, &QPushButton::clicked, this, &HistoryView::deleteSelected);
  connect(model_, &HistoryModel::renameRequested, this, [this](qint64 id, const QString& label) {
    if (!store_) return;
    try {
      store_->setLabel(id, label.toStdString());
      emit renamed(id, label);
    } catch (const std::exception& e) {
      emit statusMessage(tr("Could not rename the run: %1").arg(fromError(e)));
      refresh();
    }
  });
  auto* del = new QShortcut(QKeySequence::Delete, table_, nullptr, nullptr, Qt::WidgetShortcut);
  connect(del, &QShortcut::activated, this, &HistoryView::deleteSelected);
  auto* enter = new QShortcut(QKeySequence(Qt::Key_Return), table_, nullptr, nullptr, Qt::WidgetShortcut);
  connect(enter, &QShortcut::activated, open_, &QPushButton::click);
  auto* f5 = new QShortcut(QKeySequence(Qt::Key_F5), this, nullptr, nullptr, Qt::WidgetWithChildrenShortcut);
  connect(f5, &QShortcut::activated, this, &HistoryView::refresh);

  setStore(nullptr, tr("No history file is open."));
}

void HistoryView::setStore(std::shared_ptr<HistoryStore> store, const QString& problem) {
  store_ = std::move(store);
  if (!store_) {
    problem_->setText(tr("<b>Runs are not being kept.</b><br>%1<br><br>Training still works; its results stay in "
                         "this session. Choose another history file to keep them.")
                          .arg(problem.toHtmlEscaped()));
    stack_->setCurrentIndex(0);
    model_->setRuns({});
    return;
  }
  stack_->setCurrentIndex(1);
  stale_ = true;
  if (isVisible()) refresh();
}

void HistoryView::showEvent(QShowEvent* event) {
  QWidget::showEvent(event);
  if (stale_) refresh();
}

void HistoryView::refresh() {
  if (!store_) return;
  if (!isVisible()) {  // a hidden page costs nothing: it reads the file when shown
    stale_ = true;
    return;
  }
  stale_ = false;
  QElapsedTimer clock;
  clock.start();
  const QList<qint64> selected = selectedIds();
  std::vector<RunSummary> runs;
  try {
    runs = store_->list();
  } catch (const std::exception& e) {
    setStore(nullptr, fromError(e));
    emit statusMessage(tr("History: %1").arg(fromError(e)));
    return;
  }
  const bool first = model_->rowCount() == 0;
  bool running = false;
  for (const auto& r : runs) running |= r.status == RunStatus::Running;
  model_->setRuns(std::move(runs));
  updateChoices();
  if (first) table_->resizeColumnsToContents();
  for (qint64 id : selected) {
    const int row = model_->rowOfId(id);
    if (row >= 0) {
      const QModelIndex i = filter_->mapFromSource(model_->index(row, 0));
      table_->selectionModel()->select(i, QItemSelectionModel::Select | QItemSelectionModel::Rows);
    }
  }
  running ? poll_->start() : poll_->stop();
  lastLoadSeconds_ = clock.elapsed() / 1000.0;
  updateButtons();
}

void HistoryView::updateChoices() {
  const QString current = device_->currentData().toString();
  QStringList devices;
  for (const auto& r : model_->runs())
    if (!devices.contains(QString::fromStdString(r.device))) devices << QString::fromStdString(r.device);
  devices.sort();
  const QSignalBlocker block(device_);
  device_->clear();
  device_->addItem(tr("All devices"), QString());
  for (const QString& d : devices) device_->addItem(d, d);
  device_->setCurrentIndex(std::max(0, device_->findData(current)));
}

QList<qint64> HistoryView::selectedIds() const {
  QList<qint64> ids;
  if (!table_->selectionModel()) return ids;
  for (const QModelIndex& i : table_->selectionModel()->selectedRows())
    ids << filter_->data(i, HistoryModel::kRunIdRole).toLongLong();
  return ids;
}

void HistoryView::updateButtons() {
  const int selected = static_cast<int>(selectedIds().size());
  const int ticked = static_cast<int>(model_->tickedIds().size());
  open_->setEnabled(selected > 0);
  export_->setEnabled(selected == 1);
  report_->setEnabled(selected > 0);
  delete_->setEnabled(selected > 0);
  compare_->setEnabled(ticked > 0);
  compare_->setText(ticked ? tr("Compare %n ticked", nullptr, ticked) : tr("Compare ticked"));
  clearTicks_->setEnabled(ticked > 0);
  import_->setEnabled(store_ != nullptr);
  if (store_)
    summary_->setText(tr("%1 of %n run(s) shown, from %2", nullptr, model_->rowCount())
                          .arg(filter_->rowCount())
                          .arg(QString::fromStdString(store_->path())));
}

void HistoryView::deleteSelected() {
  const QList<qint64> ids = selectedIds();
  if (ids.isEmpty() || !store_) return;
  const auto answer = QMessageBox::question(
      this, tr("Delete runs"),
      tr("Delete %n run(s) and their epochs from the history? This cannot be undone.", nullptr, static_cast<int>(ids.size())),
      QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
  if (answer != QMessageBox::Yes) return;
  try {
    std::vector<std::int64_t> v(ids.begin(), ids.end());
    const int n = store_->remove(v);
    emit statusMessage(tr("Deleted %n run(s) from the history", nullptr, n));
    emit deleted(ids);
  } catch (const std::exception& e) {
    QMessageBox::warning(this, tr("Delete runs"), fromError(e));
  }
  refresh();
}

void HistoryView::exportSelected() {
  const QList<qint64> ids = selectedIds();
  if (ids.size() != 1 || !store_) return;
  try {
    const RunRecord rec = store_->load(ids.first());
    QSettings settings;
    const QString dir = settings.value("export/lastDir", QDir::homePath()).toString();
    QString path = QFileDialog::getSaveFileName(this, tr("Export run record"),
                                                QDir(dir).filePath(QString::fromStdString(safeFileName(rec.label)) + ".json"),
                                                tr("Run records (*.json)"));
    if (path.isEmpty()) return;
    if (QFileInfo(path).suffix().isEmpty()) path += ".json";
    settings.setValue("export/lastDir", QFileInfo(path).absolutePath());
    const QString csv = QFileInfo(path).dir().filePath(QFileInfo(path).completeBaseName() + ".csv");
    std::ofstream(path.toStdString()) << rec.toJson().dump(2) << "\n";
    std::ofstream(csv.toStdString()) << rec.epochsCsv();
    if (!QFileInfo::exists(path)) throw std::runtime_error(("cannot write " + path).toStdString());
    emit statusMessage(tr("Saved %1 and %2").arg(path, csv));
  } catch (const std::exception& e) {
    QMessageBox::warning(this, tr("Export run record"), fromError(e));
  }
}

void HistoryView::importRecords() {
  if (!store_) return;
  QSettings settings;
  const QStringList files = QFileDialog::getOpenFileNames(this, tr("Import run records"),
                                                          settings.value("export/lastDir", QDir::homePath()).toString(),
                                                          tr("Run records (*.json)"));
  int added = 0, present = 0;
  QStringList problems;
  for (const QString& f : files) {
    try {
      // An unfinished run of the history (a recovery file of a run that could not be stored) is
      // updated: counted with the added ones.
      store_->importRecord(RunRecord::load(f.toStdString())).outcome == ImportOutcome::Present ? ++present : ++added;
    } catch (const std::exception& e) {
      problems << fromError(e);
    }
  }
  if (!problems.isEmpty()) QMessageBox::warning(this, tr("Import run records"), problems.join("\n\n"));
  if (!files.isEmpty()) emit statusMessage(tr("Imported %1 run(s); %2 were already in the history").arg(added).arg(present));
  refresh();
}

}  // namespace nnlab::gui
