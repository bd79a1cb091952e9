#pragma once
// The reading half of the ONNX import (onnx_import.cpp walks what this reads): an ONNX file parsed
// with Debian's protobuf classes under a size and nesting limit, its graph indexed (who writes and
// who reads each value, which values are constants) and checked before anyone walks it: a value
// read but never written, a value written twice and a cycle are Error(BadInput), so the walk can
// follow readers from the input without guarding against any of them. Attributes and constant
// tensors are read with their types and sizes checked (a wrong attribute type, dims that overflow,
// a tensor that claims more values than it holds are Error(BadInput) naming the node and tensor).
// Internal to engine/interop; the only users are onnx_import.cpp and its test.
#include <cstdint>
#include <deque>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <onnx/onnx_pb.h>

#include "interop/onnx_import.h"

namespace nnlab::onnxin {

// The most values one tensor may have (a 4 GiB float tensor): above it a file is hostile or not
// a model nnlab could train.
constexpr std::int64_t kMaxTensorValues = std::int64_t{1} << 30;

// A constant's dims, and its values when the file holds them (weights in external files do not).
struct Constant {
  std::vector<std::int64_t> dims;
  std::vector<float> values;
  bool present = false;
  std::int64_t numel() const;
};

class Graph {
 public:
  // `what` names the file in messages ("ONNX file 'm.onnx'").
  Graph(const onnx::ModelProto& model, std::string what);
  Graph(const Graph&) = delete;  // constants_ points into synthetic_
  Graph& operator=(const Graph&) = delete;

  const std::string& what() const { return what_; }
  int nodeCount() const { return graph_.node_size(); }
  const onnx::NodeProto& node(int i) const { return graph_.node(i); }
  // "node 'conv1' (Conv)", or "node #3 (Conv)" when it has no name.
  std::string describe(int i) const;
  // The nodes that read `value`, in file order (a node reading it twice counts once).
  const std::vector<int>& readers(const std::string& value) const;
  int producer(const std::string& value) const;  // the node writing `value`; -1 for inputs and initializers

  const std::string& input() const { return input_; }
  const std::string& output() const { return output_; }
  // The input's per-sample dims (the batch dim left out); -1 where the file leaves one open.
  const std::vector<std::int64_t>& inputDims() const { return inputDims_; }
  // The output's per-sample dims, -1 where open.
  const std::vector<std::int64_t>& outputDims() const { return outputDims_; }
  std::int64_t opset() const { return opset_; }
  std::string producer() const;

  bool isConstant(const std::string& value) const { return constants_.count(value) > 0; }
  // A float constant read by node `node` (for messages); Error(BadInput) when `value` is not a
  // constant, not a float tensor, or its data does not match its dims.
  Constant floats(const std::string& value, int node) const;
  // An integer constant (a Reshape's shape).
  std::vector<std::int64_t> ints(const std::string& value, int node) const;

  // Attributes of node `node`, their types checked (Error(BadInput) naming node and attribute).
  std::optional<std::int64_t> attrInt(int node, const char* name) const;
  std::optional<float> attrFloat(int node, const char* name) const;
  std::optional<std::vector<std::int64_t>> attrInts(int node, const char* name) const;
  std::optional<std::string> attrString(int node, const char* name) const;

 private:
  const onnx::AttributeProto* attr(int node, const char* name, onnx::AttributeProto::AttributeType type,
                                   const char* typeName) const;
  const onnx::TensorProto& constant(const std::string& value, int node) const;
  void index();
  void checkOrder() const;

  const onnx::GraphProto& graph_;
  std::string what_;
  std::string input_, output_;
  std::vector<std::int64_t> inputDims_, outputDims_;
  std::int64_t opset_ = 0;
  std::string producerName_;
  // Constant nodes written as value_ints / value_floats (and their scalar forms), as tensors, so
  // that every constant is read the same way.
  std::deque<onnx::TensorProto> synthetic_;
  std::map<std::string, const onnx::TensorProto*> constants_;
  std::map<std::string, int> writer_;
  std::map<std::string, std::vector<int>> readers_;
  std::map<std::string, int> producers_;
};

// Parses a serialised ModelProto; Error(BadInput) when the bytes are not one.
void parseModel(const std::string& bytes, const std::string& what, onnx::ModelProto& model);

// "6x1x5x5", for messages.
std::string dimsText(const std::vector<std::int64_t>& dims);

// The spec around the layers onnx_import walked (onnx_import_spec.cpp): its name from `name`, the
// input when the file fixes it, the classes from the output, then checkModel and each layer's
// weights against the input it gets (Error(BadInput) when the graph and its weights disagree).
void finishSpec(const Graph& g, OnnxImport& out, const std::string& name);

}  // namespace nnlab::onnxin
