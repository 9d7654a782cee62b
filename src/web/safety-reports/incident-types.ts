import type { LucideIcon } from 'lucide-react';
import CarFront from 'lucide-react/icons/car-front';
import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import Hammer from 'lucide-react/icons/hammer';
import Siren from 'lucide-react/icons/siren';
import Swords from 'lucide-react/icons/swords';
import Wallet from 'lucide-react/icons/wallet';
import type { IncidentType } from '../../contract/safety-reports.js';
import { INCIDENT_LABELS, incidentTypeOf } from '../../contract/safety-reports-labels.js';

/** Each incident type's icon and colour (spec section 3); unknown types show as 'Outros'. */
export const INCIDENT_STYLE: Record<IncidentType, { icon: LucideIcon; color: string }> = {
  roubo: { icon: Wallet, color: '#dc2626' },
  assalto: { icon: Swords, color: '#c2410c' },
  vandalismo: { icon: Hammer, color: '#7c3aed' },
  acidentes: { icon: CarFront, color: '#b45309' },
  policiais: { icon: Siren, color: '#1d4ed8' },
  outros: { icon: CircleAlert, color: '#475569' },
};

export function incidentMeta(type: string) {
  const key = incidentTypeOf(type);
  return { key, label: INCIDENT_LABELS[key], ...INCIDENT_STYLE[key] };
}
