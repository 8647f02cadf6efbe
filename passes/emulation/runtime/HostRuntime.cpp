//===- HostRuntime.cpp - Work groups with barriers on the host ------------===//
//
// The work items of one GPU work group may wait for each other at a barrier,
// so a host that runs them one call after another computes what no device
// computes. This library runs the items of a group as fibers on the calling
// thread: each item runs until it reaches a barrier or returns; when every
// item waits at the barrier, all of them go on. The schedule is fixed (item
// order), so a run is deterministic.
//
// It is a plain C library for mlir-runner's -shared-libs: the host code that
// genx-launch-on-host (and the kernel programs' CPU reference) generates
// calls `genx_host_run_group` per group and the kernels call
// `genx_host_barrier`.
//
//===----------------------------------------------------------------------===//

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <sys/mman.h>
#include <ucontext.h>
#include <unistd.h>
#include <vector>

namespace {
/// The entry of a work item: the context the launch packed, then the item's
/// id in the group.
using ItemFn = void (*)(void *context, int64_t x, int64_t y, int64_t z);

enum class State { Ready, AtBarrier, Done };

struct Item {
  ucontext_t context;
  int64_t id[3];
  State state = State::Ready;
};

/// The group being run, if any.
struct Group {
  ItemFn fn;
  void *context;
  int32_t *localIdGlobal;
  std::vector<Item> items;
  size_t current = 0;
  ucontext_t scheduler;
};

Group *running = nullptr;

/// Bytes of stack per work item: kernels emulated on the host keep their
/// vectors on the stack. GENX_HOST_STACK_KB overrides the default.
size_t stackBytes() {
  size_t kb = 1024;
  if (const char *env = getenv("GENX_HOST_STACK_KB"))
    kb = strtoull(env, nullptr, 10);
  long page = sysconf(_SC_PAGESIZE);
  size_t bytes = kb * 1024;
  return (bytes + page - 1) / page * page;
}

void fail(const char *message) {
  fprintf(stderr, "genx_host_run_group: %s\n", message);
  fflush(stderr);
  abort();
}

void runItem() {
  Group &group = *running;
  Item &item = group.items[group.current];
  group.fn(group.context, item.id[0], item.id[1], item.id[2]);
  item.state = State::Done;
  // Returning resumes uc_link: the scheduler.
}

/// Switches to item `index`, with its id in the dispatch global.
void resume(Group &group, size_t index) {
  Item &item = group.items[index];
  group.current = index;
  if (group.localIdGlobal)
    for (int d = 0; d < 3; ++d)
      group.localIdGlobal[d] = static_cast<int32_t>(item.id[d]);
  if (swapcontext(&group.scheduler, &item.context) != 0)
    fail("cannot switch to a work item");
}
} // namespace

extern "C" {

/// Runs the work items of one group, `nx * ny * nz` of them, as
/// `fn(context, x, y, z)` with x fastest. When `localIdGlobal` is not null,
/// the item's id is stored there (as i32) each time the item runs: the
/// dispatch global of genx-emulate.
void genx_host_run_group(ItemFn fn, void *context, int64_t nx, int64_t ny,
                         int64_t nz, int32_t *localIdGlobal) {
  if (running)
    fail("a group is already running (launch from inside a kernel?)");
  if (nx <= 0 || ny <= 0 || nz <= 0)
    return;
  Group group;
  group.fn = fn;
  group.context = context;
  group.localIdGlobal = localIdGlobal;
  size_t count = static_cast<size_t>(nx * ny * nz);
  group.items.resize(count);
  size_t stack = stackBytes();
  long page = sysconf(_SC_PAGESIZE);
  // One guard page below each stack: an overflow faults instead of writing
  // into the next item's stack.
  size_t slot = stack + page;
  char *stacks = static_cast<char *>(
      mmap(nullptr, slot * count, PROT_READ | PROT_WRITE,
           MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0));
  if (stacks == MAP_FAILED)
    fail("cannot map the work items' stacks (set GENX_HOST_STACK_KB lower)");
  for (size_t i = 0; i < count; ++i) {
    Item &item = group.items[i];
    item.id[0] = static_cast<int64_t>(i) % nx;
    item.id[1] = static_cast<int64_t>(i) / nx % ny;
    item.id[2] = static_cast<int64_t>(i) / (nx * ny);
    char *base = stacks + i * slot;
    mprotect(base, page, PROT_NONE);
    if (getcontext(&item.context) != 0)
      fail("cannot create a work item");
    item.context.uc_stack.ss_sp = base + page;
    item.context.uc_stack.ss_size = stack;
    item.context.uc_link = &group.scheduler;
    makecontext(&item.context, runItem, 0);
  }
  running = &group;
  while (true) {
    size_t done = 0;
    for (size_t i = 0; i < count; ++i) {
      if (group.items[i].state == State::Ready)
        resume(group, i);
      done += group.items[i].state == State::Done;
    }
    if (done == count)
      break;
    if (done != 0)
      fail("a work item returned while others wait at a barrier: every "
           "item of a group must reach each barrier (the device hangs or "
           "computes garbage)");
    for (Item &item : group.items)
      item.state = State::Ready;
  }
  running = nullptr;
  munmap(stacks, slot * count);
}

/// Waits until every item of the running group reaches a barrier. Outside
/// a group (a kernel called directly) there is no one to wait for.
void genx_host_barrier() {
  if (!running)
    return;
  Group &group = *running;
  Item &item = group.items[group.current];
  item.state = State::AtBarrier;
  if (swapcontext(&item.context, &group.scheduler) != 0)
    fail("cannot switch back to the scheduler");
}
}
