#include "widgets/sample_grid.h"

#include <QPainter>
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

QSize SampleGrid::cellSize() const {
  const int side = fontMetrics().height() * 4;  // scales with the font, so with the screen's DPI
  return {side + 8, side + fontMetrics().height() + 10};
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
  const int side = c.width() - 8;
  if (images_.isEmpty()) {
    p.setPen(palette().color(QPalette::PlaceholderText));
    p.drawText(rect(), Qt::AlignCenter, tr("No samples to show"));
    return;
  }
  p.setRenderHint(QPainter::SmoothPixmapTransform, false);
  for (int i = 0; i < images_.size(); ++i) {
    const int x = (i % cols) * c.width() + 4, y = (i / cols) * c.height() + 4;
    if (y + c.height() > height() + c.height() / 2) break;  // what does not fit is not drawn
    const QRect target(x, y, side, side);
    p.drawImage(target, images_[i]);
    p.setPen(palette().color(QPalette::Mid));
    p.drawRect(target.adjusted(0, 0, -1, -1));
    p.setPen(palette().color(QPalette::WindowText));
    const QString label = i < labels_.size() ? labels_[i] : QString();
    p.drawText(QRect(x - 2, y + side + 2, side + 4, fontMetrics().height() + 4), Qt::AlignHCenter | Qt::AlignTop,
               fontMetrics().elidedText(label, Qt::ElideRight, side + 4));
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
