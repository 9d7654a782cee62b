// The map's drawing in idle tasks (issue 38): no Leaflet here, only the scheduling.

/** Runs `work` when the browser is idle (at the latest after `timeout` ms), as its own task; the returned function
 * cancels it. The map's layers and markers are drawn this way, after the map and its tiles are on screen, so no
 * step of the first load is one long task (issue 38). */
export function whenIdle(work: () => void, timeout = 200): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, 16);
  return () => clearTimeout(id);
}

/** Markers added per task: a few dozen DOM icons at most, far below a long task on a slow phone. */
export const MARKERS_PER_SLICE = 25;

/** Runs the slices one idle task after another; the returned function stops what is left. */
export function inSlices<T>(items: T[], size: number, each: (slice: T[]) => void): () => void {
  let cancel = () => {};
  const next = (from: number) => {
    if (from >= items.length) return;
    cancel = whenIdle(() => {
      each(items.slice(from, from + size));
      next(from + size);
    });
  };
  next(0);
  return () => cancel();
}
