// JPEG decoding (data/image_codec.h): see fuzz_image.inc.
#define NNLAB_FUZZ_DECODER decodeJpeg
#include "fuzz_image.inc"
