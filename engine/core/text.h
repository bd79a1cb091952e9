#pragma once
// NNLAB_TEXT(context, "English text") marks a text of the engine that the desktop app shows to
// its users (layer help, device modes, GPU reasons, dataset and model descriptions) so that it
// can be translated. The engine stays English and Qt-free: the macro is the literal itself.
// lupdate collects the marked texts into the app's .ts files (it reads the macro as
// QT_TRANSLATE_NOOP, see app/gui/CMakeLists.txt), and the app translates a text when it shows it
// with the same context (widgets/engine_text.h). Texts built from numbers are kept out of marked
// literals, so that what the engine stores is exactly what was marked.
#define NNLAB_TEXT(context, text) text
