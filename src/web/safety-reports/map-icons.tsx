import type { IncidentType } from '../../contract/safety-reports.js';
import { INCIDENT_TYPES } from '../../contract/safety-reports-labels.js';
import { INCIDENT_STYLE } from './incident-types.js';

export type IncidentSvgs = Record<IncidentType, string>;

/**
 * The lucide icon of each type, rendered once off screen: Leaflet markers and popups take HTML
 * strings, and reading the markup back avoids shipping a second React renderer.
 */
export function IconSprites({ spriteRef }: { spriteRef: React.RefObject<HTMLDivElement | null> }) {
  return (
    <div ref={spriteRef} hidden>
      {INCIDENT_TYPES.map((t) => {
        const Icon = INCIDENT_STYLE[t].icon;
        return (
          <span key={t} data-type={t}>
            <Icon size={16} strokeWidth={2.5} aria-hidden="true" />
          </span>
        );
      })}
    </div>
  );
}

export function readSvgs(el: HTMLElement): IncidentSvgs {
  return Object.fromEntries(
    INCIDENT_TYPES.map((t) => [t, el.querySelector(`[data-type="${t}"]`)?.innerHTML ?? '']),
  ) as IncidentSvgs;
}

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
