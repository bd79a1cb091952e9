#pragma once
// NCCL for GPU replicas: gradients summed in GPU memory over NVLink/PCIe (no trip through the
// host), on a stream of the communicator's own. Two ways to start: one process driving every GPU
// (a thread each, ncclCommInitAll), or one process per GPU under mpirun/srun with NCCL's unique id
// sent from rank 0 through the MPI communicator. NCCL is not a Debian package: the build uses the
// one beside the CUDA toolkit when there is one (NNLAB_WITH_NCCL); without it these throw
// Error(Unsupported) and GPUs reduce through the host.
#include <memory>
#include <string>
#include <vector>

#include "backends/communicator.h"

namespace nnlab {

bool ncclCompiled();       // this build has NCCL
std::string ncclVersion();  // "2.28.3", or why there is none

// The GPUs of one process (a thread per GPU); member(r) is the communicator of devices[r].
class NcclGroup {
 public:
  virtual ~NcclGroup() = default;
  virtual std::unique_ptr<Communicator> member(int rank) = 0;
};
std::unique_ptr<NcclGroup> makeNcclGroup(const std::vector<int>& cudaDevices);

// This process's GPU as one rank of the job that `boot` (MPI) connects; every rank calls it.
std::unique_ptr<Communicator> makeNcclCommunicator(Communicator& boot, int cudaDevice);

}  // namespace nnlab
