import type { ComponentType } from 'react';
import type { MapViewProps } from './map-view.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Spec section 4: up to 3 attempts to load the map libraries, waiting 1 s × the attempt number between tries. */
export async function loadMapView(attempts = 3): Promise<ComponentType<MapViewProps>> {
  for (let attempt = 1; ; attempt++) {
    try {
      return (await import('./map-view.js')).default;
    } catch (err) {
      if (attempt >= attempts) throw err;
      await sleep(1000 * attempt);
    }
  }
}
