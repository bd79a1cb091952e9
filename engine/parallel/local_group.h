#pragma once
// LocalGroup: the replicas of one process (a thread each) reducing through host memory — CPU
// replicas, a CPU beside GPUs (hybrid), or GPUs without NCCL. A reduction flattens every replica's
// tensors to f32 host buffers, each replica sums its slice over all of them in rank order (so the
// result does not depend on timing: f64 accumulation, a fixed order) and copies the sum back.
#include <condition_variable>
#include <deque>
#include <map>
#include <mutex>
#include <tuple>

#include "backends/communicator.h"

namespace nnlab {

class LocalGroup {
 public:
  explicit LocalGroup(int size);
  std::unique_ptr<Communicator> member(int rank);
  int size() const { return size_; }

  // For the members.
  void barrier();  // throws Error(Cancelled) once aborted
  void abort(const std::string& why);
  // Point to point (a pipeline's stages as threads standing in for processes): mailboxes per
  // (from, to, tag), in the order posted.
  void post(int from, int to, int tag, std::vector<unsigned char> bytes);
  void waitFor(int from, int to, int tag);  // throws Error(Cancelled) once aborted
  std::vector<unsigned char> take(int from, int to, int tag);
  std::vector<std::vector<float>> send;   // per rank: its flattened tensors
  std::vector<std::vector<double>> extras;  // per rank: its host numbers
  std::vector<float> sum;
  std::vector<double> extrasSum;

 private:
  int size_;
  std::mutex m_;
  std::condition_variable cv_;
  int waiting_ = 0;
  std::uint64_t generation_ = 0;
  bool aborted_ = false;
  std::string why_;
  std::map<std::tuple<int, int, int>, std::deque<std::vector<unsigned char>>> mail_;
};

}  // namespace nnlab
