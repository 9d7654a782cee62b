// The safety map's markers (part of the map chunk, with map-view.tsx): a report with its popup, and a cell of many.

import { t } from '../../contract/i18n.js';
import type { MapAnswer, MapReport } from '../../contract/safety-reports.js';
import { SAFETY } from '../../contract/safety-reports-labels.js';
import { formatDate } from '../lib/dates.js';
import { incidentMeta } from './incident-types.js';
import { escapeHtml, type IncidentSvgs } from './map-icons.js';
import L from './map-view-leaflet.js';

export type CountedMarker = L.Marker & { options: L.MarkerOptions & { count?: number } };

function popupHtml(r: MapReport, svgs: IncidentSvgs): string {
  const m = incidentMeta(r.incidentType);
  const svg = svgs[m.key];
  return `<div class="incident-popup">
    <div class="head"><span style="background:${m.color}">${svg}</span>${escapeHtml(m.label)}</div>
    <p class="muted">${escapeHtml(r.area || t('Área não especificada'))}</p>
    <p>${escapeHtml(r.description || t('Sem descrição'))}</p>
    <p><strong>${escapeHtml(t('Gravidade: {n}/5', { n: r.severity || 1 }))}</strong></p>
    <p class="muted">${formatDate(r.createdAt)}${r.incidentTime ? ` · ${escapeHtml(t('Horário: {time}', { time: r.incidentTime }))}` : ''}</p>
    <div class="incident-votes" data-votes-for="${r.id}"></div>
    <button type="button" class="report-incident" data-report-incident="${r.id}">${escapeHtml(t('Denunciar'))}</button>
  </div>`;
}

export function reportMarker(r: MapReport, svgs: IncidentSvgs): L.Marker {
  const m = incidentMeta(r.incidentType);
  const icon = L.divIcon({
    className: 'incident-marker',
    html: `<span style="background:${m.color}">${svgs[m.key]}</span>`,
    iconSize: [30, 30],
    iconAnchor: [15, 15],
    popupAnchor: [0, -14],
  });
  // Built on first open and kept: the answers box rendered into it survives Leaflet laying the popup out again.
  let content: HTMLElement | undefined;
  const popup = () => {
    if (!content) {
      content = document.createElement('div');
      content.innerHTML = popupHtml(r, svgs);
    }
    return content;
  };
  return L.marker([r.latitude, r.longitude], { icon, title: m.label, alt: m.label }).bindPopup(popup);
}

export function cellMarker(map: L.Map, [lat, lng, count]: MapAnswer['cells'][number]): L.Marker {
  const icon = L.divIcon({ className: 'incident-cluster', html: `<span>${count}</span>`, iconSize: [40, 40] });
  const marker = L.marker([lat, lng], { icon, title: t('{count} incidentes', { count }), count } as L.MarkerOptions);
  // A cell is many reports: zoom in until they can be told apart.
  marker.on('click', () => map.setView([lat, lng], Math.min(map.getZoom() + 2, SAFETY.maxZoom)));
  return marker;
}
