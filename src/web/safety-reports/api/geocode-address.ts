import { useMutation } from '@tanstack/react-query';
import type { GeocodeResult } from '../../../contract/safety-reports.js';
import { apiRequest } from '../../lib/api.js';

/** Through the server (/api/geocode): the browser never calls the geocoding service itself. */
export const geocodeAddress = (q: string) =>
  apiRequest<GeocodeResult>('GET', `/api/geocode?q=${encodeURIComponent(q)}`);

export const useGeocodeAddress = () => useMutation({ mutationFn: geocodeAddress });
