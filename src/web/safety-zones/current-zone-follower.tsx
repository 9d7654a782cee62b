import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSafetyZones } from './api/get-safety-zones.js';
import { updateSafetyZone } from './api/save-safety-zone.js';
import { followsHere, watchPosition } from './follow-position.js';

/**
 * Mounted for signed-in members (the account menu's lazy chunk): on a device where 'Onde estou
 * agora' was turned on, moves that zone with the position while the app is open. Elsewhere nothing
 * is read or watched.
 */
export default function CurrentZoneFollower() {
  const on = followsHere();
  const zones = useSafetyZones(on);
  const qc = useQueryClient();
  const current = zones.data?.items.find((z) => z.kind === 'current');
  const id = current?.id;
  // The starting point only: the zone's own moves must not restart the watch.
  const from = useRef<{ lat: number; lng: number } | null>(null);
  from.current = current ? { lat: current.latitude, lng: current.longitude } : null;
  useEffect(() => {
    if (!on || id === undefined || !from.current) return;
    return watchPosition(from.current, (p) => {
      updateSafetyZone(id, { latitude: p.lat, longitude: p.lng }).then(
        () => qc.invalidateQueries({ queryKey: ['safety-zones'] }),
        () => {},
      );
    });
  }, [on, id, qc]);
  return null;
}
