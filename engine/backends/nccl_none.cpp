// A build without NCCL: GPU replicas reduce through the host (threads or MPI).
#include "backends/nccl_comm.h"
#include "core/error.h"

namespace nnlab {

namespace {
const char* kWhy = "this build has no NCCL (it is found beside the CUDA toolkit: libnccl and nccl.h)";
}

bool ncclCompiled() { return false; }
std::string ncclVersion() { return kWhy; }
std::unique_ptr<NcclGroup> makeNcclGroup(const std::vector<int>&) { fail(ErrorKind::Unsupported, kWhy); }
std::unique_ptr<Communicator> makeNcclCommunicator(Communicator&, int) { fail(ErrorKind::Unsupported, kWhy); }

}  // namespace nnlab
