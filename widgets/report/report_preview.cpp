#include "widgets/report/report_preview.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QGuiApplication>
#include <QLabel>
#include <QPageLayout>
#include <QPrintPreviewWidget>
#include <QPrinter>
#include <QPushButton>
#include <QRegularExpression>
#include <QScreen>
#include <QVBoxLayout>

#include "widgets/report/report_render.h"

namespace nnlab::gui {

ReportPreview::ReportPreview(ReportDocument doc, QWidget* parent)
    : QDialog(parent), doc_(std::move(doc)), printer_(std::make_unique<QPrinter>(QPrinter::ScreenResolution)) {
  setWindowTitle(tr("Report: %1").arg(QString::fromStdString(doc_.title)));
  // The PDF's page: A4 at 96 pixels per inch, the layout the report is painted in.
  printer_->setResolution(96);
  printer_->setFullPage(true);
  printer_->setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(0, 0, 0, 0)));
  preview_ = new QPrintPreviewWidget(printer_.get(), this);
  connect(preview_, &QPrintPreviewWidget::paintRequested, this, [this](QPrinter* p) { ReportRender::paint(doc_, *p); });
  preview_->setViewMode(QPrintPreviewWidget::SinglePageView);
  preview_->setZoomMode(QPrintPreviewWidget::FitToWidth);
  status_ = new QLabel(this);
  status_->setWordWrap(true);
  auto* buttons = new QDialogButtonBox(this);
  savePdf_ = buttons->addButton(tr("Save as PDF..."), QDialogButtonBox::ActionRole);
  saveHtml_ = buttons->addButton(tr("Save as HTML..."), QDialogButtonBox::ActionRole);
  buttons->addButton(QDialogButtonBox::Close);
  connect(savePdf_, &QPushButton::clicked, this, [this] { askAndSave(QStringLiteral("pdf")); });
  connect(saveHtml_, &QPushButton::clicked, this, [this] { askAndSave(QStringLiteral("html")); });
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  auto* layout = new QVBoxLayout(this);
  layout->addWidget(preview_, 1);
  layout->addWidget(status_);
  layout->addWidget(buttons);
  // A page's width, and no taller than the screen: on a 1280x800 laptop or projector a 900-pixel
  // dialog put its Save buttons below the screen's edge.
  QSize size(760, 900);
  if (const QScreen* screen = parent ? parent->screen() : QGuiApplication::primaryScreen()) {
    const QRect avail = screen->availableGeometry();
    size = size.boundedTo(QSize(avail.width() * 9 / 10, avail.height() * 9 / 10));
  }
  resize(size);
}

ReportPreview::~ReportPreview() = default;

bool ReportPreview::saveTo(const QString& path) {
  QString error;
  if (!ReportRender::save(doc_, path, &error)) {
    status_->setText(error);
    return false;
  }
  status_->setText(tr("Saved %1").arg(QDir::toNativeSeparators(path)));
  emit saved(path);
  return true;
}

void ReportPreview::askAndSave(const QString& suffix) {
  QString name = QString::fromStdString(doc_.title).toLower();
  name.replace(QRegularExpression(QStringLiteral("[^a-z0-9]+")), QStringLiteral("-"));
  name = name.left(60).remove(QRegularExpression(QStringLiteral("^-+|-+$")));
  const QString filter = suffix == QLatin1String("pdf") ? tr("PDF document (*.pdf)") : tr("Web page (*.html)");
  QString path = QFileDialog::getSaveFileName(this, tr("Save report"), QDir::home().filePath(name + '.' + suffix), filter);
  if (path.isEmpty()) return;
  if (!path.endsWith('.' + suffix, Qt::CaseInsensitive)) path += '.' + suffix;
  saveTo(path);
}

}  // namespace nnlab::gui
