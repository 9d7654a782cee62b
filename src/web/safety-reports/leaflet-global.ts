import L from 'leaflet';

// leaflet.heat and leaflet.markercluster extend the global `L`: set it before they load.
Object.assign(globalThis, { L });
export default L;
