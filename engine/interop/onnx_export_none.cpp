// A build without libonnx (NNLAB_HAVE_ONNX off): the export says what it needs.
#include "core/error.h"
#include "interop/onnx_export.h"

namespace nnlab {

namespace {
[[noreturn]] void noOnnx() {
  fail(ErrorKind::Unsupported, msg(NNLAB_TEXT("nnlab::messages",
      "this build has no ONNX support: install libonnx-dev and libprotobuf-dev (scripts/setup-deps) "
      "and build again")));
}
}  // namespace

OnnxExport exportOnnx(Model&, const std::string&) { noOnnx(); }
void checkOnnxFile(const std::string&) { noOnnx(); }

}  // namespace nnlab
