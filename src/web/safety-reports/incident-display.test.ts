import { describe, expect, it } from 'vitest';
import type { AdminReport } from '../../contract/safety-reports.js';
import { INCIDENT_TYPES } from '../../contract/safety-reports-labels.js';
import { position, reporterOf } from '../admin/safety-reports/report-row.js';
import { incidentMeta } from './incident-types.js';
import { escapeHtml } from './map-icons.js';

describe('an incident type on the map', () => {
  it('has a pt-BR label, an icon and a colour of its own for every type', () => {
    const metas = INCIDENT_TYPES.map(incidentMeta);
    expect(metas.map((m) => m.label)).toEqual([
      'Roubo',
      'Assalto',
      'Vandalismo',
      'Acidentes',
      'Problemas Policiais',
      'Outros',
    ]);
    expect(new Set(metas.map((m) => m.color)).size).toBe(INCIDENT_TYPES.length);
    for (const m of metas) expect(m.icon).toBeTruthy();
  });

  it("shows an unknown type as 'Outros'", () => {
    expect(incidentMeta('furto de bike')).toMatchObject({ key: 'outros', label: 'Outros' });
  });
});

describe('text put into a map popup', () => {
  it('is escaped, so a description can never become markup', () => {
    expect(escapeHtml(`<img src=x onerror="alert('1')"> & co`)).toBe(
      '&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt; &amp; co',
    );
    expect(escapeHtml('Rua São João, 12')).toBe('Rua São João, 12');
  });
});

describe("an incident in the admin's list", () => {
  const report = (reporter: AdminReport['reporter']) =>
    ({ latitude: 53.349805, longitude: -6.26031, reporter }) as AdminReport;

  it('gives the exact position, six decimals', () => {
    expect(position(report(null))).toBe('53.349805, -6.260310');
  });

  it('names the reporter by display name and member number, with stand-ins for what is missing', () => {
    expect(reporterOf(report({ id: 1, displayName: 'Ana', memberNumber: '0042' }))).toBe('Ana (0042)');
    expect(reporterOf(report({ id: 1, displayName: null, memberNumber: null }))).toBe('Membro (—)');
    expect(reporterOf(report(null))).toBe('Conta removida');
  });
});
