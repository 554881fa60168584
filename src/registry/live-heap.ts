import { constants, PerformanceObserver } from "node:perf_hooks";
import { getHeapStatistics } from "node:v8";

/**
 * The share of the heap's limit still in use after the last full garbage collection, 0 to 1 (0 until one ran).
 * The heap in use at any moment counts garbage not yet collected, which under load climbs near the limit and means
 * nothing; what survives a full collection is what the bot really holds. One observer for the process (the heap is
 * the process's, whatever the number of bots in it), started on first use, that never keeps the process alive.
 */
export function liveHeapShare(): number {
  watch();
  return lastShare;
}

let lastShare = 0;
let observer: PerformanceObserver | null = null;

function watch(): void {
  if (observer) return;
  observer = new PerformanceObserver((list) => {
    const full = list
      .getEntries()
      .some(
        (entry) =>
          (entry as { readonly detail?: { readonly kind?: number } }).detail?.kind ===
          constants.NODE_PERFORMANCE_GC_MAJOR,
      );
    if (!full) return;
    const { used_heap_size: used, heap_size_limit: limit } = getHeapStatistics();
    lastShare = used / limit;
  });
  observer.observe({ entryTypes: ["gc"] });
}
