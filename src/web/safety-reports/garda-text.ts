import { t } from '../../contract/i18n.js';
import type { MyReport } from '../../contract/safety-reports.js';
import { type IncidentType, incidentTypeOf } from '../../contract/safety-reports-labels.js';
import { formatDate, formatDateTime } from '../lib/dates.js';

/**
 * Names in English beside the member's language, for the garda at the desk (the English build shows
 * the English only). In pt-BR: the type's label, then its English name in brackets.
 */
const GARDA_TYPES: Record<IncidentType, string> = {
  roubo: t('Roubo (Theft)'),
  assalto: t('Assalto (Robbery / assault)'),
  vandalismo: t('Vandalismo (Vandalism)'),
  acidentes: t('Acidentes (Accident)'),
  policiais: t('Problemas Policiais (Police matter)'),
  outros: t('Outros (Other)'),
};

/** The printed sheet's and the copied text's labels, each with its English beside it for the garda. */
export const GARDA_LABELS = {
  title: t('Relato de incidente / Incident report'),
  date: t('Data (Date)'),
  time: t('Hora (Time)'),
  place: t('Local (Place)'),
  coordinates: t('Coordenadas (GPS)'),
  map: t('Mapa (Map)'),
  type: t('Tipo (Type)'),
  description: t('Descrição (Description)'),
  reportedAt: t('Registrado no app em (Recorded on)'),
};

export interface GardaFacts {
  date: string;
  time: string;
  place: string;
  coordinates: string;
  mapUrl: string;
  type: string;
  description: string;
  reportedAt: string;
}

/** The facts of one's own report as they are printed and copied ('Levar à Garda', issue 35). */
export function gardaFacts(r: MyReport): GardaFacts {
  const key = incidentTypeOf(r.incidentType);
  const lat = r.latitude.toFixed(5);
  const lng = r.longitude.toFixed(5);
  return {
    date: formatDate(r.createdAt),
    time: r.incidentTime ?? '',
    place: t('{area}, Dublin', { area: r.area }),
    coordinates: `${lat}, ${lng}`,
    mapUrl: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=18/${lat}/${lng}`,
    type: GARDA_TYPES[key],
    description: r.description,
    reportedAt: formatDateTime(r.createdAt),
  };
}

/** The same facts as plain text, to paste in a message or an email. */
export function gardaText(f: GardaFacts): string {
  const L = GARDA_LABELS;
  return [
    L.title,
    `${L.date}: ${f.date}`,
    `${L.time}: ${f.time}`,
    `${L.place}: ${f.place}`,
    `${L.coordinates}: ${f.coordinates}`,
    `${L.map}: ${f.mapUrl}`,
    `${L.type}: ${f.type}`,
    `${L.description}: ${f.description}`,
    `${L.reportedAt}: ${f.reportedAt}`,
  ].join('\n');
}
