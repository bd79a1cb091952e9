// A build without libonnx (NNLAB_HAVE_ONNX off): the import says what it needs (and with no import
// there are no imported weights to load).
#include "core/error.h"
#include "interop/onnx_import.h"

namespace nnlab {

namespace {
[[noreturn]] void noOnnx() {
  fail(ErrorKind::Unsupported, msg(NNLAB_TEXT("nnlab::messages",
      "this build has no ONNX support: install libonnx-dev and libprotobuf-dev (scripts/setup-deps) "
      "and build again")));
}
}  // namespace

OnnxImport importOnnx(const std::string&) { noOnnx(); }
OnnxImport importOnnxBytes(const std::string&, const std::string&, const std::string&) { noOnnx(); }
void loadImportedWeights(Model&, const OnnxImport&) { noOnnx(); }

}  // namespace nnlab
