import { PARTNER_STATUS_LABELS, type PartnerStatus } from '../../../contract/partner-applications.js';
import { Badge } from '../../ui/badge.js';

const TONES = { pending: 'amber', approved: 'brand', rejected: 'red' } as const;

export function PartnerStatusBadge({ status }: { status: PartnerStatus }) {
  return <Badge tone={TONES[status]}>{PARTNER_STATUS_LABELS[status]}</Badge>;
}
