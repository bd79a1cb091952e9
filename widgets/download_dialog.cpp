#include "widgets/download_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QRegularExpression>
#include <QVBoxLayout>
#include <filesystem>

namespace nnlab::gui {

namespace {
QString q(const std::string& s) { return QString::fromStdString(s).toHtmlEscaped(); }
bool hasAddress(const DatasetManifest& m) {
  if (m.files.empty()) return false;
  for (const auto& f : m.files)
    if (f.urls.empty()) return false;
  return true;
}
}  // namespace

DownloadDialog::DownloadDialog(const std::vector<DatasetManifest>& manifests, QWidget* parent)
    : QDialog(parent), manifests_(manifests) {
  setWindowTitle(tr("Download a dataset"));
  combo_ = new QComboBox(this);
  // The titles are long: the dialog's width must not follow them (its wrapped texts are laid
  // out for the width it has).
  combo_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
  combo_->setMinimumContentsLength(40);
  for (const auto& m : manifests_)
    combo_->addItem(QStringLiteral("%1 — %2").arg(QString::fromStdString(m.name), QString::fromStdString(m.title)),
                    QString::fromStdString(m.name));
  about_ = new QLabel(this);
  about_->setWordWrap(true);
  about_->setOpenExternalLinks(true);
  about_->setTextInteractionFlags(Qt::TextBrowserInteraction);
  honest_ = new QLabel(this);
  honest_->setObjectName("noAddressMessage");
  honest_->setWordWrap(true);
  honest_->setMargin(6);
  honest_->setStyleSheet(QStringLiteral("QLabel { border-left: 4px solid #ef6c00; background: palette(alternate-base); }"));
  auto* urlBox = new QGroupBox(tr("From an address you give (sets of one file)"), this);
  auto* urlForm = new QFormLayout(urlBox);
  url_ = new QLineEdit(urlBox);
  url_->setPlaceholderText(QStringLiteral("https://..."));
  sha_ = new QLineEdit(urlBox);
  sha_->setPlaceholderText(tr("optional: 64 hexadecimal digits, checked after the download"));
  urlForm->addRow(tr("URL:"), url_);
  urlForm->addRow(tr("SHA-256:"), sha_);
  problem_ = new QLabel(this);
  problem_->setWordWrap(true);
  problem_->setStyleSheet(QStringLiteral("color: #c62828;"));
  buttons_ = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  buttons_->button(QDialogButtonBox::Ok)->setText(tr("Download"));
  importInstead_ = buttons_->addButton(tr("Import a copy..."), QDialogButtonBox::ActionRole);
  standIn_ = buttons_->addButton(tr("Generate the stand-in..."), QDialogButtonBox::ActionRole);

  auto* layout = new QVBoxLayout(this);
  layout->addWidget(combo_);
  layout->addWidget(about_);
  layout->addWidget(honest_);
  layout->addWidget(urlBox);
  layout->addWidget(problem_);
  layout->addStretch(1);
  layout->addWidget(buttons_);
  setMinimumWidth(560);

  connect(combo_, &QComboBox::currentIndexChanged, this, &DownloadDialog::update);
  connect(url_, &QLineEdit::textChanged, this, &DownloadDialog::update);
  connect(sha_, &QLineEdit::textChanged, this, &DownloadDialog::update);
  connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
  connect(importInstead_, &QPushButton::clicked, this, [this] { done(ImportInstead); });
  connect(standIn_, &QPushButton::clicked, this, [this] { done(StandInInstead); });
  update();
}

const DatasetManifest* DownloadDialog::manifest() const {
  const int i = combo_->currentIndex();
  return i >= 0 && i < static_cast<int>(manifests_.size()) ? &manifests_[static_cast<std::size_t>(i)] : nullptr;
}

void DownloadDialog::setDatasetName(const QString& manifestName) {
  const int i = combo_->findData(manifestName);
  if (i >= 0) combo_->setCurrentIndex(i);
}

void DownloadDialog::setUrl(const QString& url, const QString& sha256) {
  url_->setText(url);
  sha_->setText(sha256);
}

QString DownloadDialog::noAddressMessage(const DatasetManifest& m) {
  if (hasAddress(m)) return {};
  QString text = tr("nnlab has no download address for %1: it is published on a web page (%2), not at a stable file "
                    "address. Import a copy you have (Import folder...), or give the file's URL if you have one.")
                     .arg(QString::fromStdString(m.title), QString::fromStdString(m.homepage));
  if (!m.standIn.empty())
    text += QLatin1Char(' ') + tr("Offline, generate the stand-in %1 (Generate stand-in...): it has the real set's image "
                                  "shape and class count.")
                                   .arg(QString::fromStdString(m.standIn));
  return text;
}

QString DownloadDialog::problem() const {
  const DatasetManifest* m = manifest();
  if (!m) return tr("nnlab found no dataset manifests (datasets/*.json)");
  const QString url = url_->text().trimmed();
  if (url.isEmpty() && !hasAddress(*m)) return noAddressMessage(*m);
  if (!url.isEmpty() && !url.startsWith(QLatin1String("http://")) && !url.startsWith(QLatin1String("https://")))
    return tr("the URL must start with http:// or https://");
  const QString sha = sha_->text().trimmed();
  if (!sha.isEmpty() && !QRegularExpression(QStringLiteral("^[0-9a-fA-F]{64}$")).match(sha).hasMatch())
    return tr("a SHA-256 is 64 hexadecimal digits");
  return {};
}

DownloadRequest DownloadDialog::request() const {
  DownloadRequest r;
  if (const DatasetManifest* m = manifest()) r.name = m->name;
  r.url = url_->text().trimmed().toStdString();
  if (!r.url.empty()) r.sha256 = sha_->text().trimmed().toLower().toStdString();
  return r;
}

void DownloadDialog::update() {
  const DatasetManifest* m = manifest();
  if (!m) {
    about_->clear();
    honest_->hide();
  } else {
    const QLocale loc;
    QString files;
    for (const auto& f : m->files) {
      const QString size = f.bytes ? loc.formattedDataSize(f.bytes, 1, QLocale::DataSizeIecFormat) : tr("size unknown");
      const QString check = f.sha256.empty() ? tr("no SHA-256 recorded") : tr("SHA-256 checked");
      files += QStringLiteral("<li><tt>%1</tt>: %2, %3%4</li>")
                   .arg(q(f.name), size, check, f.urls.empty() ? tr(", no address") : QString());
    }
    const std::string folder = (std::filesystem::path(DataLocations().dataDir) / (m->kind == "idx" ? m->installDir : m->name)).string();
    about_->setText(tr("<p>%1</p><ul>%2</ul><p>Into <tt>%3</tt>%4. Licence: %5. <a href=\"%6\">%6</a></p>")
                        .arg(q(m->description), files, QDir::toNativeSeparators(QString::fromStdString(folder)).toHtmlEscaped(),
                             m->kind == "images" ? tr(", then imported with the layout's preprocessing") : QString(),
                             q(m->licence), q(m->homepage)));
    const QString honest = noAddressMessage(*m);
    honest_->setText(honest);
    honest_->setVisible(!honest.isEmpty());
  }
  const bool oneFile = m && m->files.size() <= 1;
  url_->setEnabled(oneFile);
  sha_->setEnabled(oneFile);
  importInstead_->setVisible(m && m->kind == "images");
  standIn_->setVisible(m && !m->standIn.empty());
  const QString p = problem();
  // The no-address text is already shown above; repeating it in red would only shout.
  problem_->setText(p.isEmpty() || (m && p == noAddressMessage(*m)) ? QString() : tr("Cannot download: %1").arg(p));
  buttons_->button(QDialogButtonBox::Ok)->setEnabled(p.isEmpty());
}

}  // namespace nnlab::gui
