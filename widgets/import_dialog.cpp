#include "widgets/import_dialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

#include "data/fetch.h"
#include "data/synthetic.h"

namespace nnlab::gui {

namespace {

// The name the engine would give: the folder's, or an archive's without its extensions.
QString defaultNameOf(const QString& source) {
  QFileInfo info(QDir::cleanPath(source));
  return info.isFile() ? info.fileName().section(QLatin1Char('.'), 0, 0) : info.fileName();
}

QString folderList(const FolderLayout& layout) {
  QStringList folders;
  for (const ClassFolders& c : layout.classes)
    for (const std::string& f : c.folders) folders << QString::fromStdString(f) + QLatin1Char('/');
  if (folders.size() > 4) folders = folders.mid(0, 3) << QStringLiteral("...");
  return folders.join(QStringLiteral(", "));
}

}  // namespace

ImportDialog::ImportDialog(const std::vector<DatasetManifest>& manifests, const QStringList& existing, QWidget* parent)
    : QDialog(parent), existing_(existing) {
  setWindowTitle(tr("Import an image folder"));
  for (const auto& m : manifests)
    if (m.kind == "images") manifests_.push_back(m);
  auto* form = new QFormLayout;
  source_ = new QLineEdit(this);
  source_->setPlaceholderText(tr("a folder of images, or a .zip/.rar/.7z/.tar archive holding one"));
  auto* folderButton = new QPushButton(tr("Folder..."), this);
  auto* archiveButton = new QPushButton(tr("Archive..."), this);
  auto* sourceRow = new QHBoxLayout;
  sourceRow->addWidget(source_, 1);
  sourceRow->addWidget(folderButton);
  sourceRow->addWidget(archiveButton);
  form->addRow(tr("Images:"), sourceRow);
  layout_ = new QComboBox(this);
  layout_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
  layout_->setMinimumContentsLength(40);
  layout_->addItem(tr("One sub-folder per class"), QString());
  for (const auto& m : manifests_) layout_->addItem(QString::fromStdString(m.title), QString::fromStdString(m.name));
  form->addRow(tr("Layout:"), layout_);
  layoutNote_ = new QLabel(this);
  layoutNote_->setWordWrap(true);
  form->addRow(QString(), layoutNote_);
  name_ = new QLineEdit(this);
  form->addRow(tr("Name:"), name_);
  nameNote_ = new QLabel(this);
  nameNote_->setWordWrap(true);
  form->addRow(QString(), nameNote_);

  auto* pre = new QGroupBox(tr("Preprocessing"), this);
  auto* preForm = new QFormLayout(pre);
  resize_ = new QCheckBox(tr("Resize to"), pre);
  width_ = new QSpinBox(pre);
  height_ = new QSpinBox(pre);
  for (QSpinBox* s : {width_, height_}) {
    s->setRange(1, 4096);
    s->setSuffix(tr(" px"));
  }
  auto* sizeRow = new QHBoxLayout;
  sizeRow->addWidget(resize_);
  sizeRow->addWidget(width_);
  sizeRow->addWidget(new QLabel(QStringLiteral("×"), pre));
  sizeRow->addWidget(height_);
  sizeRow->addStretch(1);
  preForm->addRow(tr("Size:"), sizeRow);
  sizeNote_ = new QLabel(pre);
  sizeNote_->setWordWrap(true);
  preForm->addRow(QString(), sizeNote_);
  channels_ = new QComboBox(pre);
  channels_->addItem(QString(), 0);  // text set by onLayoutChanged(): what the default is
  channels_->addItem(tr("Gray"), 1);
  channels_->addItem(tr("RGB"), 3);
  preForm->addRow(tr("Colour:"), channels_);
  filter_ = new QComboBox(pre);
  filter_->addItem(tr("Area (best for shrinking)"), static_cast<int>(ResizeFilter::Area));
  filter_->addItem(tr("Bilinear"), static_cast<int>(ResizeFilter::Bilinear));
  preForm->addRow(tr("Resize filter:"), filter_);
  storage_ = new QComboBox(pre);
  storage_->addItem(tr("u8: 1 byte per pixel"), static_cast<int>(DType::U8));
  storage_->addItem(tr("f16: 2 bytes per pixel (x / 255, as the fish study stored its masks)"), static_cast<int>(DType::F16));
  preForm->addRow(tr("Cache:"), storage_);

  auto* policy = new QGroupBox(tr("Unreadable images"), this);
  auto* policyLayout = new QVBoxLayout(policy);
  fail_ = new QRadioButton(tr("Stop the import and name the file"), policy);
  skip_ = new QRadioButton(tr("Skip them and list them in the report"), policy);
  fail_->setChecked(true);
  policyLayout->addWidget(fail_);
  policyLayout->addWidget(skip_);
  force_ = new QCheckBox(tr("Import again even if the files and settings are unchanged"), this);
  problem_ = new QLabel(this);
  problem_->setWordWrap(true);
  problem_->setStyleSheet(QStringLiteral("color: #c62828;"));
  buttons_ = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  buttons_->button(QDialogButtonBox::Ok)->setText(tr("Import"));

  auto* layout = new QVBoxLayout(this);
  layout->addLayout(form);
  layout->addWidget(pre);
  layout->addWidget(policy);
  layout->addWidget(force_);
  layout->addWidget(problem_);
  layout->addWidget(buttons_);

  connect(folderButton, &QPushButton::clicked, this, &ImportDialog::chooseFolder);
  connect(archiveButton, &QPushButton::clicked, this, &ImportDialog::chooseArchive);
  connect(source_, &QLineEdit::textChanged, this, [this] {
    if (!nameEdited_ && !manifest()) name_->setText(defaultNameOf(source_->text()));
    update();
  });
  connect(name_, &QLineEdit::textEdited, this, [this] { nameEdited_ = true; });
  connect(name_, &QLineEdit::textChanged, this, &ImportDialog::update);
  connect(layout_, &QComboBox::currentIndexChanged, this, &ImportDialog::onLayoutChanged);
  connect(resize_, &QCheckBox::toggled, this, &ImportDialog::update);
  connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
  onLayoutChanged();
}

const DatasetManifest* ImportDialog::manifest() const {
  const int i = layout_->currentIndex() - 1;
  return i >= 0 && i < static_cast<int>(manifests_.size()) ? &manifests_[static_cast<std::size_t>(i)] : nullptr;
}

void ImportDialog::setSource(const QString& path) { source_->setText(path); }

void ImportDialog::setLayoutName(const QString& manifestName) {
  const int i = layout_->findData(manifestName);
  layout_->setCurrentIndex(std::max(0, i));
}

void ImportDialog::setDatasetName(const QString& name) {
  nameEdited_ = true;
  name_->setText(name);
}

void ImportDialog::setImageSize(int width, int height) {
  resize_->setChecked(width > 0 && height > 0);
  if (width > 0 && height > 0) {
    width_->setValue(width);
    height_->setValue(height);
  }
}

void ImportDialog::setChannels(int channels) { channels_->setCurrentIndex(std::max(0, channels_->findData(channels))); }

void ImportDialog::setPolicy(CorruptPolicy policy) { (policy == CorruptPolicy::Skip ? skip_ : fail_)->setChecked(true); }

void ImportDialog::chooseFolder() {
  QSettings settings;
  const QString dir = QFileDialog::getExistingDirectory(this, tr("Folder with the images"),
                                                        settings.value("datasets/importDir", QDir::homePath()).toString());
  if (dir.isEmpty()) return;
  settings.setValue("datasets/importDir", QFileInfo(dir).absolutePath());
  setSource(dir);
}

void ImportDialog::chooseArchive() {
  QSettings settings;
  const QString file = QFileDialog::getOpenFileName(
      this, tr("Archive with the images"), settings.value("datasets/importDir", QDir::homePath()).toString(),
      tr("Archives (*.zip *.rar *.7z *.tar *.tar.gz *.tgz *.tar.xz *.tar.bz2);;All files (*)"));
  if (file.isEmpty()) return;
  settings.setValue("datasets/importDir", QFileInfo(file).absolutePath());
  setSource(file);
}

void ImportDialog::onLayoutChanged() {
  const DatasetManifest* m = manifest();
  const Preprocessing pre = m ? m->preprocessing : Preprocessing{};
  if (m) {
    layoutNote_->setText(tr("Looks for %1 at or below the chosen folder. %2 (%3)")
                             .arg(folderList(m->layout), QString::fromStdString(m->citation), QString::fromStdString(m->licence)));
    if (!nameEdited_) name_->setText(QString::fromStdString(m->name));
  } else {
    layoutNote_->setText(tr("Each sub-folder is one class, named after it; JPEG, PNG and BMP images of any size."));
    if (!nameEdited_) name_->setText(defaultNameOf(source_->text()));
  }
  channels_->setItemText(0, m ? tr("The layout's: %1").arg(pre.channels == 3 ? tr("RGB") : tr("gray"))
                              : tr("As the images are (gray or RGB)"));
  channels_->setCurrentIndex(0);
  filter_->setCurrentIndex(std::max(0, filter_->findData(static_cast<int>(pre.filter))));
  storage_->setCurrentIndex(std::max(0, storage_->findData(static_cast<int>(pre.storage))));
  resize_->setChecked(false);
  width_->setValue(pre.width ? pre.width : 64);
  height_->setValue(pre.height ? pre.height : 64);
  update();
}

void ImportDialog::update() {
  const DatasetManifest* m = manifest();
  width_->setEnabled(resize_->isChecked());
  height_->setEnabled(resize_->isChecked());
  sizeNote_->setVisible(!resize_->isChecked());
  if (resize_->isChecked())
    sizeNote_->clear();
  else if (m && m->preprocessing.width)
    sizeNote_->setText(tr("Unticked: the layout's %1×%2.").arg(m->preprocessing.width).arg(m->preprocessing.height));
  else
    sizeNote_->setText(tr("Unticked: the size of the first image; the others are resized to it."));
  const QString name = name_->text().trimmed();
  nameNote_->setText(existing_.contains(name) ? tr("A dataset named %1 is already kept: importing replaces it.").arg(name)
                                              : tr("Kept as %1 in the dataset list.").arg(name));
  const QString p = problem();
  problem_->setText(p.isEmpty() ? QString() : tr("Cannot import yet: %1").arg(p));
  problem_->setVisible(!p.isEmpty());
  buttons_->button(QDialogButtonBox::Ok)->setEnabled(p.isEmpty());
}

QString ImportDialog::problem() const {
  const QString source = source_->text().trimmed();
  const QFileInfo info(source);
  if (source.isEmpty()) return tr("choose the folder (or archive) that holds the images");
  if (!info.exists()) return tr("%1 does not exist").arg(QDir::toNativeSeparators(source));
  if (info.isFile() && !looksLikeArchive(source.toStdString()))
    return tr("%1 is a file, not a folder or an archive (.zip .rar .7z .tar.*)").arg(QDir::toNativeSeparators(source));
  const QString name = name_->text().trimmed();
  if (name.isEmpty()) return tr("give the dataset a name");
  if (name.contains(QLatin1Char('/')) || name.contains(QLatin1Char('\\')) || name.startsWith(QLatin1Char('.')))
    return tr("the name %1 must be a plain name: no slashes, not starting with a dot").arg(name);
  const std::string n = name.toStdString();
  if (findStandIn(n) || n == "mnist" || n == "mnist-bundled" || n == "fashion-mnist")
    return tr("%1 is the name of a built-in dataset: choose another").arg(name);
  return {};
}

ImportRequest ImportDialog::request() const {
  ImportRequest r;
  const DatasetManifest* m = manifest();
  r.source = QDir::cleanPath(source_->text().trimmed()).toStdString();
  r.manifest = m ? m->name : std::string();
  r.name = name_->text().trimmed().toStdString();
  r.onCorrupt = skip_->isChecked() ? CorruptPolicy::Skip : CorruptPolicy::Fail;
  r.force = force_->isChecked();
  // As nnlab-cli does: preprocessing is only asked for when it differs from the layout's default.
  Preprocessing p = m ? m->preprocessing : Preprocessing{};
  if (!m) p.channels = 0;
  const Preprocessing defaults = p;
  if (resize_->isChecked()) {
    p.width = width_->value();
    p.height = height_->value();
  }
  if (const int c = channels_->currentData().toInt(); c) p.channels = c;
  p.filter = static_cast<ResizeFilter>(filter_->currentData().toInt());
  p.storage = static_cast<DType>(storage_->currentData().toInt());
  if (!(p == defaults)) r.preprocessing = p;
  return r;
}

}  // namespace nnlab::gui
