#pragma once
// Generate stand-in...: which synthetic stand-in (cracks, fish masks), how many images and the
// seed. Stand-ins are procedural images with a real set's image shape and class count, for
// working offline; they reproduce training costs, not the real data's difficulty, and are
// named as synthetic everywhere. It only says what to generate; the app runs it.
#include <QDialog>

#include "data/dataset_catalog.h"
#include "data/synthetic.h"

class QComboBox;
class QLabel;
class QSpinBox;

namespace nnlab::gui {

class StandInDialog : public QDialog {
  Q_OBJECT
 public:
  // `where`: the data folders whose stand-in copies it would replace.
  explicit StandInDialog(QWidget* parent = nullptr, DataLocations where = {});

  void setStandIn(const QString& name);  // a stand-in's name, or the real set's it stands in for
  void setSamples(qint64 samples);
  void setSeed(quint64 seed);
  QString standIn() const;
  StandInOptions options() const;
  QString costText() const;  // where it is kept, what it replaces, what it costs

 private:
  void update();

  QComboBox* combo_ = nullptr;
  QLabel* samplesLabel_ = nullptr;
  QLabel* about_ = nullptr;
  QSpinBox* samples_ = nullptr;
  QSpinBox* seed_ = nullptr;
  QLabel* cost_ = nullptr;
  DataLocations where_;
};

}  // namespace nnlab::gui
