#pragma once
// The engine's English texts in the app's language. The engine marks the texts a user reads
// with NNLAB_TEXT(context, text) (core/text.h), the presets and dataset manifests are listed in
// resources/translations/data_texts.cpp, lupdate collects both beside the app's own strings,
// and these functions look a text up when a widget shows it.
#include <QString>
#include <string>

namespace nnlab::gui {

// The contexts of the marked texts (the first argument of NNLAB_TEXT).
inline constexpr char kLayersContext[] = "nnlab::layers";      // layer help (layer_registry)
inline constexpr char kDevicesContext[] = "nnlab::devices";    // device modes, GPU reasons
inline constexpr char kDatasetsContext[] = "nnlab::datasets";  // stand-ins, manifests' titles and descriptions
inline constexpr char kModelsContext[] = "nnlab::models";      // the presets' descriptions
inline constexpr char kRunsContext[] = "nnlab::runs";          // run statuses (runStatusText)
inline constexpr char kSettingsContext[] = "nnlab::settings";  // settings' labels and help (widgets/setting_label.h)

// `text` translated in `context`. A text the engine built as "<marked text>: <details>" gets its
// marked head translated; a text nobody marked is shown as it is.
QString engineText(const char* context, const std::string& text);
// The same for a rich-text label: HTML-escaped, with the registry's Markdown code spans
// (`filters`) as <code>.
QString engineRichText(const char* context, const std::string& text);
// Plain text with the code spans' backticks removed (tool tips, plain labels).
QString enginePlainText(const char* context, const std::string& text);

}  // namespace nnlab::gui
