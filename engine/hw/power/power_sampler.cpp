#include "hw/power/power_sampler.h"

#include <time.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>

#include "core/error.h"
#include "core/format.h"

namespace nnlab {

namespace {
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

double threadCpuSeconds() {
  timespec ts{};
  if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts) != 0) return kNaN;
  return static_cast<double>(ts.tv_sec) + 1e-9 * static_cast<double>(ts.tv_nsec);
}
}  // namespace

PowerSampler::PowerSampler(PowerSources sources, double hz) : sources_(std::move(sources)), hz_(hz) {
  if (!std::isfinite(hz) || hz < kMinHz || hz > kMaxHz)
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "the power sampling rate must be between %1 and %2 Hz, not %3"),
        realArg(formatDouble(kMinHz)), realArg(formatDouble(kMaxHz)), realArg(formatDouble(hz))));
  period_ = std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(1.0 / hz));
  for (const auto& s : sources_) infos_.push_back(s->info());
  trace_.hz = hz;
  trace_.sources = infos_;
  trace_.samples.resize(infos_.size());
  stats_.hz = hz;
  stats_.readErrors.assign(infos_.size(), 0);
  stats_.lastError.assign(infos_.size(), "");
  prevT_.assign(infos_.size(), kNaN);
  prevJ_.assign(infos_.size(), kNaN);
  t0_ = Clock::now();
}

PowerSampler::~PowerSampler() { stop(); }

bool PowerSampler::anyAvailable() const {
  for (const auto& i : infos_)
    if (i.available) return true;
  return false;
}

void PowerSampler::start() {
  std::unique_lock lk(mu_);
  if (started_) {
    if (running_) return;
    throw std::logic_error("PowerSampler::start(): a sampler runs once; make a new one");
  }
  started_ = running_ = true;
  t0_ = Clock::now();
  thread_ = std::thread([this] { loop(); });
  sampled_.wait(lk, [this] { return stats_.rounds > 0; });
  lk.unlock();
  waitForRoundAfter(0.0);  // a source whose first read failed gets two more rounds
}

void PowerSampler::stop() {
  {
    std::lock_guard lk(mu_);
    if (!running_) return;
    stopRequested_ = true;
  }
  wake_.notify_all();
  thread_.join();
  std::lock_guard lk(mu_);
  running_ = false;
  sampled_.notify_all();
}

bool PowerSampler::running() const {
  std::lock_guard lk(mu_);
  return running_;
}

double PowerSampler::secondsAt(Clock::time_point t) const { return std::chrono::duration<double>(t - t0_).count(); }

void PowerSampler::loop() {
  auto next = Clock::now();
  for (;;) {
    round();
    std::unique_lock lk(mu_);
    if (stopRequested_) break;
    next += period_;
    const auto now = Clock::now();
    if (next < now) next = now;  // behind (a slow read): no burst of catch-up rounds
    wake_.wait_until(lk, next, [this] { return stopRequested_ || nudged_; });
    nudged_ = false;
    if (stopRequested_) break;
  }
  // The last round follows stop() and so every mark; a source whose read failed there gets
  // two more tries, so the last interval's end is covered.
  round();
  for (int extra = 0; extra < 2; ++extra) {
    {
      std::lock_guard lk(mu_);
      double lastMark = 0.0;
      for (const auto& iv : trace_.intervals) lastMark = std::max(lastMark, iv.open() ? iv.begin : iv.end);
      if (readAfter(lastMark)) break;
    }
    std::this_thread::sleep_for(std::min<Clock::duration>(period_, std::chrono::milliseconds(50)));
    round();
  }
}

