// PNG decoding (data/image_codec.h): see fuzz_image.inc.
#define NNLAB_FUZZ_DECODER decodePng
#include "fuzz_image.inc"
