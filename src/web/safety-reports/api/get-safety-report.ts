import { useQuery } from '@tanstack/react-query';
import type { PublicReport } from '../../../contract/safety-reports.js';
import { apiRequest } from '../../lib/api.js';

/** GET /api/safety-reports/{id}: the report an alert links to (/dangerous-areas?report=ID), to centre the map on it. */
export const useSafetyReport = (id: number) =>
  useQuery({
    queryKey: ['safety-reports', 'one', id],
    queryFn: () => apiRequest<PublicReport>('GET', `/api/safety-reports/${id}`),
    enabled: id > 0,
  });