void PowerSampler::round() {
  const auto r0 = Clock::now();
  // Derived power over a window shorter than half a period (a round a mark asked for) would
  // mostly show the counter's update steps: such rounds keep the counter and leave power out.
  const double minWindow = 0.5 / hz_;
  std::vector<std::pair<std::size_t, PowerSample>> got;
  got.reserve(sources_.size());
  for (std::size_t i = 0; i < sources_.size(); ++i) {
    if (!infos_[i].available) continue;
    const auto a = Clock::now();
    PowerReading r;
    try {
      r = sources_[i]->read();  // no lock held: NVML can take a millisecond
    } catch (const std::exception& e) {  // a thread must not throw: the read failed, with the reason
      r = PowerReading{};
      r.error = e.what();
    }
    const auto b = Clock::now();
    PowerSample s;
    s.t = secondsAt(r.takenAt ? std::clamp(*r.takenAt, a, b) : a + (b - a) / 2);
    s.watts = r.watts;
    s.joules = r.joules;
    s.smClockMHz = r.smClockMHz;
    s.memClockMHz = r.memClockMHz;
    s.gpuUtilPercent = r.gpuUtilPercent;
    s.memUtilPercent = r.memUtilPercent;
    s.temperatureC = r.temperatureC;
    s.readError = !r.error.empty();
    if (infos_[i].powerFromCounter && std::isfinite(s.joules)) {
      if (!std::isfinite(prevJ_[i])) {
        prevT_[i] = s.t, prevJ_[i] = s.joules;
      } else if (s.t - prevT_[i] >= minWindow) {
        s.watts = (s.joules - prevJ_[i]) / (s.t - prevT_[i]);
        prevT_[i] = s.t, prevJ_[i] = s.joules;
      }
    }
    got.emplace_back(i, s);
    if (s.readError) {
      std::lock_guard lk(mu_);
      ++stats_.readErrors[i];
      stats_.lastError[i] = r.error;
    }
  }
  const double seconds = std::chrono::duration<double>(Clock::now() - r0).count();
  {
    std::lock_guard lk(mu_);
    for (auto& [i, s] : got) trace_.samples[i].push_back(s);
    ++stats_.rounds;
    sumRoundSeconds_ += seconds;
    stats_.meanRoundSeconds = sumRoundSeconds_ / static_cast<double>(stats_.rounds);
    stats_.maxRoundSeconds = std::max(stats_.maxRoundSeconds, seconds);
    lastRoundStart_ = secondsAt(r0);
    stats_.wallSeconds = secondsAt(Clock::now());
    stats_.threadCpuSeconds = threadCpuSeconds();  // this is the sampler's thread
  }
  sampled_.notify_all();
}

void PowerSampler::nudge() {
  {
    std::lock_guard lk(mu_);
    nudged_ = true;
  }
  wake_.notify_all();
}

int PowerSampler::begin(const std::string& label, const std::string& phase, int epoch, Clock::time_point at) {
  int id = 0;
  {
    std::lock_guard lk(mu_);
    if (!started_) throw std::logic_error("PowerSampler::begin() before start()");
    PowerInterval iv;
    iv.label = label;
    iv.phase = phase;
    iv.epoch = epoch;
    iv.begin = secondsAt(at);
    trace_.intervals.push_back(iv);
    id = static_cast<int>(trace_.intervals.size()) - 1;
  }
  nudge();
  return id;
}

const PowerInterval& PowerSampler::intervalAt(int id) const {
  if (id < 0 || id >= static_cast<int>(trace_.intervals.size()))
    throw std::out_of_range("PowerSampler: no interval " + std::to_string(id));
  return trace_.intervals[static_cast<std::size_t>(id)];
}

void PowerSampler::end(int interval, Clock::time_point at) {
  {
    std::lock_guard lk(mu_);
    PowerInterval& iv = const_cast<PowerInterval&>(intervalAt(interval));
    if (!iv.open()) throw std::logic_error("PowerSampler::end(): interval \"" + iv.label + "\" has ended already");
    iv.end = std::max(iv.begin, secondsAt(at));
  }
  nudge();
}

int PowerSampler::mark(const std::string& label, Clock::time_point at) {
  const int id = begin(label, {}, 0, at);
  end(id, at);
  return id;
}

bool PowerSampler::readAfter(double t) const {
  for (std::size_t i = 0; i < infos_.size(); ++i) {
    if (!infos_[i].available) continue;
    const auto& v = trace_.samples[i];
    bool found = false;
    for (auto it = v.rbegin(); it != v.rend() && it->t >= t && !found; ++it)
      found = std::isfinite(infos_[i].hasCounter ? it->joules : it->watts);
    if (!found) return false;
  }
  return true;
}

