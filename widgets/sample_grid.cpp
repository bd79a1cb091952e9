#include "widgets/sample_grid.h"

#include <QPainter>
#include <algorithm>
#include <cstring>

namespace nnlab::gui {

SampleGrid::SampleGrid(QWidget* parent) : QWidget(parent) {
  setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
}

void SampleGrid::setSamples(const QList<QImage>& images, const QStringList& labels) {
  images_ = images;
  labels_ = labels;
  updateGeometry();
  update();
}

namespace {

// The narrowest width that holds `label` on two lines (broken at a space).
int twoLineWidth(const QFontMetrics& fm, const QString& label) {
  int best = fm.horizontalAdvance(label);
  for (int i = label.indexOf(QLatin1Char(' ')); i >= 0; i = label.indexOf(QLatin1Char(' '), i + 1))
    best = std::min(best, std::max(fm.horizontalAdvance(label.left(i)), fm.horizontalAdvance(label.mid(i + 1))));
  return best;
}

}  // namespace

QSize SampleGrid::cellSize() const {
  const int side = fontMetrics().height() * 4;  // scales with the font, so with the screen's DPI
  // Class names get two lines, and cells widen (up to twice the image) until the longest fits:
  // "Black Sea Sprat" was cut to "Black S..." (#18 finding 8).
  int label = 0;
  for (const QString& l : labels_) label = std::max(label, twoLineWidth(fontMetrics(), l));
  return {std::clamp(label + 8, side + 8, 2 * side), side + 2 * fontMetrics().height() + 10};
}

QString SampleGrid::shownLabel(int i) const {
  const QString label = i < labels_.size() ? labels_[i] : QString();
  const int width = cellSize().width() - 4;
  const QFontMetrics fm = fontMetrics();
  if (fm.horizontalAdvance(label) <= width) return label;
  // Break at the last space that leaves a first line that fits; the second line is elided
  // only when even two lines cannot hold the name.
  const QStringList words = label.split(QLatin1Char(' '), Qt::SkipEmptyParts);
  QString first;
  int used = 0;
  for (; used < words.size(); ++used) {
    const QString longer = first.isEmpty() ? words[used] : first + QLatin1Char(' ') + words[used];
    if (!first.isEmpty() && fm.horizontalAdvance(longer) > width) break;
    first = longer;
  }
  const QString rest = words.mid(used).join(QLatin1Char(' '));
  if (rest.isEmpty()) return fm.elidedText(first, Qt::ElideRight, width);
  return fm.elidedText(first, Qt::ElideRight, width) + QLatin1Char('\n') + fm.elidedText(rest, Qt::ElideRight, width);
}

QSize SampleGrid::sizeHint() const {
  const QSize c = cellSize();
  return {c.width() * 8, c.height() * 3};
}

int SampleGrid::heightForWidth(int width) const {
  const QSize c = cellSize();
  const int cols = std::max(1, width / c.width());
  const int rows = (static_cast<int>(images_.size()) + cols - 1) / cols;
  return std::max(1, rows) * c.height();
}

void SampleGrid::paintEvent(QPaintEvent*) {
  QPainter p(this);
  const QSize c = cellSize();
  const int cols = std::max(1, width() / c.width());
  const int side = fontMetrics().height() * 4;  // the image; a cell may be wider for its label
  if (images_.isEmpty()) {
    p.setPen(palette().color(QPalette::PlaceholderText));
    p.drawText(rect(), Qt::AlignCenter, tr("No samples to show"));
    return;
  }
  p.setRenderHint(QPainter::SmoothPixmapTransform, false);
  for (int i = 0; i < images_.size(); ++i) {
    const int x = (i % cols) * c.width() + 4, y = (i / cols) * c.height() + 4;
    if (y + c.height() > height() + c.height() / 2) break;  // what does not fit is not drawn
    // The image in a side x side box at its own aspect (197x148 fish masks are not square).
    const QSize fit = images_[i].size().scaled(side, side, Qt::KeepAspectRatio);
    const QRect target(x + (c.width() - 8 - fit.width()) / 2, y + (side - fit.height()) / 2, fit.width(), fit.height());
    p.drawImage(target, images_[i]);
    p.setPen(palette().color(QPalette::Mid));
    p.drawRect(target.adjusted(0, 0, -1, -1));
    p.setPen(palette().color(QPalette::WindowText));
    p.drawText(QRect(x - 2, y + side + 2, c.width() - 4, 2 * fontMetrics().height() + 4), Qt::AlignHCenter | Qt::AlignTop,
               shownLabel(i));
  }
}

QImage SampleGrid::imageOf(const unsigned char* pixels, int channels, int height, int width) {
  if (channels == 3) {
    QImage img(width, height, QImage::Format_RGB32);
    const int plane = height * width;
    for (int y = 0; y < height; ++y)
      for (int x = 0; x < width; ++x) {
        const int i = y * width + x;
        img.setPixel(x, y, qRgb(pixels[i], pixels[plane + i], pixels[2 * plane + i]));
      }
    return img;
  }
  // Grey (or the first channel of anything else).
  QImage img(width, height, QImage::Format_Grayscale8);
  for (int y = 0; y < height; ++y) std::memcpy(img.scanLine(y), pixels + y * width, static_cast<std::size_t>(width));
  return img;
}

}  // namespace nnlab::gui
