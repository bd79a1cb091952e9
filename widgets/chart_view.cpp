#include "widgets/chart_view.h"

#include <QApplication>
#include <QClipboard>
#include <QFileDialog>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <algorithm>
#include <functional>

#include "widgets/chart_export.h"
#include "widgets/png_export_dialog.h"
#include "widgets/view_scale.h"

namespace nnlab::gui {

ChartView::ChartView(const QString& id, const QString& title, QWidget* parent) : QCustomPlot(parent), id_(id) {
  plotLayout()->insertRow(0);
  titleText_ = title;
  title_ = new QCPTextElement(this, title, chartFont(1.1, true));
  plotLayout()->addElement(0, 0, title_);
  emptyHint_ = new QCPItemText(this);
  emptyHint_->position->setType(QCPItemPosition::ptAxisRectRatio);
  emptyHint_->position->setCoords(0.5, 0.5);
  emptyHint_->setPositionAlignment(Qt::AlignCenter);
  emptyHint_->setTextAlignment(Qt::AlignCenter);
  emptyHint_->setClipToAxisRect(true);
  emptyHint_->setVisible(false);
  legend->setVisible(false);
  legend->setFillOrder(QCPLegend::foColumnsFirst);
  setMinimumSize(220, 160);
  setNoAntialiasingOnDrag(true);
  setPlottingHint(QCP::phFastPolylines, true);  // solid lines drawn as one polyline
  setContextMenuPolicy(Qt::CustomContextMenu);
  connect(this, &QWidget::customContextMenuRequested, this, &ChartView::showContextMenu);
  // The hint is wrapped to the plot's width once the layout knows it (a long hint in a narrow
  // chart ran over the axes).
  connect(this, &QCustomPlot::afterLayout, this, &ChartView::wrapEmptyHint);
  // A legend below the plot wraps into rows that fit the chart's width (in one row, eight runs'
  // entries made the chart, and the window, wider than a 1280x800 screen at 200 %).
  // Axis labels shortened to their axes, likewise.
  connect(this, &QCustomPlot::beforeReplot, this, [this] {
    // The axes' lengths as this replot will lay them out: a chart refreshed while hidden (another
    // tab) and then shown would otherwise keep labels elided to its hidden size.
    updateLayout();
    fitAxisLabels();
    fitLegend();
  });
  connect(&ViewScale::instance(), &ViewScale::changed, this, [this] {
    if (look_ == Look::Screen) restyle();
  });
  applyTheme();
}

QString ChartView::title() const { return titleText_; }

void ChartView::setTitle(const QString& title) {
  titleText_ = title;
  wrapTitle();
}

void ChartView::setWholeTitle(bool on) {
  if (wholeTitle_ == on) return;
  wholeTitle_ = on;
  wrapTitle();
}

namespace {

// `text` in lines of at most `width` pixels, broken between words (a word longer than the width
// keeps a line of its own).
QStringList wrapWords(const QString& text, const QFontMetrics& fm, int width) {
  QStringList lines;
  QString line;
  for (const QString& word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
    const QString longer = line.isEmpty() ? word : line + QLatin1Char(' ') + word;
    if (!line.isEmpty() && fm.horizontalAdvance(longer) > width) {
      lines << line;
      line = word;
    } else {
      line = longer;
    }
  }
  if (!line.isEmpty()) lines << line;
  return lines;
}

}  // namespace

QString ChartView::categoryLabel(const QString& label, int categories) const {
  const QFontMetrics fm(xAxis->tickLabelFont());
  const int room = std::max(fm.averageCharWidth() * 8, static_cast<int>(width() * 0.8) / std::max(1, categories) - 6);
  return wrapWords(label, fm, room).join(QLatin1Char('\n'));
}

void ChartView::wrapTitle() {
  // A title wider than the chart (a narrow chart, a large zoom, presentation mode) wraps between
  // words, each of its lines on its own; past two lines a line, or a word wider than the chart,
  // it is elided and the tooltip says it whole.
  const QFontMetrics fm(title_->font());
  const int width = std::max(fm.averageCharWidth() * 6, this->width() - 8);
  QStringList lines;
  const int maxLines = wholeTitle_ ? 1000 : 2;
  for (const QString& paragraph : titleText_.split(QLatin1Char('\n'))) {
    QStringList wrapped = wrapWords(paragraph, fm, width);
    if (wrapped.size() > maxLines) {
      QStringList rest = wrapped.mid(maxLines - 1);
      wrapped = wrapped.mid(0, maxLines - 1);
      wrapped << rest.join(QLatin1Char(' '));
    }
    lines << wrapped;
  }
  bool shortened = false;
  for (QString& line : lines)
    if (fm.horizontalAdvance(line) > width) {
      line = fm.elidedText(line, Qt::ElideRight, width);
      shortened = true;
    }
  const QString shown = lines.join(QLatin1Char('\n'));
  if (shown != title_->text()) title_->setText(shown);
  titleCut_ = shortened;
  updateToolTip();
}

void ChartView::fitAxisLabels() {
  // An axis label longer than its axis ("accuracy, macro F1 (%)" beside a flat chart in
  // presentation mode) is elided; the tooltip says it whole. A label the chart sets anew is taken
  // as the whole one.
  QStringList cut;
  for (QCPAxis* axis : axisRect()->axes()) {
    const QString current = axis->label();
    QString& full = axisLabels_[axis];
    if (current != shownLabels_.value(axis)) full = current;
    const QFontMetrics fm(axis->labelFont());
    const int room = axis->orientation() == Qt::Horizontal ? axisRect()->width() : axisRect()->height();
    QString shown = full;
    if (room > fm.averageCharWidth() * 4 && fm.horizontalAdvance(full) > room) {
      shown = fm.elidedText(full, Qt::ElideRight, room);
      cut << full;
    }
    shownLabels_[axis] = shown;
    if (shown != current) axis->setLabel(shown);
  }
  axesCut_ = cut;
  updateToolTip();
}

void ChartView::updateToolTip() {
  QStringList parts;
  if (titleCut_) parts << titleText_;
  parts << axesCut_;
  // (runs before every replot, 25 times a second while training: set only when it changes)
  const QString tip = parts.join(QLatin1Char('\n'));
  if (tip != toolTip()) setToolTip(tip);
}

void ChartView::fitLegend() {
  if (!legendBelow_) return;
  QList<int> widths;
  for (int i = 0; i < legend->itemCount(); ++i)
    if (legend->item(i) && legend->item(i)->visible()) widths << legend->item(i)->minimumOuterSizeHint().width();
  const int room = std::max(1, width() - legend->margins().left() - legend->margins().right() - 8);
  int columns = std::max<int>(1, static_cast<int>(widths.size()));
  // The most columns whose widest entries, side by side, fit the room.
  std::sort(widths.begin(), widths.end(), std::greater<int>());
  while (columns > 1) {
    int row = 0;
    for (int c = 0; c < columns; ++c) row += widths[c] + (c ? legend->columnSpacing() : 0);
    if (row <= room) break;
    --columns;
  }
  if (legend->wrap() != columns) {
    legend->setWrap(columns);
    legend->setFillOrder(QCPLegend::foColumnsFirst, true);  // rearranges the entries
  }
}

QSize ChartView::minimumSizeHint() const {
  // Small: the title wraps and the legend below folds into rows (a layout's own minimum, the sum
  // of a long title's or a legend's widths, forced whole pages wider than the screen).
  const QFontMetrics fm(font());
  return QSize(std::max(minimumWidth(), fm.averageCharWidth() * 26), std::max(minimumHeight(), fm.height() * 9));
}

QSize ChartView::sizeHint() const {
  // What a chart needs to be read (a title, axes with labels, a legend), in the current font: the
  // height a page that stacks its panes (ReflowSplitter) gives it.
  const QFontMetrics fm(font());
  return QSize(fm.averageCharWidth() * 40, fm.height() * 18);
}

void ChartView::resizeEvent(QResizeEvent* event) {
  wrapTitle();
  QCustomPlot::resizeEvent(event);
}

void ChartView::refresh() {
  rebuild();
  replot();
}

void ChartView::setLook(Look look) {
  if (look == look_) return;
  look_ = look;
  applyTheme();
  ++styleVersion_;
  rebuild();
}

void ChartView::restyle() {
  applyTheme();
  ++styleVersion_;
  refresh();
}

int ChartView::pointCount() const {
  int n = 0;
  for (int i = 0; i < plottableCount(); ++i) {
    QCPAbstractPlottable* p = const_cast<ChartView*>(this)->plottable(i);  // QCustomPlot lacks const getters
    if (auto* map = qobject_cast<QCPColorMap*>(p))
      n += map->data()->keySize() * map->data()->valueSize();
    else if (p->interface1D())
      n += p->interface1D()->dataCount();
  }
  return n;
}

QString ChartView::csv() const { return ChartExport::csv(this); }

void ChartView::setEmptyHint(const QString& text) {
  hintText_ = text;
  emptyHint_->setVisible(!text.isEmpty());
  wrapEmptyHint();
}

QString ChartView::emptyHint() const { return emptyHint_->visible() ? emptyHint_->text() : QString(); }

void ChartView::wrapEmptyHint() {
  if (hintText_.isEmpty()) return;
  const QFontMetrics fm(emptyHint_->font());
  const int width = std::max(fm.averageCharWidth() * 8, static_cast<int>(axisRect()->width() * 0.9));
  emptyHint_->setText(wrapWords(hintText_, fm, width).join(QLatin1Char('\n')));
}

ChartView::Colors ChartView::colors() const {
  Colors c;
  if (look_ == Look::Print) {
    c.background = Qt::white;
    c.text = QColor(20, 20, 20);
    c.grid = QColor(0, 0, 0, 40);
    c.placeholder = QColor(110, 110, 110);
    c.dark = false;
    return c;
  }
  const QPalette pal = palette();
  c.background = pal.color(QPalette::Base);
  c.text = pal.color(QPalette::WindowText);
  c.dark = c.background.lightness() < 128;
  c.grid = c.text;
  c.grid.setAlpha(c.dark ? 50 : 35);
  c.placeholder = pal.color(QPalette::PlaceholderText);
  return c;
}

double ChartView::lineWidth(double normal) const {
  return look_ == Look::Print ? normal : normal * ViewScale::instance().lineScale();
}

double ChartView::markerSize(double normal) const {
  return look_ == Look::Print ? normal : normal * ViewScale::instance().lineScale();
}

QFont ChartView::chartFont(double relative, bool bold) const {
  QFont f = look_ == Look::Print ? ViewScale::instance().normalFont() : font();
  if (f.pointSizeF() > 0)
    f.setPointSizeF(f.pointSizeF() * relative);
  else
    f.setPixelSize(std::max(1, static_cast<int>(f.pixelSize() * relative + 0.5)));
  f.setBold(bold);
  return f;
}

void ChartView::applyTheme() {
  const Colors c = colors();
  setBackground(c.background);
  const QFont labels = chartFont(), ticks = chartFont(0.92);
  const QPen axisPen(c.text, lineWidth(1.0));
  for (QCPAxisRect* rect : axisRects()) {
    for (QCPAxis* axis : rect->axes()) {
      axis->setBasePen(axisPen);
      axis->setTickPen(axisPen);
      axis->setSubTickPen(axisPen);
      axis->setLabelColor(c.text);
      axis->setTickLabelColor(c.text);
      axis->setLabelFont(labels);
      axis->setTickLabelFont(ticks);
      axis->grid()->setPen(QPen(c.grid, 1, Qt::DotLine));
      axis->grid()->setZeroLinePen(Qt::NoPen);
    }
  }
  if (!legendBelow_) {  // a legend inside the plot gets a frame over the data; below it needs none
    QColor legendBg = c.background;
    legendBg.setAlpha(215);
    legend->setBrush(legendBg);
    legend->setBorderPen(QPen(c.grid.darker(c.dark ? 60 : 150), 1));
  }
  legend->setTextColor(c.text);
  legend->setFont(chartFont(0.9));
  const int icon = QFontMetrics(chartFont(0.9)).height();
  legend->setIconSize(icon * 2, icon * 2 / 3);
  title_->setTextColor(c.text);
  title_->setFont(chartFont(1.1, true));
  wrapTitle();
  emptyHint_->setColor(c.placeholder);
  emptyHint_->setFont(chartFont());
  wrapEmptyHint();
  for (QCPColorScale* scale : findChildren<QCPColorScale*>()) {
    scale->axis()->setBasePen(axisPen);
    scale->axis()->setTickPen(axisPen);
    scale->axis()->setTickLabelColor(c.text);
    scale->axis()->setLabelColor(c.text);
    scale->axis()->setLabelFont(labels);
    scale->axis()->setTickLabelFont(ticks);
  }
}

void ChartView::legendBelow() {
  axisRect()->insetLayout()->take(legend);
  axisRect()->insetLayout()->simplify();
  // The legend sits between two empty stretching cells. Alone in the plot's column, an empty
  // legend (no run yet) capped the column's width at its own margins and the whole plot
  // shrank to a strip (#18 finding 4: "Time per phase", the first chart with a legend below).
  auto* row = new QCPLayoutGrid;
  const int at = plotLayout()->rowCount();
  plotLayout()->addElement(at, 0, row);
  plotLayout()->setRowStretchFactor(at, 0.001);  // as tall as its entries, no more
  row->addElement(0, 0, new QCPLayoutElement(this));
  row->addElement(0, 1, legend);
  row->addElement(0, 2, new QCPLayoutElement(this));
  row->setColumnStretchFactor(0, 1);
  row->setColumnStretchFactor(1, 0.001);
  row->setColumnStretchFactor(2, 1);
  row->setColumnSpacing(0);
  legend->setMargins(QMargins(4, 2, 4, 4));
  legend->setBorderPen(Qt::NoPen);
  legend->setBrush(Qt::NoBrush);
  legendBelow_ = true;
}

void ChartView::changeEvent(QEvent* event) {
  QCustomPlot::changeEvent(event);
  // A new palette (theme) or font (zoom, presentation mode): Qt sends these as events.
  if ((event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange) && look_ == Look::Screen) restyle();
}

QString ChartView::seriesName(const RunData& run, const QString& what) const {
  return runs_.size() > 1 ? tr("%1 %2").arg(run.legendName(), what) : what;
}

QString ChartView::askPath(const QString& filter, const QString& ext) {
  QSettings settings;
  const QString dir = settings.value("export/lastDir", QDir::homePath()).toString();
  QString path = QFileDialog::getSaveFileName(this, tr("Export chart"), QDir(dir).filePath(id_ + '.' + ext), filter);
  if (path.isEmpty()) return {};
  if (QFileInfo(path).suffix().isEmpty()) path += '.' + ext;
  settings.setValue("export/lastDir", QFileInfo(path).absolutePath());
  return path;
}

void ChartView::exportPng() {
  PngExportDialog options(this);
  if (options.exec() != QDialog::Accepted) return;
  const QString path = askPath(tr("PNG image (*.png)"), "png");
  if (!path.isEmpty() && !ChartExport::savePng(this, path, options.dpi(), options.look()))
    QMessageBox::warning(this, tr("Export failed"), tr("Could not write %1.").arg(path));
}

void ChartView::exportPdf() {
  const QString path = askPath(tr("PDF document (*.pdf)"), "pdf");
  if (!path.isEmpty() && !ChartExport::savePdf(this, path, title()))
    QMessageBox::warning(this, tr("Export failed"), tr("Could not write %1.").arg(path));
}

void ChartView::exportSvg() {
  const QString path = askPath(tr("SVG image (*.svg)"), "svg");
  if (!path.isEmpty() && !ChartExport::saveSvg(this, path, title()))
    QMessageBox::warning(this, tr("Export failed"), tr("Could not write %1.").arg(path));
}

void ChartView::exportCsv() {
  const QString path = askPath(tr("CSV table (*.csv)"), "csv");
  if (!path.isEmpty() && !ChartExport::saveCsv(this, path))
    QMessageBox::warning(this, tr("Export failed"), tr("Could not write %1.").arg(path));
}

void ChartView::showContextMenu(const QPoint& pos) {
  QMenu menu(this);
  menu.addAction(tr("Export as PNG..."), this, &ChartView::exportPng);
  menu.addAction(tr("Export as PDF..."), this, &ChartView::exportPdf);
  menu.addAction(tr("Export as SVG..."), this, &ChartView::exportSvg);
  menu.addAction(tr("Export data as CSV..."), this, &ChartView::exportCsv);
  menu.addSeparator();
  menu.addAction(tr("Copy image"), this, [this] { QApplication::clipboard()->setPixmap(toPixmap()); });
  menu.exec(mapToGlobal(pos));
}

}  // namespace nnlab::gui
