import { t } from '../../../contract/i18n.js';
import type { SiteSetting } from '../../../contract/site-settings.js';
import { Button } from '../../ui/button.js';
import { Input } from '../../ui/input.js';
import { Textarea } from '../../ui/textarea.js';

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

export interface ControlProps {
  id: string;
  /** What names the field for a screen reader (the setting's label). */
  labelledBy: string;
  describedBy: string;
  invalid: boolean;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
}

/** The field a setting is edited with (every control but the switch, which saves on its own). */
export function SettingControl({ setting, ...p }: ControlProps & { setting: SiteSetting | undefined }) {
  const a11y = {
    id: p.id,
    'aria-labelledby': p.labelledBy,
    'aria-describedby': p.describedBy,
    'aria-invalid': p.invalid,
    disabled: p.disabled,
  };
  const control = setting?.control ?? 'text';
  if (control === 'textarea')
    return <Textarea {...a11y} rows={3} value={p.value} onChange={(e) => p.onChange(e.target.value)} />;
  if (control === 'number')
    return (
      <div className="flex items-center gap-2">
        <Input
          {...a11y}
          type="number"
          inputMode={setting?.step === 1 ? 'numeric' : 'decimal'}
          min={setting?.min}
          max={setting?.max}
          step={setting?.step}
          value={p.value}
          onChange={(e) => p.onChange(e.target.value)}
          className="max-w-40"
        />
        {setting?.unit && <span className="text-sm text-slate-600">{setting.unit}</span>}
      </div>
    );
  if (control === 'date')
    return (
      <div className="flex flex-wrap items-center gap-2">
        <Input
          {...a11y}
          type="date"
          value={p.value}
          onChange={(e) => p.onChange(e.target.value)}
          className="max-w-48"
        />
        {setting?.optional && p.value !== '' && (
          <Button size="sm" variant="ghost" onClick={() => p.onChange('')} disabled={p.disabled}>
            {t('Sem data final')}
          </Button>
        )}
      </div>
    );
  if (control === 'color')
    return (
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={t('Escolher cor')}
          value={HEX_COLOR.test(p.value) ? p.value.toLowerCase() : '#000000'}
          onChange={(e) => p.onChange(e.target.value)}
          disabled={p.disabled}
          className="h-11 w-14 shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
        />
        <Input
          {...a11y}
          value={p.value}
          onChange={(e) => p.onChange(e.target.value)}
          maxLength={7}
          spellCheck={false}
          className="max-w-32 font-mono"
        />
      </div>
    );
  return (
    <Input
      {...a11y}
      type={control === 'url' ? 'url' : control === 'phone' ? 'tel' : 'text'}
      inputMode={control === 'url' ? 'url' : control === 'phone' ? 'tel' : undefined}
      placeholder={control === 'url' && setting?.optional ? t('(vazio)') : undefined}
      value={p.value}
      onChange={(e) => p.onChange(e.target.value)}
    />
  );
}
