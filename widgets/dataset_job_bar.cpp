#include "widgets/dataset_job_bar.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

namespace nnlab::gui {

DatasetJobBar::DatasetJobBar(QWidget* parent) : QFrame(parent) {
  setObjectName("datasetJobBar");
  setFrameShape(QFrame::StyledPanel);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(6, 4, 4, 4);
  layout->setSpacing(3);
  auto* top = new QHBoxLayout;
  title_ = new QLabel(this);
  title_->setWordWrap(true);
  QFont bold = title_->font();
  bold.setBold(true);
  title_->setFont(bold);
  close_ = new QToolButton(this);
  close_->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
  close_->setAutoRaise(true);
  close_->setToolTip(tr("Hide this message"));
  top->addWidget(title_, 1);
  top->addWidget(close_, 0, Qt::AlignTop);
  layout->addLayout(top);
  detail_ = new QLabel(this);
  detail_->setWordWrap(true);
  detail_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  layout->addWidget(detail_);
  auto* row = new QHBoxLayout;
  bar_ = new QProgressBar(this);
  bar_->setTextVisible(false);
  bar_->setMaximumHeight(fontMetrics().height());
  cancel_ = new QPushButton(tr("Cancel"), this);
  cancel_->setObjectName("datasetJobCancel");
  cancel_->setToolTip(tr("Stop the job; what was there before stays as it was"));
  report_ = new QPushButton(tr("Show report"), this);
  report_->setObjectName("datasetJobReport");
  row->addWidget(bar_, 1);
  row->addStretch(0);  // keeps the buttons at the right when the bar is hidden
  row->addWidget(cancel_);
  row->addWidget(report_);
  layout->addLayout(row);

  connect(cancel_, &QPushButton::clicked, this, [this] {
    cancel_->setEnabled(false);
    cancel_->setText(tr("Cancelling..."));
    emit cancelRequested();
  });
  connect(report_, &QPushButton::clicked, this, &DatasetJobBar::reportRequested);
  connect(close_, &QToolButton::clicked, this, &QWidget::hide);
  hide();
}

void DatasetJobBar::start(const QString& title) {
  running_ = true;
  title_->setText(title);
  title_->setStyleSheet({});
  detail_->setText(tr("Starting..."));
  detail_->setToolTip({});
  bar_->setRange(0, 0);  // busy until the first amount arrives
  bar_->show();
  cancel_->setText(tr("Cancel"));
  cancel_->setEnabled(true);
  cancel_->show();
  report_->hide();
  close_->hide();
  show();
}

void DatasetJobBar::setProgress(const DatasetJobProgress& p) {
  if (!running_) return;
  detail_->setText(p.text());
  detail_->setToolTip(p.item);
  const int permille = p.permille();
  if (permille < 0) {
    bar_->setRange(0, 0);
  } else {
    bar_->setRange(0, 1000);
    bar_->setValue(permille);
  }
}

void DatasetJobBar::finish(const QString& title, const QString& text, Tone tone, bool canShowReport) {
  running_ = false;
  title_->setText(title);
  detail_->setText(text);
  detail_->setToolTip({});
  title_->setStyleSheet(tone == Tone::Success   ? QStringLiteral("color: #2e7d32;")
                        : tone == Tone::Failure ? QStringLiteral("color: #c62828;")
                                                : QString());
  bar_->hide();
  cancel_->hide();
  report_->setVisible(canShowReport);
  close_->show();
  show();
}

QString DatasetJobBar::text() const {
  return title_->text() + QLatin1Char('\n') + detail_->text();
}

}  // namespace nnlab::gui
