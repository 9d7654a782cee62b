import { t } from '../../contract/i18n.js';
import { formatDistance, ZONE_RADIUS } from '../../contract/safety-zones-labels.js';

/** The radii offered: 250 m to 3 km. */
export const RADII = [250, 500, 750, 1000, 1500, 2000, 2500, 3000].filter(
  (r) => r >= ZONE_RADIUS.min && r <= ZONE_RADIUS.max,
);

const selectClass = 'h-10 w-full rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-800';

export function RadiusSelect({ id, value, onChange }: { id: string; value: number; onChange: (r: number) => void }) {
  return (
    <select id={id} value={value} onChange={(e) => onChange(Number(e.target.value))} className={selectClass}>
      {RADII.map((r) => (
        <option key={r} value={r}>
          {formatDistance(r)}
        </option>
      ))}
    </select>
  );
}

export function UrgentCheckbox({
  id,
  checked,
  onChange,
}: {
  id: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <label htmlFor={id} className="flex items-start gap-2 text-sm text-slate-700">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-0.5 h-4 w-4 accent-brand-700"
      />
      <span>{t('Relatos graves (gravidade 4 ou 5) podem me avisar também no horário de silêncio')}</span>
    </label>
  );
}

/** A zone's line: its name, radius and whether it follows the member. */
export function zoneSummary(z: { kind: string; radiusM: number }) {
  const radius = t('Raio de {distance}', { distance: formatDistance(z.radiusM) });
  return z.kind === 'current' ? `${radius} · ${t('segue sua posição')}` : radius;
}
