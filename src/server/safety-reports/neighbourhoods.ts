/**
 * Dublin neighbourhoods with an approximate centre point (OpenStreetMap place nodes, rounded to
 * about 100 m). The spec's client always sends area 'Dublin', so the server names the area from
 * the position: the nearest centre within NEAR_KM, else 'Dublin'.
 */
export const NEIGHBOURHOODS: readonly { name: string; lat: number; lng: number }[] = [
  { name: 'City Centre', lat: 53.3478, lng: -6.2597 },
  { name: 'Temple Bar', lat: 53.3454, lng: -6.2644 },
  { name: 'Smithfield', lat: 53.3488, lng: -6.2786 },
  { name: 'Stoneybatter', lat: 53.3535, lng: -6.2856 },
  { name: 'Phibsborough', lat: 53.3609, lng: -6.2725 },
  { name: 'Drumcondra', lat: 53.3703, lng: -6.2547 },
  { name: 'Glasnevin', lat: 53.3719, lng: -6.2769 },
  { name: 'Cabra', lat: 53.3669, lng: -6.2958 },
  { name: 'Finglas', lat: 53.3897, lng: -6.2994 },
  { name: 'Ballymun', lat: 53.3956, lng: -6.2653 },
  { name: 'Santry', lat: 53.3942, lng: -6.2469 },
  { name: 'Whitehall', lat: 53.3822, lng: -6.2483 },
  { name: 'Beaumont', lat: 53.3858, lng: -6.2247 },
  { name: 'Artane', lat: 53.3853, lng: -6.2053 },
  { name: 'Coolock', lat: 53.3903, lng: -6.1994 },
  { name: 'Donaghmede', lat: 53.3944, lng: -6.1644 },
  { name: 'Raheny', lat: 53.3806, lng: -6.1731 },
  { name: 'Killester', lat: 53.3728, lng: -6.2014 },
  { name: 'Clontarf', lat: 53.3622, lng: -6.2031 },
  { name: 'Fairview', lat: 53.3631, lng: -6.2381 },
  { name: 'Marino', lat: 53.3653, lng: -6.2286 },
  { name: 'North Strand', lat: 53.3561, lng: -6.2408 },
  { name: 'East Wall', lat: 53.3542, lng: -6.2292 },
  { name: 'North Wall', lat: 53.3489, lng: -6.2381 },
  { name: 'Docklands', lat: 53.3442, lng: -6.2369 },
  { name: 'Ringsend', lat: 53.3397, lng: -6.2247 },
  { name: 'Sandymount', lat: 53.3328, lng: -6.2164 },
  { name: 'Ballsbridge', lat: 53.3297, lng: -6.2308 },
  { name: 'Donnybrook', lat: 53.3197, lng: -6.2331 },
  { name: 'Ranelagh', lat: 53.3253, lng: -6.2547 },
  { name: 'Rathmines', lat: 53.3219, lng: -6.2644 },
  { name: 'Portobello', lat: 53.3306, lng: -6.2664 },
  { name: 'Harold’s Cross', lat: 53.3247, lng: -6.2797 },
  { name: 'Rathgar', lat: 53.3131, lng: -6.2744 },
  { name: 'Terenure', lat: 53.3097, lng: -6.285 },
  { name: 'Kimmage', lat: 53.3156, lng: -6.3031 },
  { name: 'Crumlin', lat: 53.3231, lng: -6.3125 },
  { name: 'Drimnagh', lat: 53.3306, lng: -6.3186 },
  { name: 'Dolphin’s Barn', lat: 53.3331, lng: -6.2925 },
  { name: 'The Liberties', lat: 53.3406, lng: -6.28 },
  { name: 'Kilmainham', lat: 53.3411, lng: -6.3081 },
  { name: 'Inchicore', lat: 53.3392, lng: -6.3214 },
  { name: 'Ballyfermot', lat: 53.3431, lng: -6.3544 },
  { name: 'Chapelizod', lat: 53.3489, lng: -6.3425 },
  { name: 'Phoenix Park', lat: 53.3559, lng: -6.3298 },
  { name: 'Ashtown', lat: 53.3761, lng: -6.3303 },
  { name: 'Castleknock', lat: 53.3728, lng: -6.3636 },
  { name: 'Blanchardstown', lat: 53.3881, lng: -6.3775 },
  { name: 'Clondalkin', lat: 53.3203, lng: -6.3947 },
  { name: 'Walkinstown', lat: 53.3192, lng: -6.3353 },
  { name: 'Tallaght', lat: 53.2886, lng: -6.3731 },
  { name: 'Templeogue', lat: 53.2953, lng: -6.3097 },
  { name: 'Rathfarnham', lat: 53.2986, lng: -6.2831 },
  { name: 'Dundrum', lat: 53.2925, lng: -6.2453 },
  { name: 'Milltown', lat: 53.3106, lng: -6.2467 },
  { name: 'Clonskeagh', lat: 53.3094, lng: -6.2331 },
  { name: 'Stillorgan', lat: 53.2886, lng: -6.1994 },
  { name: 'Blackrock', lat: 53.3011, lng: -6.1778 },
  { name: 'Dún Laoghaire', lat: 53.2936, lng: -6.135 },
  { name: 'Sandyford', lat: 53.2769, lng: -6.2142 },
  { name: 'Lucan', lat: 53.3572, lng: -6.4486 },
  { name: 'Swords', lat: 53.4597, lng: -6.2181 },
  { name: 'Malahide', lat: 53.4508, lng: -6.1544 },
  { name: 'Howth', lat: 53.3786, lng: -6.0656 },
];

export const NEAR_KM = 2;
export const DEFAULT_AREA = 'Dublin';

/** Distance in km on a sphere (haversine); plenty precise at city scale. */
export function distanceKm(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const rad = Math.PI / 180;
  const dLat = (bLat - aLat) * rad;
  const dLng = (bLng - aLng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(aLat * rad) * Math.cos(bLat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** The nearest neighbourhood's name, or 'Dublin' when none is within NEAR_KM. */
export function areaFor(lat: number, lng: number): string {
  let best: string = DEFAULT_AREA;
  let bestKm = NEAR_KM;
  for (const n of NEIGHBOURHOODS) {
    const km = distanceKm(lat, lng, n.lat, n.lng);
    if (km < bestKm) {
      bestKm = km;
      best = n.name;
    }
  }
  return best;
}
