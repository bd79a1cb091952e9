#pragma once
// A grid of sample images with their class names underneath (nearest-neighbour scaling, so
// 28x28 digits stay crisp on a projector). Images are u8 C x H x W; 1 channel is grey, 3 RGB.
#include <QImage>
#include <QWidget>

namespace nnlab::gui {

class SampleGrid : public QWidget {
  Q_OBJECT
 public:
  explicit SampleGrid(QWidget* parent = nullptr);
  void setSamples(const QList<QImage>& images, const QStringList& labels);
  int sampleCount() const { return static_cast<int>(images_.size()); }
  QSize sizeHint() const override;
  bool hasHeightForWidth() const override { return true; }
  int heightForWidth(int width) const override;
  // The class name as drawn under sample i: on two lines when it needs them.
  QString shownLabel(int i) const;

  // One sample of a u8 N x C x H x W buffer as an image.
  static QImage imageOf(const unsigned char* pixels, int channels, int height, int width);

 protected:
  void paintEvent(QPaintEvent* event) override;

 private:
  QSize cellSize() const;
  QList<QImage> images_;
  QStringList labels_;
};

}  // namespace nnlab::gui
