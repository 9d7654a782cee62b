/**
 * Pending partner requests, for the red badge on the Parceiros tab (spec). The query arrives with
 * the partner-applications admin feature; until then there is nothing pending to count.
 */
export function usePendingPartnerCount(): number {
  return 0;
}
