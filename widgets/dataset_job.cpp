#include "widgets/dataset_job.h"

#include <QFileInfo>
#include <QLocale>
#include <QUrl>
#include <algorithm>

namespace nnlab::gui {

namespace {

QString count(qint64 n) { return QLocale().toString(n); }
QString bytes(qint64 n) { return QLocale().formattedDataSize(n, 1, QLocale::DataSizeIecFormat); }

// The last part of a path or URL: enough to recognise it, short enough for one line.
QString shortName(const QString& item) {
  if (item.contains(QStringLiteral("://"))) return QUrl(item).fileName();
  return QFileInfo(item).fileName();
}

}  // namespace

QString DatasetJobOutcome::title() const {
  switch (kind) {
    case Kind::Import: return tr("Import of %1").arg(dataset);
    case Kind::Download: return tr("Download of %1").arg(dataset);
    case Kind::Generate: return tr("Generation of %1").arg(dataset);
  }
  return {};
}

QString DatasetJobOutcome::headline() const {
  switch (status) {
    case Status::Succeeded: return title();
    case Status::Failed: return tr("%1 failed").arg(title());
    case Status::Cancelled: return tr("%1 cancelled").arg(title());
  }
  return {};
}

QString DatasetJobOutcome::detail() const {
  if (status == Status::Cancelled)
    return kind == Kind::Download ? tr("The part already downloaded is kept; the next download resumes it.")
                                  : tr("Nothing was changed.");
  if (status == Status::Failed) return message;
  const QString what = tr("%1 images of %2, %n class(es)", nullptr, classes).arg(count(samples), sampleShape);
  switch (kind) {
    case Kind::Generate: return tr("%1, synthetic.").arg(what);
    case Kind::Download:
      return samples > 0 ? what + QLatin1Char('.') : tr("%n file(s).", nullptr, static_cast<int>(files.size()));
    case Kind::Import:
      if (fromCache) return tr("Already imported, and its files are unchanged: %1.").arg(what);
      if (report && !report->skipped.empty())
        return tr("%1; %n unreadable file(s) skipped.", nullptr, static_cast<int>(report->skipped.size())).arg(what);
      return what + QLatin1Char('.');
  }
  return {};
}

QString DatasetJobOutcome::summary() const { return tr("%1: %2").arg(headline(), detail()); }

QString DatasetJobProgress::text() const {
  const QString name = shortName(item);
  QString what;
  if (stage == u"download") what = tr("Downloading %1").arg(name);
  else if (stage == u"verify") what = tr("Checking the SHA-256 of %1").arg(name);
  else if (stage == u"unpack") what = tr("Unpacking %1").arg(name);
  else if (stage == u"scan") what = tr("Looking for images in %1").arg(name);
  else if (stage == u"import") what = tr("Decoding images");
  else if (stage == u"generate") what = tr("Generating images");
  else if (stage == u"cache") return tr("Writing the cache...");
  else what = stage;
  if (done == 0 && total == 0) return what + QStringLiteral("...");
  QString amount;
  const bool isBytes = unit == u"bytes";
  if (isBytes)
    amount = total > 0 ? tr("%1 of %2").arg(bytes(done), bytes(total)) : bytes(done);
  else if (unit == u"images")
    amount = total > 0 ? tr("%1 of %2 images").arg(count(done), count(total)) : tr("%1 images").arg(count(done));
  else
    amount = total > 0 ? tr("%1 of %2 files").arg(count(done), count(total)) : tr("%1 files").arg(count(done));
  QString rate;
  if (perSecond > 0)
    rate = isBytes ? tr(" (%1/s)").arg(bytes(static_cast<qint64>(perSecond)))
                   : unit == u"images" ? tr(" (%1 images/s)").arg(count(static_cast<qint64>(perSecond))) : QString();
  return tr("%1: %2").arg(what, amount) + rate;
}

int DatasetJobProgress::permille() const {
  if (total <= 0) return -1;
  return static_cast<int>(std::min<qint64>(1000, done * 1000 / total));
}

}  // namespace nnlab::gui
