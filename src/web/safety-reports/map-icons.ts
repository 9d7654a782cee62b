import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { INCIDENT_TYPES, type IncidentType } from '../../contract/safety-reports.js';
import { INCIDENT_STYLE } from './incident-types.js';

/** The lucide icon of each type as SVG markup, drawn once: Leaflet markers take HTML strings. */
function svgOf(type: IncidentType): string {
  const host = document.createElement('div');
  const root = createRoot(host);
  flushSync(() => root.render(createElement(INCIDENT_STYLE[type].icon, { size: 16, strokeWidth: 2.5, 'aria-hidden': true })));
  const html = host.innerHTML;
  root.unmount();
  return html;
}

let cache: Record<IncidentType, string> | undefined;
export function incidentSvgs(): Record<IncidentType, string> {
  cache ??= Object.fromEntries(INCIDENT_TYPES.map((t) => [t, svgOf(t)])) as Record<IncidentType, string>;
  return cache;
}

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
