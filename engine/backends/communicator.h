#pragma once
// Communicator: what the replicas of a data-parallel run exchange — sums of tensors (gradients,
// parameters) with a few host numbers riding along (stop and failure flags, losses, confusion
// counts) — and a barrier. One object per replica; every replica calls the same operations in the
// same order. Implementations: threads of one process through host memory (LocalGroup), GPUs
// through NCCL, processes through MPI. Their errors are nnlab::Errors; abort() ends the waits of
// the others, which then throw Error(Cancelled) naming the replica that failed.
#include <algorithm>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "backends/backend.h"
#include "core/error.h"
#include "core/files.h"
#include "core/tensor.h"

namespace nnlab {

struct CommStats {
  double seconds = 0.0;  // in reductions (host-waited ones: the device synchronised around them)
  double bytes = 0.0;    // tensor bytes this replica contributed
  std::int64_t calls = 0;
  // Device-queued reductions (queueAllreduce), from timestamps taken on the device: the steps
  // measured, how long the training stream waited for the reductions after its backward was done
  // (exposed), and the reductions' time that ran under the backward (overlapped). seconds counts
  // their whole time (first bucket's start to last bucket's end, per step).
  std::int64_t queuedSteps = 0;
  double exposedSeconds = 0.0, overlappedSeconds = 0.0;
};

class Communicator {
 public:
  virtual ~Communicator() = default;
  virtual int rank() const = 0;
  virtual int size() const = 0;
  virtual std::string name() const = 0;  // "threads (host memory)", "NCCL", "MPI"
  // Sums each tensor over the replicas, in place (tensors of this replica's backend), and `extras`
  // (host numbers) with them.
  virtual void allreduce(const std::vector<Tensor*>& tensors, Backend& backend, std::vector<double>* extras = nullptr) = 0;
  // Sums host numbers only (cheap; also a barrier).
  virtual void allreduceHost(std::vector<double>& values) = 0;
  virtual void barrier() = 0;
  // This replica failed: the others' waits end with Error(Cancelled, "<who> failed: <message>").
  virtual void abort(const std::string& message) = 0;

  // Reductions queued on the device, without the host waiting (NCCL): what a recorded training
  // step (a CUDA graph) can hold, and what lets gradients be summed while backward still runs.
  // A step calls queueAllreduce() for each bucket of gradients as soon as backward has queued
  // them (the reduction waits for the backend's work so far, on the communicator's own stream;
  // each tensor's sum is multiplied by `weight`), then joinQueued(): the backend's later work (the
  // update) waits for every reduction of the step. settleTimings() (between steps, not recorded)
  // reads the device's timestamps of the steps so far into stats().
  virtual bool queuesOnDevice() const { return false; }
  virtual void queueAllreduce(const std::vector<Tensor*>&, Backend&, double) {
    fail(ErrorKind::Internal, name() + " cannot queue reductions on a device");
  }
  virtual void joinQueued(Backend& backend) {}
  // Sums one small f64 tensor over the replicas in place, each replica's values multiplied by
  // `weight`, in order with the backend's work: what synchronised batch norm exchanges inside
  // forward and backward. NCCL queues it on the device (a recorded step can hold it); the default
  // goes through the host (exact f64 sums in a fixed order; it waits for the other replicas).
  virtual void allreduceInline(Tensor& t, Backend& backend, double weight) {
    if (t.dtype() != DType::F64) fail(ErrorKind::Internal, "allreduceInline sums f64 tensors");
    Tensor h = backend.toHost(t);
    std::vector<double> v(h.data<double>(), h.data<double>() + h.numel());
    for (double& x : v) x *= weight;
    allreduceHost(v);
    std::copy(v.begin(), v.end(), h.data<double>());
    backend.upload(h, t);
  }
  virtual void settleTimings() {}
  const CommStats& stats() const { return stats_; }

  // Point to point, host bytes: what a pipeline's stages in several processes exchange
  // (activations forward, their gradients back). send() hands `bytes` over and returns at once;
  // messages from one rank to another with one tag arrive in the order sent; finishSends() waits
  // until every send so far has left (their buffers are then free). waitFor() waits until a
  // message from `peer` with `tag` is there (the wait is not the transfer); receive() takes it.
  virtual bool pointToPoint() const { return false; }
  virtual void send(int peer, int tag, std::vector<unsigned char> bytes) { refusePointToPoint(); }
  virtual void waitFor(int peer, int tag) { refusePointToPoint(); }
  virtual std::vector<unsigned char> receive(int peer, int tag) { refusePointToPoint(); }
  virtual void finishSends() {}

 protected:
  CommStats stats_;

 private:
  [[noreturn]] void refusePointToPoint() const {
    fail(ErrorKind::Internal, name() + " has no point-to-point messages");
  }
};

// hostName(): core/files.h.

}  // namespace nnlab
