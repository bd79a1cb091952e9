#include "widgets/chart_export.h"

#include <QDir>
#include <QFile>
#include <QSaveFile>
#include <QSvgGenerator>
#include <QTextStream>
#include <qcustomplot.h>

#include "widgets/chart_view.h"

namespace nnlab::gui {

namespace {

QString num(double v) { return std::isfinite(v) ? QString::number(v, 'g', 10) : QString(); }

QString quoted(QString s) {
  if (s.contains(',') || s.contains('"')) s = '"' + s.replace('"', "\"\"") + '"';
  return s;
}

// The tick label a category axis (text ticker) shows at x, or empty.
QString tickLabel(const QCPAxis* axis, double x) {
  auto text = qSharedPointerDynamicCast<QCPAxisTickerText>(axis->ticker());
  if (!text) return {};
  auto it = text->ticks().find(x);
  // (a label wrapped onto lines for the screen is one name in a file)
  return it == text->ticks().end() ? QString() : QString(it.value()).replace(QLatin1Char('\n'), QLatin1Char(' '));
}

// Draws a ChartView in `look`, its title whole, while it lives, and as before afterwards.
class LookScope {
 public:
  LookScope(QCustomPlot* plot, ChartView::Look look) : chart_(qobject_cast<ChartView*>(plot)) {
    if (!chart_) return;
    before_ = chart_->look();
    if (before_ != look) chart_->setLook(look);
    chart_->setWholeTitle(true);
  }
  ~LookScope() {
    if (!chart_) return;
    chart_->setWholeTitle(false);
    if (chart_->look() != before_) chart_->setLook(before_);
    chart_->replot(QCustomPlot::rpQueuedReplot);
  }
  LookScope(const LookScope&) = delete;
  LookScope& operator=(const LookScope&) = delete;

 private:
  ChartView* chart_ = nullptr;
  ChartView::Look before_ = ChartView::Look::Screen;
};

}  // namespace

QSize ChartExport::exportSize(const QCustomPlot* plot) {
  const QSize s = plot->size();
  return plot->isVisible() && s.width() > 50 && s.height() > 50 ? s : QSize(800, 500);
}

bool ChartExport::savePng(QCustomPlot* plot, const QString& path, int dpi, Look look, QSize size) {
  if (size.isEmpty()) size = exportSize(plot);
  dpi = std::clamp(dpi, 24, 2400);
  const LookScope scope(plot, look);
  return plot->savePng(path, size.width(), size.height(), dpi / 96.0, -1, dpi, QCP::ruDotsPerInch);
}

bool ChartExport::savePdf(QCustomPlot* plot, const QString& path, const QString& title, QSize size) {
  if (size.isEmpty()) size = exportSize(plot);
  const LookScope scope(plot, Look::Print);
  return plot->savePdf(path, size.width(), size.height(), QCP::epNoCosmetic, QStringLiteral("nnlab"), title);
}

bool ChartExport::saveSvg(QCustomPlot* plot, const QString& path, const QString& title, QSize size) {
  if (size.isEmpty()) size = exportSize(plot);
  QSvgGenerator svg;
  svg.setFileName(path);
  svg.setSize(size);
  svg.setViewBox(QRect(QPoint(0, 0), size));
  svg.setTitle(title);
  svg.setDescription(QStringLiteral("nnlab chart"));
  const LookScope scope(plot, Look::Print);
  QCPPainter painter;
  if (!painter.begin(&svg)) return false;
  plot->toPainter(&painter, size.width(), size.height());
  return painter.end() && QFile::exists(path);
}

QString ChartExport::csv(const QCustomPlot* plot) {
  QString out;
  QTextStream s(&out);
  bool header = false;
  for (int i = 0; i < plot->plottableCount(); ++i) {
    QCPAbstractPlottable* p = const_cast<QCustomPlot*>(plot)->plottable(i);  // no const getter
    const QString name = quoted(p->name());
    if (auto* map = qobject_cast<QCPColorMap*>(p)) {
      s << "row,column,value\n";
      QCPColorMapData* d = map->data();
      for (int y = 0; y < d->valueSize(); ++y)
        for (int x = 0; x < d->keySize(); ++x) s << y << ',' << x << ',' << num(d->cell(x, y)) << '\n';
      header = true;
      continue;
    }
    if (!header) {
      s << "series,x,y,label\n";
      header = true;
    }
    if (auto* g = qobject_cast<QCPGraph*>(p)) {
      for (auto it = g->data()->constBegin(); it != g->data()->constEnd(); ++it)
        s << name << ',' << num(it->key) << ',' << num(it->value) << ",\n";
    } else if (auto* b = qobject_cast<QCPBars*>(p)) {
      for (auto it = b->data()->constBegin(); it != b->data()->constEnd(); ++it)
        s << name << ',' << num(it->key) << ',' << num(it->value) << ',' << quoted(tickLabel(b->keyAxis(), it->key)) << '\n';
    }
  }
  return out;
}

bool ChartExport::saveCsv(const QCustomPlot* plot, const QString& path) {
  QSaveFile f(path);
  if (!f.open(QIODevice::WriteOnly | QIODevice::Text)) return false;
  const auto* chart = qobject_cast<const ChartView*>(plot);
  f.write((chart ? chart->csv() : csv(plot)).toUtf8());
  return f.commit();
}

QStringList ChartExport::saveAll(ChartView* chart, const QString& dir, const QString& base, int dpi, QString* error,
                                 Look pngLook) {
  QStringList written;
  if (!QDir().mkpath(dir)) {
    if (error) *error = QCoreApplication::translate("ChartExport", "cannot create the folder %1").arg(dir);
    return written;
  }
  const QString stem = QDir(dir).filePath(base);
  const QString title = chart->title();
  const struct {
    QString ext;
    bool ok;
  } results[] = {{"png", savePng(chart, stem + ".png", dpi, pngLook)},
                 {"pdf", savePdf(chart, stem + ".pdf", title)},
                 {"svg", saveSvg(chart, stem + ".svg", title)},
                 {"csv", saveCsv(chart, stem + ".csv")}};
  for (const auto& r : results) {
    if (r.ok)
      written << stem + '.' + r.ext;
    else if (error && error->isEmpty())
      *error = QCoreApplication::translate("ChartExport", "cannot write %1").arg(stem + '.' + r.ext);
  }
  return written;
}

}  // namespace nnlab::gui
