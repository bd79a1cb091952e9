// A build without MPI: the world is this process.
#include <cstdio>
#include <cstdlib>

#include "core/error.h"
#include "parallel/mpi_world.h"

namespace nnlab {

bool mpiAvailable() { return false; }
bool mpiLaunched() { return false; }
int mpiWorldSize() { return 1; }
int mpiWorldRank() { return 0; }
std::vector<std::string> mpiHostNames() { return {hostName()}; }

std::unique_ptr<Communicator> mpiCommunicator() {
  fail(ErrorKind::Unsupported, msg(NNLAB_TEXT("nnlab::messages", "this build has no MPI (install libopenmpi-dev and rebuild)")));
}

void mpiAbort(const std::string& why, ErrorKind kind) {
  std::fprintf(stderr, "nnlab: %s\n", why.c_str());
  std::_Exit(exitCodeOf(kind));
}

}  // namespace nnlab
