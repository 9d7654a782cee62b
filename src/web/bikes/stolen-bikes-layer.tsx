import type Leaflet from 'leaflet';
import { useEffect } from 'react';
import { BIKE_TYPE_LABELS } from '../../contract/bikes-labels.js';
import { t } from '../../contract/i18n.js';
import { formatDate } from '../lib/dates.js';
import { featurePaths } from '../lib/paths.js';
import { useStolenBikesOnMap } from './api/bikes.js';

/** A bicycle drawn in white (no emoji font on every phone). */
const BIKE_SVG =
  '<svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><circle cx="5.5" cy="17.5" r="3.5"/><circle cx="18.5" cy="17.5" r="3.5"/><path d="M15 6a1 1 0 1 0 0-2 1 1 0 0 0 0 2zm-3 11.5V14l-3-3 4-3 2 3h2"/></svg>';

/**
 * The map's own Leaflet: map-view-leaflet.ts puts it on globalThis before the map this layer is given
 * is made. Importing 'leaflet' here would split Leaflet out of the map's chunk into one the page
 * itself loads first (the page's byte budget, decision 010).
 */
const leaflet = () => (globalThis as unknown as { L: typeof Leaflet }).L;

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Issue 32: the stolen bikes (with a map point) as a layer over the safety map, switched on and off
 * by the page's checkbox. Lazy: the page loads it only once the checkbox is on (a visitor's first load
 * of the map page carries none of it).
 */
export default function StolenBikesLayer({ map, onCount }: { map: Leaflet.Map; onCount: (n: number) => void }) {
  const bikes = useStolenBikesOnMap(true);
  useEffect(() => {
    if (!bikes.data) return;
    onCount(bikes.data.items.filter((b) => b.latitude !== null).length);
    const L = leaflet();
    const layer = L.layerGroup();
    for (const b of bikes.data.items) {
      if (b.latitude === null || b.longitude === null) continue;
      const icon = L.divIcon({
        className: 'stolen-bike-marker',
        html: `<span style="display:flex;width:28px;height:28px;border-radius:9999px;background:#7c3aed;border:2px solid #fff;align-items:center;justify-content:center">${BIKE_SVG}</span>`,
        iconSize: [28, 28],
        iconAnchor: [14, 14],
      });
      const title = t('Bicicleta roubada: {bike}', { bike: `${b.brand} ${b.model}` });
      L.marker([b.latitude, b.longitude], { icon, title, alt: title })
        .bindPopup(
          `<div><strong>${esc(`${b.brand} ${b.model}`)}</strong><p>${esc(BIKE_TYPE_LABELS[b.type])} · ${esc(b.colour)}</p><p>${esc(b.area)} · ${t('desde {date}', { date: formatDate(b.stolenAt) })}</p><a href="${featurePaths.stolenBikes()}">${t('Ver bicicletas roubadas')}</a></div>`,
        )
        .addTo(layer);
    }
    layer.addTo(map);
    return () => {
      layer.remove();
    };
  }, [bikes.data, map, onCount]);
  return null;
}
