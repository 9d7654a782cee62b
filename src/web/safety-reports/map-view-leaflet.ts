import L from 'leaflet';
// Leaflet's own CSS goes with it: every map of the app (the safety map, a bike's sightings) needs it.
import 'leaflet/dist/leaflet.css';

// leaflet.heat and leaflet.markercluster extend the global `L`: set it before they load. Its own
// chunk (`map-view-leaflet-*.js`), evaluated in a task before the rest of the map (load-map-view.ts).
Object.assign(globalThis, { L });
export default L;
