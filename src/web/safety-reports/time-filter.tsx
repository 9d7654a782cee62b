import { t } from '../../contract/i18n.js';
import type { TimeWindow } from '../../contract/safety-reports-labels.js';
import { TIME_WINDOW_LABELS, TIME_WINDOWS } from '../../contract/safety-reports-labels.js';
import { Chip } from '../ui/chip.js';

/**
 * Issue 31: 'Agora' / '24 h' / '7 dias' / '30 dias'. The server answers for the window (the map, the
 * heat and the figures); 'Agora' is what was reported or confirmed in the last 2 hours.
 */
export function TimeFilter({ value, onChange }: { value: TimeWindow; onChange: (w: TimeWindow) => void }) {
  return (
    <fieldset className="flex min-w-0 flex-wrap items-center gap-1.5" aria-label={t('Período')}>
      <legend className="sr-only">{t('Período')}</legend>
      {(Object.keys(TIME_WINDOWS) as TimeWindow[]).map((w) => (
        <Chip key={w} active={w === value} onClick={() => onChange(w)} className="h-10 px-3">
          {TIME_WINDOW_LABELS[w]}
        </Chip>
      ))}
    </fieldset>
  );
}
