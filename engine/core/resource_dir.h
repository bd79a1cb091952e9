#pragma once
// Where nnlab's data files live (model presets, the hardware database): one lookup for all of
// them, so that making the installed package relocatable changes one function.
#include <string>

namespace nnlab {

// The folder of the resource set `name` ("presets", "hardware"): the environment variable
// `envVar` when set, else resources/<name> of the source tree when it exists (running from a
// build tree), else /usr/share/nnlab/<name>.
std::string resourceDirectory(const std::string& name, const char* envVar);

}  // namespace nnlab
