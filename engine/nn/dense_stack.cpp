#include "nn/dense_stack.h"

#include <algorithm>
#include <cerrno>
#include <cstdlib>

#include "core/error.h"
#include "nn/layer_registry.h"

namespace nnlab {

namespace {
constexpr int kMaxUnits = 1 << 20;  // the registry's limit for dense units

void checkSizes(const std::vector<int>& sizes) {
  if (sizes.size() < 2)
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "a dense stack needs at least the input count and the class count, like 784,192,10")));
  for (std::size_t i = 0; i < sizes.size(); ++i)
    if (sizes[i] < 1 || sizes[i] > kMaxUnits)
      fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
          "layer size %1 (number %2) is outside 1..%3"),
          std::to_string(sizes[i]), std::to_string(i + 1), std::to_string(kMaxUnits)));
  if (sizes.back() < 2)
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "the last layer size is the class count and must be at least 2, not %1"),
        std::to_string(sizes.back())));
}
}  // namespace

std::vector<int> parseLayerSizes(const std::string& text) {
  std::vector<int> sizes;
  std::size_t pos = 0;
  while (pos <= text.size()) {
    const std::size_t comma = std::min(text.find(',', pos), text.size());
    std::string item = text.substr(pos, comma - pos);
    const auto b = item.find_first_not_of(" \t"), e = item.find_last_not_of(" \t");
    item = b == std::string::npos ? std::string() : item.substr(b, e - b + 1);
    errno = 0;
    char* end = nullptr;
    const long v = std::strtol(item.c_str(), &end, 10);
    if (item.empty() || *end != '\0' || errno == ERANGE || v < 1 || v > kMaxUnits)
      fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
          "--layers wants comma-separated positive layer sizes like 784,192,10 (inputs, hidden units..., "
          "classes), got '%1'"),
          text));
    sizes.push_back(static_cast<int>(v));
    pos = comma + 1;
  }
  checkSizes(sizes);
  return sizes;
}

std::vector<std::string> denseStackActivations() {
  std::vector<std::string> names;
  for (const auto& t : layerRegistry())
    if (t.category == "activation") names.push_back(t.name);
  return names;
}

ModelSpec denseStackSpec(const DenseStack& stack) {
  checkSizes(stack.sizes);
  const auto acts = denseStackActivations();
  if (std::find(acts.begin(), acts.end(), stack.activation) == acts.end()) {
    std::string known;
    for (const auto& a : acts) known += (known.empty() ? "" : ", ") + a;
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "unknown activation '%1' (known: %2)"),
        stack.activation, known));
  }
  // Saturating functions start best from Xavier's uniform range, ReLU-like ones from He's.
  const bool saturating = stack.activation == "sigmoid" || stack.activation == "tanh";
  const char* init = saturating ? "xavier" : "he";
  ModelSpec s;
  std::string sizes;
  for (int n : stack.sizes) {
    if (!sizes.empty()) sizes += '-';
    sizes += std::to_string(n);
  }
  s.name = "dense-" + sizes;
  s.description = "Dense stack " + sizes + " with " + stack.activation + (stack.activateOutput ? " on every layer" : "") +
                  " (inline, as the C trainer's --layers)";
  s.input = Shape{stack.sizes.front()};
  s.classes = stack.sizes.back();
  s.layers = nlohmann::json::array({{{"type", "flatten"}}});
  for (std::size_t i = 1; i < stack.sizes.size(); ++i) {
    const bool last = i + 1 == stack.sizes.size();
    s.layers.push_back({{"type", "dense"}, {"units", stack.sizes[i]}, {"init", last && !stack.activateOutput ? "xavier" : init}});
    if (!last || stack.activateOutput) s.layers.push_back({{"type", stack.activation}});
  }
  return s;
}

}  // namespace nnlab
