import type { MyReport } from '../../contract/safety-reports.js';
import { INCIDENT_LABELS, incidentTypeOf } from '../../contract/safety-reports-labels.js';
import { formatDate, formatDateTime } from '../lib/dates.js';

/** Names in English beside the Portuguese, for the garda at the desk. */
const TYPE_EN: Record<string, string> = {
  roubo: 'Theft',
  assalto: 'Robbery / assault',
  vandalismo: 'Vandalism',
  acidentes: 'Accident',
  policiais: 'Police matter',
  outros: 'Other',
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
    place: `${r.area}, Dublin`,
    coordinates: `${lat}, ${lng}`,
    mapUrl: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=18/${lat}/${lng}`,
    type: `${INCIDENT_LABELS[key]} (${TYPE_EN[key]})`,
    description: r.description,
    reportedAt: formatDateTime(r.createdAt),
  };
}

/** The same facts as plain text, to paste in a message or an email. */
export function gardaText(f: GardaFacts): string {
  return [
    'Relato de incidente / Incident report',
    `Data (Date): ${f.date}`,
    `Hora (Time): ${f.time}`,
    `Local (Place): ${f.place}`,
    `Coordenadas (GPS): ${f.coordinates}`,
    `Mapa (Map): ${f.mapUrl}`,
    `Tipo (Type): ${f.type}`,
    `Descrição (Description): ${f.description}`,
    `Registrado no app em (Recorded on): ${f.reportedAt}`,
  ].join('\n');
}
