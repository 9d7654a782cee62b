/**
 * Match keys of community alerts (decision 022). A phone becomes its international digits without
 * '+': Irish '+353 87 123 4567', '00353871234567', '087 123 4567' and '87 123 4567' all give
 * '353871234567'; Brazilian '+55 11 91234-5678' and '(11) 91234-5678' give '5511912345678'.
 * The migration 0011 backfill repeats these rules in SQL.
 */
export function phoneKey(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const d = raw.replace(/\D/g, '');
  let key: string;
  if (/^\s*\+/.test(raw)) key = d;
  else if (d.startsWith('00')) key = d.slice(2);
  else if (d.startsWith('353') && d.length >= 11 && d.length <= 12) key = d;
  else if (d.startsWith('55') && d.length >= 12 && d.length <= 13) key = d;
  else if (d.startsWith('0')) key = `353${d.slice(1)}`;
  else if (d.length === 9 && d.startsWith('8')) key = `353${d}`;
  else if (d.length === 10 || d.length === 11) key = `55${d}`;
  else key = d;
  return key.length >= 8 && key.length <= 20 ? key : null;
}

export function emailKey(raw: string | null | undefined): string | null {
  const e = raw?.trim().toLowerCase();
  return e?.includes('@') ? e.slice(0, 255) : null;
}

const PHONE_IN_TEXT = /\+?\d[\d\s().-]{6,22}\d/g;
const EMAIL_IN_TEXT = /[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[a-z]{2,}/gi;

export interface TextKeys {
  readonly phones: readonly string[];
  readonly emails: readonly string[];
}
const NONE: TextKeys = Object.freeze({ phones: Object.freeze([]), emails: Object.freeze([]) });

function scan(text: string): TextKeys {
  const phones = new Set<string>();
  const emails = new Set<string>();
  // A phone starts with a digit, an email has an '@': most texts skip one regex or both.
  if (/\d/.test(text)) {
    for (const m of text.matchAll(PHONE_IN_TEXT)) {
      const k = phoneKey(m[0]);
      if (k) phones.add(k);
    }
  }
  if (text.includes('@')) {
    for (const m of text.matchAll(EMAIL_IN_TEXT)) {
      const k = emailKey(m[0]);
      if (k) emails.add(k);
    }
  }
  if (!phones.size && !emails.size) return NONE;
  return Object.freeze({ phones: Object.freeze([...phones]), emails: Object.freeze([...emails]) });
}

/**
 * Issue 38: the keys of the texts seen last. An inbox's page checks the same messages and the same
 * senders' contacts each time it is read (decision 022); the keys depend on the text alone, so a
 * kept answer is never stale.
 */
const KEPT_TEXTS = 2_048;
const kept = new Map<string, TextKeys>();

/** Every phone and email key found in free text (a message), plus the contact itself when it is one. */
export function keysIn(text: string): TextKeys {
  const known = kept.get(text);
  if (known) return known;
  const keys = scan(text);
  if (kept.size >= KEPT_TEXTS) kept.delete(kept.keys().next().value!);
  kept.set(text, keys);
  return keys;
}
