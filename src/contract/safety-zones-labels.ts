// Alert zones' limits, labels and messages without zod (the web's follower and cards load them
// without the validation library). Re-exported by contract/safety-zones.ts.
import { APP_LANG, t } from './i18n.js';

export const SAFETY_ZONES_MAX = 3;
export const ZONE_RADIUS = { min: 250, max: 3000, default: 1000, step: 250 } as const;
/** 'fixed': a place the member chose; 'current': 'Onde estou agora', moved by the open app. */
export const ZONE_KINDS = ['fixed', 'current'] as const;
export type ZoneKind = (typeof ZONE_KINDS)[number];
/** The open app moves a 'current' zone at most this often, and only after this many metres. */
export const CURRENT_ZONE_EVERY_MS = 60_000;
export const CURRENT_ZONE_MIN_MOVE_M = 100;
/** Reports this close in place and time to a member's last alert are grouped into it (no new alert). */
export const ALERT_GROUP = { minutes: 30, metres: 500 } as const;

export const safetyZoneMessages = {
  tooMany: t('Você pode ter no máximo {max} zonas de alerta. Apague uma para criar outra.', { max: SAFETY_ZONES_MAX }),
  oneCurrent: t("Você já tem uma zona 'Onde estou agora'."),
  notFound: t('Zona de alerta não encontrada.'),
  nameRequired: t('Dê um nome à zona (por exemplo: Casa).'),
  nameMax: t('O nome da zona pode ter no máximo 40 caracteres.'),
  radius: t('O raio vai de {min} m a {max} km.', { min: ZONE_RADIUS.min, max: ZONE_RADIUS.max / 1000 }),
  location: t('Escolha um ponto no mapa para a zona.'),
  outsideDublin: t('A zona precisa ficar na área de Dublin.'),
  tooManyWrites: t('Muitas alterações de zonas em pouco tempo. Tente de novo mais tarde.'),
  created: t('Zona de alerta criada.'),
  saved: t('Zona de alerta salva.'),
  deleted: t('Zona de alerta apagada.'),
} as const;

/** '850 m', '1,2 km' (pt-BR; '1.2 km' in the English build). */
export function formatDistance(m: number): string {
  if (m < 1000) return `${Math.max(10, Math.round(m / 10) * 10)} m`;
  return `${(Math.round(m / 100) / 10).toLocaleString(APP_LANG)} km`;
}
