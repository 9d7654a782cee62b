// Issue 32: the owner's sightings on a small map. A lazy chunk, loaded only when the owner opens a
// stolen bike's sightings; it reuses the safety map's Leaflet chunk (map-view-leaflet.ts, with
// Leaflet's CSS) and its tiles (the server's map config: OpenStreetMap, or the offline/demo tiles).
import L from '../safety-reports/map-view-leaflet.js';
import './sightings-map.css';
import { useEffect, useRef } from 'react';
import type { SightingView } from '../../contract/bikes.js';
import { t } from '../../contract/i18n.js';
import { SAFETY } from '../../contract/safety-reports-labels.js';
import { formatDateTime } from '../lib/dates.js';
import { useMapConfig } from '../safety-reports/api/get-map-config.js';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The marker's name: what a screen reader and the list beside the map both say. */
export const sightingTitle = (s: SightingView) =>
  t('Avistamento: {area} · {date}', { area: s.area, date: formatDateTime(s.seenAt) });

/** A map fitted to the sightings, one marker each (newest on top); the list beside it says the same. */
export default function SightingsMap({ items }: { items: SightingView[] }) {
  const el = useRef<HTMLDivElement>(null);
  const config = useMapConfig();
  const tileUrl = config.data?.tileUrl;
  const attribution = config.data?.attribution;
  useEffect(() => {
    if (!el.current || !tileUrl || !items.length) return;
    const m = L.map(el.current, { maxZoom: SAFETY.maxZoom, scrollWheelZoom: false });
    L.tileLayer(tileUrl, { attribution, maxZoom: SAFETY.maxZoom }).addTo(m);
    const points: L.LatLngTuple[] = [];
    for (const s of [...items].reverse()) {
      const title = sightingTitle(s);
      const icon = L.divIcon({ className: 'sighting-marker', html: '<span></span>', iconSize: [22, 22] });
      L.marker([s.latitude, s.longitude], { icon, title, alt: title })
        .bindPopup(
          `<strong>${esc(s.area)}</strong><br>${esc(formatDateTime(s.seenAt))}${s.note ? `<br>${esc(s.note)}` : ''}`,
        )
        .addTo(m);
      points.push([s.latitude, s.longitude]);
    }
    m.fitBounds(L.latLngBounds(points), { maxZoom: 15, padding: [24, 24] });
    return () => {
      m.remove();
    };
  }, [items, tileUrl, attribution]);
  return <div ref={el} className="sightings-map" role="region" aria-label={t('Mapa dos avistamentos')} />;
}
