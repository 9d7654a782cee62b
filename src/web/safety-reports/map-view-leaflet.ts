import L from 'leaflet';

// leaflet.heat and leaflet.markercluster extend the global `L`: set it before they load. Its own
// chunk (`map-view-leaflet-*.js`), evaluated in a task before the rest of the map (load-map-view.ts).
Object.assign(globalThis, { L });
export default L;
