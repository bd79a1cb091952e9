// JPEG through libjpeg-turbo's libjpeg API. libjpeg reports errors through a callback that must
// not return; it longjmps back to the setjmp in the function that started the work, so the
// frames in between hold only plain C data.
#include <csetjmp>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include <jpeglib.h>

#include "core/error.h"
#include "core/limits.h"
#include "data/image_codec.h"

namespace nnlab::codec {

namespace {

struct ErrorMgr {
  jpeg_error_mgr pub;
  std::jmp_buf jump;
  char message[JMSG_LENGTH_MAX];
  std::string refused;  // why the image is refused before decoding (too large), else empty
};

// A progressive JPEG may hold thousands of scans, each a pass over the whole image: a tiny file
// can keep the decoder busy for minutes. Real encoders write about ten.
constexpr int kMaxScans = 500;

struct ProgressMgr {
  jpeg_progress_mgr pub;
  ErrorMgr* err;
};

void onProgress(j_common_ptr cinfo) {
  auto* d = reinterpret_cast<j_decompress_ptr>(cinfo);
  if (d->input_scan_number > kMaxScans) {
    auto* p = reinterpret_cast<ProgressMgr*>(cinfo->progress);
    p->err->refused = "the JPEG has more than " + std::to_string(kMaxScans) + " scans (a damaged or hostile file)";
    std::longjmp(p->err->jump, 1);
  }
}

void onError(j_common_ptr cinfo) {
  auto* err = reinterpret_cast<ErrorMgr*>(cinfo->err);
  (*cinfo->err->format_message)(cinfo, err->message);
  std::longjmp(err->jump, 1);
}

// Warnings (e.g. premature end of data) are counted, not printed.
void onMessage(j_common_ptr cinfo, int level) {
  if (level < 0) ++cinfo->err->num_warnings;
}

// Fills rows [0, height) of out; returns false with err->message set on failure.
bool decodeInto(const std::uint8_t* data, std::size_t size, const DecodeHints& hints, Image& out, ErrorMgr& err,
                bool& truncated) {
  jpeg_decompress_struct cinfo;
  cinfo.err = jpeg_std_error(&err.pub);
  err.pub.error_exit = onError;
  err.pub.emit_message = onMessage;
  if (setjmp(err.jump)) {
    jpeg_destroy_decompress(&cinfo);
    return false;
  }
  jpeg_create_decompress(&cinfo);
  ProgressMgr progress{};
  progress.pub.progress_monitor = onProgress;
  progress.err = &err;
  cinfo.progress = &progress.pub;
  jpeg_mem_src(&cinfo, data, static_cast<unsigned long>(size));
  jpeg_read_header(&cinfo, TRUE);
  // Before any pixel memory: the stored size (a progressive JPEG keeps all its coefficients)
  // and, below, the size it decodes to.
  err.refused = imageSizeProblem(cinfo.image_width, cinfo.image_height, "the JPEG");
  if (!err.refused.empty()) {
    jpeg_destroy_decompress(&cinfo);
    return false;
  }
  const bool gray = hints.channels == 1 || (hints.channels == 0 && cinfo.num_components == 1);
  // Decoding straight to gray skips the chroma planes' IDCT and the colour conversion.
  cinfo.out_color_space = gray ? JCS_GRAYSCALE : JCS_RGB;
  if (hints.minWidth > 0 && hints.minHeight > 0) {
    for (unsigned denom : {8u, 4u, 2u}) {
      if (cinfo.image_width / denom >= static_cast<unsigned>(hints.minWidth) &&
          cinfo.image_height / denom >= static_cast<unsigned>(hints.minHeight)) {
        cinfo.scale_num = 1;
        cinfo.scale_denom = denom;
        break;
      }
    }
  }
  jpeg_calc_output_dimensions(&cinfo);
  err.refused = imageSizeProblem(cinfo.output_width, cinfo.output_height, "the JPEG");
  if (!err.refused.empty()) {
    jpeg_destroy_decompress(&cinfo);
    return false;
  }
  jpeg_start_decompress(&cinfo);
  out.width = static_cast<int>(cinfo.output_width);
  out.height = static_cast<int>(cinfo.output_height);
  out.channels = cinfo.output_components;
  out.pixels.assign(static_cast<std::size_t>(out.width) * out.height * out.channels, 0);
  while (cinfo.output_scanline < cinfo.output_height) {
    JSAMPROW row = out.row(static_cast<int>(cinfo.output_scanline));
    jpeg_read_scanlines(&cinfo, &row, 1);
  }
  // libjpeg pads a truncated stream with gray and only warns: count the warnings.
  truncated = err.pub.num_warnings > 0;
  jpeg_finish_decompress(&cinfo);
  jpeg_destroy_decompress(&cinfo);
  return true;
}

bool encodeInto(const Image& img, int quality, unsigned char** buf, unsigned long* len, ErrorMgr& err) {
  jpeg_compress_struct cinfo;
  cinfo.err = jpeg_std_error(&err.pub);
  err.pub.error_exit = onError;
  err.pub.emit_message = onMessage;
  if (setjmp(err.jump)) {
    jpeg_destroy_compress(&cinfo);
    return false;
  }
  jpeg_create_compress(&cinfo);
  jpeg_mem_dest(&cinfo, buf, len);
  cinfo.image_width = static_cast<JDIMENSION>(img.width);
  cinfo.image_height = static_cast<JDIMENSION>(img.height);
  cinfo.input_components = img.channels;
  cinfo.in_color_space = img.channels == 1 ? JCS_GRAYSCALE : JCS_RGB;
  jpeg_set_defaults(&cinfo);
  jpeg_set_quality(&cinfo, quality, TRUE);
  jpeg_start_compress(&cinfo, TRUE);
  while (cinfo.next_scanline < cinfo.image_height) {
    JSAMPROW row = const_cast<JSAMPROW>(img.row(static_cast<int>(cinfo.next_scanline)));
    jpeg_write_scanlines(&cinfo, &row, 1);
  }
  jpeg_finish_compress(&cinfo);
  jpeg_destroy_compress(&cinfo);
  return true;
}

}  // namespace

bool haveJpeg() { return true; }

Image decodeJpeg(const std::uint8_t* data, std::size_t size, const DecodeHints& hints) {
  ErrorMgr err{};
  Image out;
  bool truncated = false;
  if (!decodeInto(data, size, hints, out, err, truncated)) {
    if (!err.refused.empty()) fail(ErrorKind::BadInput, err.refused);
    fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages", "corrupt JPEG (libjpeg: %1)"), err.message));
  }
  if (truncated) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages", "corrupt JPEG (truncated or damaged data)")));
  return out;
}

std::vector<std::uint8_t> encodeJpeg(const Image& img, int quality) {
  if (img.channels != 1 && img.channels != 3) fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
      "JPEG holds gray or RGB images")));
  ErrorMgr err{};
  unsigned char* buf = nullptr;
  unsigned long len = 0;
  const bool ok = encodeInto(img, quality, &buf, &len, err);
  std::vector<std::uint8_t> out;
  if (ok) out.assign(buf, buf + len);
  std::free(buf);
  if (!ok) fail(ErrorKind::Internal, msg(NNLAB_TEXT("nnlab::messages", "JPEG encoding failed: %1"), err.message));
  return out;
}

}  // namespace nnlab::codec