void PowerSampler::waitForRoundAfter(double t) const {
  std::unique_lock lk(mu_);
  // A mark has nudged the thread, so this is one read away. A source whose read failed there
  // gets two more rounds; the time bound only guards against a hung driver.
  const auto limit = std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(3.0 / hz_ + 2.0));
  long long firstRoundAfter = -1;
  sampled_.wait_for(lk, limit, [&] {
    if (!running_) return true;
    if (lastRoundStart_ < t) return false;
    if (readAfter(t)) return true;
    if (firstRoundAfter < 0) firstRoundAfter = stats_.rounds;
    return stats_.rounds >= firstRoundAfter + 2;
  });
}

IntervalEnergy PowerSampler::energy(int interval) const {
  double end = 0;
  {
    std::lock_guard lk(mu_);
    const PowerInterval& iv = intervalAt(interval);
    if (iv.open()) throw std::logic_error("PowerSampler::energy(): interval \"" + iv.label + "\" has not ended");
    end = iv.end;
  }
  waitForRoundAfter(end);
  std::lock_guard lk(mu_);
  const PowerInterval& iv = intervalAt(interval);
  const bool isIdle = idle_ && iv.phase == "idle";
  return intervalEnergy(trace_, iv, idle_ && !isIdle ? &*idle_ : nullptr);
}

std::optional<IdleBaseline> PowerSampler::measureIdle(double seconds, const std::atomic<bool>* stop) {
  if (!std::isfinite(seconds) || seconds < 0.0 || seconds > 3600.0)
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "the idle measurement must last 0 to 3600 seconds, not %1"),
        realArg(formatDouble(seconds))));
  if (seconds == 0.0) return std::nullopt;
  const auto from = Clock::now();
  const int id = begin("idle", "idle", 0, from);
  const auto until = from + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
  while (Clock::now() < until && !(stop && stop->load())) {
    const auto step = std::min<Clock::duration>(until - Clock::now(), std::chrono::milliseconds(50));
    if (step > Clock::duration::zero()) std::this_thread::sleep_for(step);
  }
  end(id);
  IdleBaseline b = idleBaselineFrom(energy(id));
  std::lock_guard lk(mu_);
  idle_ = b;
  return b;
}

std::optional<IdleBaseline> PowerSampler::idle() const {
  std::lock_guard lk(mu_);
  return idle_;
}

PowerTrace PowerSampler::trace() const {
  std::lock_guard lk(mu_);
  return trace_;
}

PowerTrace PowerSampler::trace(PowerTraceCursor& cursor) const {
  std::lock_guard lk(mu_);
  cursor.taken.clear();
  for (const auto& s : trace_.samples) cursor.taken.push_back(s.size());
  return trace_;
}

PowerTraceUpdate PowerSampler::update(PowerTraceCursor& cursor) const {
  std::lock_guard lk(mu_);
  PowerTraceUpdate u;
  cursor.taken.resize(trace_.samples.size(), 0);
  u.samples.resize(trace_.samples.size());
  for (std::size_t i = 0; i < trace_.samples.size(); ++i) {
    const auto& s = trace_.samples[i];
    const std::size_t from = std::min(cursor.taken[i], s.size());
    u.samples[i].assign(s.begin() + static_cast<std::ptrdiff_t>(from), s.end());
    cursor.taken[i] = s.size();
  }
  u.intervals = trace_.intervals;
  return u;
}

SamplerStats PowerSampler::stats() const {
  std::lock_guard lk(mu_);
  return stats_;
}

EnergyReport PowerSampler::report() const {
  double lastEnd = -1.0;
  {
    std::lock_guard lk(mu_);
    for (const auto& iv : trace_.intervals)
      if (!iv.open()) lastEnd = std::max(lastEnd, iv.end);
  }
  waitForRoundAfter(lastEnd);
  std::lock_guard lk(mu_);
  EnergyReport r;
  r.hz = hz_;
  r.sources = infos_;
  r.idle = idle_;
  for (const auto& iv : trace_.intervals) {
    if (iv.open()) continue;
    const bool isIdle = idle_ && iv.phase == "idle";
    r.intervals.push_back(intervalEnergy(trace_, iv, idle_ && !isIdle ? &*idle_ : nullptr));
  }
  r.stats = stats_;
  return r;
}

}  // namespace nnlab
