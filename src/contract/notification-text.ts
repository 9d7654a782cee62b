// The shapes and small formatters every notification kind is written with (issue 29). Zod-free.

/** What a notification opens. `id` is the thing's id; a conversation also names the other member. */
export const NOTIFICATION_TARGETS = [
  'conversation',
  'item',
  'rental',
  'event',
  'report',
  'scam-alert',
  'membership',
  'safety-map',
  'bike',
  'deal',
  'saved-search',
] as const;
export type NotificationTargetKind = (typeof NOTIFICATION_TARGETS)[number];

/** The values a notification's texts are written from (names and titles copied when it was made). */
export type NotificationData = Record<string, string | number | null>;

export interface NotificationKind {
  /** The settings page's label for the kind (push on or off). */
  label: string;
  /** The bell's and the push's title. */
  title: (d: NotificationData) => string;
  /** One short line under the title. */
  body: (d: NotificationData) => string;
  target: NotificationTargetKind;
  /** May be pushed during quiet hours (the member's money or safety). */
  urgent?: boolean;
}

export const q = (v: unknown) => `“${String(v ?? '')}”`;
export const day = (iso: unknown) => {
  // 'YYYY-MM-DD…' → 'DD/MM/YYYY' without Intl (this module is small and shared).
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(String(iso ?? ''));
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
};
/** '850 m', '1,2 km': how far from the member's zone centre a report was made. */
export const far = (m: unknown) => {
  const n = Number(m) || 0;
  return n < 1000
    ? `${Math.max(10, Math.round(n / 10) * 10)} m`
    : `${(Math.round(n / 100) / 10).toFixed(1).replace('.', ',')} km`;
};
