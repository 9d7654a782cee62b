/**
 * Issue 37: TRUST_PROXY as Fastify needs it. Fastify 5 reads a bare number as "trust nobody" (a hop
 * count cannot check the immediate peer), so `TRUST_PROXY=1` made every client the load balancer's
 * IP and one client's failed logins blocked everyone. A hop count becomes proxy-addr's function
 * form instead: the first `hops` addresses, counted from the socket inwards, are proxies; the
 * entry after them is the client. `true`, `false` and address lists pass through unchanged.
 */
export type TrustProxySetting = boolean | number | string[];
export type FastifyTrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

export function fastifyTrustProxy(setting: TrustProxySetting): FastifyTrustProxy {
  if (typeof setting !== 'number') return setting;
  const hops = setting;
  if (hops <= 0) return false;
  return (_address, hop) => hop < hops;
}
