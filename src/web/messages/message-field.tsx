import { t } from '../../contract/i18n.js';
import { MESSAGE_MAX } from '../../contract/messages-labels.js';
import { cn } from '../lib/cn.js';
import { Textarea } from '../ui/textarea.js';

/** The text area of a message with its live counter out of 500 (spec section 5). */
export function MessageField({
  id,
  label,
  value,
  onChange,
  placeholder,
  disabled,
  autoFocus,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
  autoFocus?: boolean;
}) {
  const over = value.length > MESSAGE_MAX;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <Textarea
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        disabled={disabled}
        // Focus on open: the dialog opens to write, the field is its purpose.
        autoFocus={autoFocus}
        rows={6}
        aria-invalid={over}
        aria-describedby={`${id}-counter`}
        className="block resize-y"
      />
      <p
        id={`${id}-counter`}
        className={cn('text-right text-xs tabular-nums', over ? 'font-semibold text-red-600' : 'text-slate-500')}
        data-testid="message-counter"
      >
        {value.length}/{MESSAGE_MAX}
        {over && <span className="sr-only"> {t('(acima do limite)')}</span>}
      </p>
    </div>
  );
}

/** Send is possible with some text, not above the limit (spec). */
export const canSend = (value: string) => value.trim().length > 0 && value.length <= MESSAGE_MAX;
