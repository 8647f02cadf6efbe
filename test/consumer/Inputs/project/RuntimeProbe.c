/* A host program linked with the installed GPU runtime through
   GenX::GenXGPURuntime: it hands mgpuModuleLoad bytes that are no Gen
   binary, which the runtime refuses with one error line and exit 1. */
#include <stddef.h>

void *mgpuModuleLoad(void *data, size_t size);

int main(void) {
  static char notABinary[64] = "not a Gen binary";
  mgpuModuleLoad(notABinary, sizeof(notABinary));
  return 0;
}
