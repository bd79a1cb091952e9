#pragma once
// MPI, when this process was started by mpirun/srun as one rank of several (Open MPI, Debian's):
// MPI is initialised the first time it is asked about, finalised at exit. Without MPI in the
// build, or in a process started alone, the world is this one process.
#include <memory>
#include <string>
#include <vector>

#include "backends/communicator.h"
#include "core/error.h"

namespace nnlab {

bool mpiAvailable();         // built with MPI
bool mpiLaunched();          // this process is a rank started by mpirun/srun (even of one)
int mpiWorldSize();          // 1 when not started by an MPI launcher
int mpiWorldRank();
std::vector<std::string> mpiHostNames();  // every rank's host, in rank order
// The world as a communicator (tensors through host buffers, MPI_Allreduce). Throws
// Error(Unsupported) without MPI.
std::unique_ptr<Communicator> mpiCommunicator();
// Ends every rank of the job (MPI_Abort) after printing why, with the exit code of `kind`
// (exitCodeOf: 6 for a divergence, 4 for a failure); does not return.
[[noreturn]] void mpiAbort(const std::string& why, ErrorKind kind = ErrorKind::OutOfMemory);

}  // namespace nnlab
