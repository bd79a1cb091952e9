#pragma once
// The History page: every run this machine made (the CLI's included), from the history file.
// Search, filter by device and status, sort any column; open a run (its charts and results as if
// just trained), tick runs and compare them on the same charts, rename (edit the name), delete,
// export a record, import records. Without a usable history it says why and offers another file.
#include <QWidget>
#include <memory>

#include "experiment/history_store.h"
#include "experiment/report.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QStackedWidget;
class QTableView;
class QTimer;

namespace nnlab::gui {

class HistoryFilter;
class HistoryModel;

class HistoryView : public QWidget {
  Q_OBJECT
 public:
  explicit HistoryView(QWidget* parent = nullptr);

  // The history to show (shared with the training controller); null with the reason it is not
  // usable ("history X is damaged ...").
  void setStore(std::shared_ptr<HistoryStore> store, const QString& problem = {});
  const std::shared_ptr<HistoryStore>& store() const { return store_; }
  // Re-reads the list (keeps ticks, selection and sort).
  void refresh();

  QTableView* table() const { return table_; }
  HistoryModel* model() const { return model_; }
  HistoryFilter* filter() const { return filter_; }
  QLineEdit* searchBox() const { return search_; }
  QPushButton* reportButton() const { return report_; }
  QList<qint64> selectedIds() const;
  double lastLoadSeconds() const { return lastLoadSeconds_; }  // list() + model reset of the last refresh

 signals:
  void openRequested(qint64 historyId);              // show this run's charts and results
  void compareRequested(const QList<qint64>& ids);   // the first as the current run, the others overlaid
  void renamed(qint64 historyId, const QString& label);
  void deleted(const QList<qint64>& ids);
  void chooseFileRequested();
  // Report... : the selected runs (or their energy) as a study report.
  void reportRequested(const nnlab::ReportSelection& selection);                        // "Use another history file..."
  void statusMessage(const QString& text);

 protected:
  void showEvent(QShowEvent* event) override;

 private:
  void updateButtons();
  void updateChoices();
  void deleteSelected();
  void exportSelected();
  void importRecords();

  std::shared_ptr<HistoryStore> store_;
  HistoryModel* model_ = nullptr;
  HistoryFilter* filter_ = nullptr;
  QStackedWidget* stack_ = nullptr;
  QLabel* problem_ = nullptr;
  QLabel* summary_ = nullptr;
  QLineEdit* search_ = nullptr;
  QComboBox* device_ = nullptr;
  QComboBox* status_ = nullptr;
  QTableView* table_ = nullptr;
  QPushButton* open_ = nullptr;
  QPushButton* compare_ = nullptr;
  QPushButton* clearTicks_ = nullptr;
  QPushButton* export_ = nullptr;
  QPushButton* report_ = nullptr;
  QPushButton* import_ = nullptr;
  QPushButton* delete_ = nullptr;
  QTimer* poll_ = nullptr;  // while a run is going: the list follows its epochs
  double lastLoadSeconds_ = 0.0;
  bool stale_ = true;
};

}  // namespace nnlab::gui
