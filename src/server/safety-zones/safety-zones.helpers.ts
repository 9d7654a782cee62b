// The grid behind the alert zones' index (issue 31): cells of 0.01° of latitude by 0.016° of
// longitude (about 1.1 km × 1.06 km in Dublin). A zone lists every cell its bounding box touches
// (a 3 km zone: about 30); a report looks up its one cell, then checks the exact distance.

const CELL_LAT = 0.01;
const CELL_LNG = 0.016;
const M_PER_DEG = 111_320;
const EARTH_M = 6_371_000;

/** The cell holding a point, as one integer (row × 100,000 + column; fits a PostgreSQL int). */
export function cellOf(lat: number, lng: number): number {
  return Math.floor((lat + 90) / CELL_LAT) * 100_000 + Math.floor((lng + 180) / CELL_LNG);
}

/** Every cell the circle's bounding box touches. */
export function cellsFor(lat: number, lng: number, radiusM: number): number[] {
  const dLat = radiusM / M_PER_DEG;
  const dLng = radiusM / (M_PER_DEG * Math.cos((lat * Math.PI) / 180));
  const r0 = Math.floor((lat - dLat + 90) / CELL_LAT);
  const r1 = Math.floor((lat + dLat + 90) / CELL_LAT);
  const c0 = Math.floor((lng - dLng + 180) / CELL_LNG);
  const c1 = Math.floor((lng + dLng + 180) / CELL_LNG);
  const out: number[] = [];
  for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) out.push(r * 100_000 + c);
  return out;
}

/** Great-circle distance in metres (the same formula as the matching query's). */
export function distanceM(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * EARTH_M * Math.asin(Math.sqrt(a));
}
