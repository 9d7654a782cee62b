// 'Onde estou agora' (issue 31): while the app is open, and only on a device where the member turned
// it on, the zone of kind 'current' follows the position — at most once a minute, after 100 m.
import { CURRENT_ZONE_EVERY_MS, CURRENT_ZONE_MIN_MOVE_M } from '../../contract/safety-zones-labels.js';

const KEY = 'safety-zones:follow';

export const followsHere = () => {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
};
export function setFollowsHere(on: boolean) {
  try {
    if (on) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
  } catch {
    // Private mode: it follows while this page is open only.
  }
}

const metres = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => {
  const dy = (a.lat - b.lat) * 111_320;
  const dx = (a.lng - b.lng) * 111_320 * Math.cos((a.lat * Math.PI) / 180);
  return Math.hypot(dx, dy);
};

/** Watches the position and calls `move` throttled; returns the function that stops watching. */
export function watchPosition(from: { lat: number; lng: number }, move: (p: { lat: number; lng: number }) => void) {
  if (!('geolocation' in navigator)) return () => {};
  let last = from;
  let lastAt = 0;
  const id = navigator.geolocation.watchPosition(
    (pos) => {
      const p = { lat: pos.coords.latitude, lng: pos.coords.longitude };
      if (Date.now() - lastAt < CURRENT_ZONE_EVERY_MS || metres(p, last) < CURRENT_ZONE_MIN_MOVE_M) return;
      last = p;
      lastAt = Date.now();
      move(p);
    },
    () => {},
    { enableHighAccuracy: false, maximumAge: 60_000, timeout: 30_000 },
  );
  return () => navigator.geolocation.clearWatch(id);
}
