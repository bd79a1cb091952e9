#include "widgets/import_report_dialog.h"

#include <QApplication>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QDir>
#include <QLocale>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace nnlab::gui {

namespace {
QString esc(const std::string& s) { return QString::fromStdString(s).toHtmlEscaped(); }
QString path(const std::string& s) { return QDir::toNativeSeparators(QString::fromStdString(s)).toHtmlEscaped(); }
constexpr int kListed = 20;  // long lists of ignored files are cut here
}  // namespace

ImportReportDialog::ImportReportDialog(QWidget* parent) : QDialog(parent) {
  setObjectName("importReportDialog");
  setWindowTitle(tr("Import report"));
  text_ = new QTextBrowser(this);
  text_->setOpenLinks(false);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
  QPushButton* copy = buttons->addButton(tr("Copy as text"), QDialogButtonBox::ActionRole);
  auto* layout = new QVBoxLayout(this);
  layout->addWidget(text_);
  layout->addWidget(buttons);
  resize(640, 520);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
  connect(copy, &QPushButton::clicked, this, [this] { QApplication::clipboard()->setText(plainText()); });
}

void ImportReportDialog::setOutcome(const DatasetJobOutcome& outcome) {
  setWindowTitle(tr("Import report: %1").arg(outcome.dataset));
  text_->setHtml(reportHtml(outcome));
}

QString ImportReportDialog::plainText() const { return text_->toPlainText(); }

