// The hardware spec database (hw/hardware_db.h, resources/hardware/hardware.json; a user may
// point NNLAB_HARDWARE_DIR at their own) and hardware benchmark results (hw/bench_result.h,
// `hw bench --out` files the Hardware page opens): JSON text read strictly; the first byte picks
// the reader.
#include "core/json_reader.h"
#include "fuzz_support.h"
#include "hw/bench_result.h"
#include "hw/hardware_db.h"
#include "hw/power/energy.h"
#include "hw/power/power_trace.h"

using namespace nnlab;

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  fuzz::init();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  fuzz::Parts parts(data, size);
  const std::uint8_t which = parts.byte() % 4;
  const std::string text(parts.rest());
  fuzz::guard([&] {
    const nlohmann::json j = parseJsonText(text, "fuzz input", ErrorKind::BadInput);
    if (which == 0) {
      const HardwareDatabase db = HardwareDatabase::parse(j, "hardware database");
      for (const auto& d : db.devices()) (void)d.formulaText();
      if (!db.devices().empty()) (void)db.match(db.devices().front().name);
    } else if (which == 1) {
      HwBenchResult::fromJson(HwBenchResult::fromJson(j, "benchmark result").toJson(), "benchmark result");
    } else if (which == 2) {
      EnergyReport::fromJson(EnergyReport::fromJson(j).toJson());
    } else {
      PowerTrace::fromJson(PowerTrace::fromJson(j).toJson());
    }
  });
  return 0;
}
