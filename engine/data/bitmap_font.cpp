// A 5x7 pixel font for labels in preview images: each glyph is 7 rows of 5 bits (bit 4 =
// leftmost column). Lowercase letters are drawn as capitals: legible at thumbnail sizes and
// half the table.
#include <cctype>
#include <cstdint>
#include <string>

#include "data/dataset_preview.h"

namespace nnlab {

namespace {

struct Glyph {
  char ch;
  std::uint8_t rows[7];
};

const Glyph kGlyphs[] = {
    {' ', {0, 0, 0, 0, 0, 0, 0}},
    {'0', {14, 17, 19, 21, 25, 17, 14}}, {'1', {4, 12, 4, 4, 4, 4, 14}},   {'2', {14, 17, 1, 2, 4, 8, 31}},
    {'3', {31, 2, 4, 2, 1, 17, 14}},     {'4', {2, 6, 10, 18, 31, 2, 2}},  {'5', {31, 16, 30, 1, 1, 17, 14}},
    {'6', {6, 8, 16, 30, 17, 17, 14}},   {'7', {31, 1, 2, 4, 8, 8, 8}},    {'8', {14, 17, 17, 14, 17, 17, 14}},
    {'9', {14, 17, 17, 15, 1, 2, 12}},
    {'A', {14, 17, 17, 31, 17, 17, 17}}, {'B', {30, 17, 17, 30, 17, 17, 30}}, {'C', {14, 17, 16, 16, 16, 17, 14}},
    {'D', {28, 18, 17, 17, 17, 18, 28}}, {'E', {31, 16, 16, 30, 16, 16, 31}}, {'F', {31, 16, 16, 30, 16, 16, 16}},
    {'G', {14, 17, 16, 23, 17, 17, 15}}, {'H', {17, 17, 17, 31, 17, 17, 17}}, {'I', {14, 4, 4, 4, 4, 4, 14}},
    {'J', {7, 2, 2, 2, 2, 18, 12}},      {'K', {17, 18, 20, 24, 20, 18, 17}}, {'L', {16, 16, 16, 16, 16, 16, 31}},
    {'M', {17, 27, 21, 21, 17, 17, 17}}, {'N', {17, 17, 25, 21, 19, 17, 17}}, {'O', {14, 17, 17, 17, 17, 17, 14}},
    {'P', {30, 17, 17, 30, 16, 16, 16}}, {'Q', {14, 17, 17, 17, 21, 18, 13}}, {'R', {30, 17, 17, 30, 20, 18, 17}},
    {'S', {15, 16, 16, 14, 1, 1, 30}},   {'T', {31, 4, 4, 4, 4, 4, 4}},       {'U', {17, 17, 17, 17, 17, 17, 14}},
    {'V', {17, 17, 17, 17, 17, 10, 4}},  {'W', {17, 17, 17, 21, 21, 21, 10}}, {'X', {17, 17, 10, 4, 10, 17, 17}},
    {'Y', {17, 17, 17, 10, 4, 4, 4}},    {'Z', {31, 1, 2, 4, 8, 16, 31}},
    {'-', {0, 0, 0, 31, 0, 0, 0}},       {'_', {0, 0, 0, 0, 0, 0, 31}},       {'.', {0, 0, 0, 0, 0, 12, 12}},
    {',', {0, 0, 0, 0, 12, 4, 8}},       {':', {0, 12, 12, 0, 12, 12, 0}},    {'(', {2, 4, 8, 8, 8, 4, 2}},
    {')', {8, 4, 2, 2, 2, 4, 8}},        {'/', {0, 1, 2, 4, 8, 16, 0}},       {'+', {0, 4, 4, 31, 4, 4, 0}},
    {'=', {0, 0, 31, 0, 31, 0, 0}},      {'%', {24, 25, 2, 4, 8, 19, 3}},     {'#', {10, 10, 31, 10, 31, 10, 10}},
    {'\'', {12, 4, 8, 0, 0, 0, 0}},      {'x', {0, 0, 17, 10, 4, 10, 17}},    {'?', {14, 17, 1, 2, 4, 0, 4}},
};

const std::uint8_t* glyphRows(char c) {
  if (c != 'x') c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  for (const auto& g : kGlyphs)
    if (g.ch == c) return g.rows;
  for (const auto& g : kGlyphs)
    if (g.ch == '?') return g.rows;
  return nullptr;
}

}  // namespace

int textWidth(const std::string& text, int scale) { return static_cast<int>(text.size()) * 6 * scale; }

void drawText(Image& img, int x, int y, const std::string& text, int scale, std::uint8_t r, std::uint8_t g,
              std::uint8_t b) {
  for (char c : text) {
    const std::uint8_t* rows = glyphRows(c);
    for (int gy = 0; gy < 7; ++gy)
      for (int gx = 0; gx < 5; ++gx) {
        if (!(rows[gy] & (16 >> gx))) continue;
        for (int sy = 0; sy < scale; ++sy)
          for (int sx = 0; sx < scale; ++sx) {
            const int px = x + gx * scale + sx, py = y + gy * scale + sy;
            if (px < 0 || py < 0 || px >= img.width || py >= img.height) continue;
            std::uint8_t* p = img.row(py) + static_cast<std::size_t>(px) * img.channels;
            if (img.channels >= 3) {
              p[0] = r;
              p[1] = g;
              p[2] = b;
            } else {
              p[0] = static_cast<std::uint8_t>((r + g + b) / 3);
            }
          }
      }
    x += 6 * scale;
  }
}

}  // namespace nnlab