QString ImportReportDialog::reportHtml(const DatasetJobOutcome& o) {
  const QLocale loc;
  auto n = [&](qint64 v) { return loc.toString(v); };
  QString h = QStringLiteral("<h3>%1</h3><p>%2</p>").arg(o.title().toHtmlEscaped(), o.summary().toHtmlEscaped());
  if (o.report) {
    const ImportReport& r = *o.report;
    h += QStringLiteral("<p>") +
         tr("%1 images found, %2 imported: %3; the first image was %4×%5.")
             .arg(n(r.files), n(r.imported), esc(r.preprocessing.describe()))
             .arg(r.sourceWidth)
             .arg(r.sourceHeight);
    if (o.fromCache)
      h += QLatin1Char(' ') + tr("The files and settings are unchanged since the import that made the cache, so nothing "
                                 "was decoded; this is that import's report.");
    else if (r.seconds > 0)
      h += QLatin1Char(' ') + tr("Decoded in %1 s on %n thread(s) (%2 images/s).", nullptr, r.threads)
                                  .arg(loc.toString(r.seconds, 'f', 2), n(static_cast<qint64>(r.files / r.seconds)));
    h += QStringLiteral("</p>");

    qint64 total = 0;
    for (auto c : r.classCounts) total += c;
    h += QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"3\"><tr><th>%1</th><th>%2</th><th>%3</th></tr>")
             .arg(tr("Class"), tr("Images"), tr("Share"));
    for (std::size_t c = 0; c < r.classCounts.size() && c < r.classNames.size(); ++c)
      h += QStringLiteral("<tr><td>%1</td><td align=\"right\">%2</td><td align=\"right\">%3 %</td></tr>")
               .arg(esc(r.classNames[c]), n(r.classCounts[c]),
                    loc.toString(total ? 100.0 * static_cast<double>(r.classCounts[c]) / static_cast<double>(total) : 0.0, 'f', 1));
    h += QStringLiteral("</table>");
    if (const double ratio = r.imbalanceRatio(); ratio > 1.5) {
      std::size_t big = 0, small = 0;
      for (std::size_t c = 0; c < r.classCounts.size(); ++c) {
        if (r.classCounts[c] > r.classCounts[big]) big = c;
        if (r.classCounts[c] < r.classCounts[small]) small = c;
      }
      h += QStringLiteral("<p style=\"color:#ef6c00;\"><b>%1</b> %2</p>")
               .arg(tr("The classes are imbalanced:"),
                    tr("%1 has %2 images, %3 only %4 (%5×). Accuracy alone will flatter a model: look at the per-class "
                       "recall and the macro F1 in the results.")
                        .arg(esc(big < r.classNames.size() ? r.classNames[big] : std::to_string(big)), n(r.classCounts[big]),
                             esc(small < r.classNames.size() ? r.classNames[small] : std::to_string(small)), n(r.classCounts[small]),
                             loc.toString(ratio, 'f', 2)));
    }
    if (!r.skipped.empty()) {
      h += QStringLiteral("<h4>%1</h4><table border=\"1\" cellspacing=\"0\" cellpadding=\"3\"><tr><th>%2</th><th>%3</th></tr>")
               .arg(tr("Unreadable images skipped (%1)").arg(n(static_cast<qint64>(r.skipped.size()))), tr("File"), tr("Reason"));
      for (const SkippedFile& s : r.skipped)
        h += QStringLiteral("<tr><td>%1</td><td>%2</td></tr>").arg(path(s.path), esc(s.reason));
      h += QStringLiteral("</table>");
    }
    if (!r.notUnpacked.empty()) {
      h += QStringLiteral("<h4>%1</h4><table border=\"1\" cellspacing=\"0\" cellpadding=\"3\"><tr><th>%2</th><th>%3</th></tr>")
               .arg(tr("Archive entries left out: links, devices, pipes (%1)").arg(n(static_cast<qint64>(r.notUnpacked.size()))),
                    tr("Entry"), tr("What it is"));
      for (std::size_t i = 0; i < r.notUnpacked.size() && i < kListed; ++i)
        h += QStringLiteral("<tr><td>%1</td><td>%2</td></tr>").arg(esc(r.notUnpacked[i].path), esc(r.notUnpacked[i].reason));
      h += QStringLiteral("</table>");
      if (r.notUnpacked.size() > kListed)
        h += QStringLiteral("<p>%1</p>").arg(tr("and %1 more").arg(n(static_cast<qint64>(r.notUnpacked.size() - kListed))));
    }
    if (!r.emptyClasses.empty()) {
      h += QStringLiteral("<h4>%1</h4><ul>").arg(tr("Class folders without images, left out (%1)").arg(r.emptyClasses.size()));
      for (const auto& e : r.emptyClasses) h += QStringLiteral("<li>%1</li>").arg(path(e));
      h += QStringLiteral("</ul>");
    }
    if (!r.ignored.empty()) {
      h += QStringLiteral("<h4>%1</h4><ul>").arg(tr("Files that are not images, ignored (%1)").arg(n(static_cast<qint64>(r.ignored.size()))));
      for (std::size_t i = 0; i < r.ignored.size() && i < kListed; ++i) h += QStringLiteral("<li>%1</li>").arg(path(r.ignored[i]));
      if (r.ignored.size() > kListed) h += QStringLiteral("<li>%1</li>").arg(tr("and %1 more").arg(n(static_cast<qint64>(r.ignored.size() - kListed))));
      h += QStringLiteral("</ul>");
    }
  }
  if (!o.files.empty()) {
    h += QStringLiteral("<h4>%1</h4><ul>").arg(tr("Downloaded files"));
    for (const DownloadResult& f : o.files) {
      QString line = QStringLiteral("%1: %2").arg(path(f.path), loc.formattedDataSize(f.bytes, 1, QLocale::DataSizeIecFormat));
      line += f.sha256.empty() ? tr(", no SHA-256 known to check") : tr(", SHA-256 %1 verified").arg(esc(f.sha256));
      if (f.alreadyThere) line += tr(" (already there: nothing fetched)");
      else if (f.resumedFrom) line += tr(" (resumed after %1)").arg(loc.formattedDataSize(f.resumedFrom, 1, QLocale::DataSizeIecFormat));
      h += QStringLiteral("<li>%1</li>").arg(line);
    }
    h += QStringLiteral("</ul>");
  }
  if (!o.cachePath.isEmpty())
    h += QStringLiteral("<p><small>%1</small></p>").arg(tr("Kept in %1").arg(path(o.cachePath.toStdString())));
  return h;
}

}  // namespace nnlab::gui
