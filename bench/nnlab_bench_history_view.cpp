// nnlab-bench-history-view: how long the app's History page takes to open on a big history
// (issue 11: < 1 s with 10,000 runs of 30 epochs). Builds the page as the app does, points it at
// the file (made by nnlab-bench-history), shows it and waits until it has painted: the time from
// show() to the first painted frame with every run listed, median of 5 (offscreen platform).
//   QT_QPA_PLATFORM=offscreen nnlab-bench-history-view bench-results/history/big-10000.sqlite
#include <QApplication>
#include <QElapsedTimer>
#include <QTableView>
#include <algorithm>
#include <cstdio>
#include <vector>

#include "experiment/history_store.h"
#include "widgets/lab/history_model.h"
#include "widgets/lab/history_view.h"

int main(int argc, char** argv) {
  if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
  QApplication app(argc, argv);
  if (argc < 2) {
    std::fprintf(stderr, "usage: nnlab-bench-history-view HISTORY.sqlite\n");
    return 2;
  }
  std::vector<double> ms;
  int rows = 0;
  for (int k = 0; k < 5; ++k) {
    QElapsedTimer t;
    t.start();
    auto store = std::shared_ptr<nnlab::HistoryStore>(nnlab::HistoryStore::open(argv[1], nnlab::HistoryStore::Mode::ReadOnly));
    nnlab::gui::HistoryView view;
    view.resize(1280, 800);
    view.setStore(store);
    view.show();
    QApplication::processEvents();
    view.table()->viewport()->repaint();  // the first frame, painted
    ms.push_back(t.nsecsElapsed() / 1e6);
    rows = view.model()->rowCount();
  }
  std::sort(ms.begin(), ms.end());
  std::printf("History page: %d runs listed and painted in %.1f ms (median of 5; min %.1f, max %.1f)\n", rows, ms[2], ms[0],
              ms[4]);
  return 0;
}
