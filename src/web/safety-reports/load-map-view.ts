import type { ComponentType } from 'react';
import type { MapViewProps } from './map-view.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The map's code in two steps, each evaluated in its own task (issue 38: on a busy phone the map's
 * first load blocked the main thread for a second and more): Leaflet itself, then the heat layer,
 * the clustering and the map component, which find Leaflet already evaluated.
 */
async function loadOnce(): Promise<ComponentType<MapViewProps>> {
  await import('./map-view-leaflet.js');
  await sleep(0);
  return (await import('./map-view.js')).default;
}

/** Spec section 4: up to 3 attempts to load the map libraries, waiting 1 s × the attempt number between tries. */
export async function loadMapView(attempts = 3): Promise<ComponentType<MapViewProps>> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await loadOnce();
    } catch (err) {
      if (attempt >= attempts) throw err;
      await sleep(1000 * attempt);
    }
  }
}
