import L from 'leaflet';

// leaflet.heat and leaflet.markercluster extend the global `L`: set it before they load.
(globalThis as unknown as { L: typeof L }).L = L;
export default L;
