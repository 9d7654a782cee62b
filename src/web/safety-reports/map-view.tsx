// The map chunk: Leaflet, the heat layer and clustering, with their CSS. Only /dangerous-areas
// loads it (load-map-view.ts), so the first load of / never carries map code.
import L from './map-view-leaflet.js';
import 'leaflet.heat';
import 'leaflet.markercluster';
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import './map-view.css';
import { useEffect, useRef, useState } from 'react';
import type { MapAnswer, MapConfig, PublicReport } from '../../contract/safety-reports.js';
import { SAFETY } from '../../contract/safety-reports-labels.js';
import { formatDate } from '../lib/dates.js';
import { incidentMeta } from './incident-types.js';
import { escapeHtml, IconSprites, type IncidentSvgs, readSvgs } from './map-icons.js';

export interface LatLng {
  lat: number;
  lng: number;
}
export interface MapViewProps {
  config: MapConfig;
  data: MapAnswer | undefined;
  selected: LatLng | null;
  /** Where to fly to (a found address or the device's position); `at` makes a repeat visible. */
  focus: (LatLng & { at: number }) | null;
  onPick: (p: LatLng) => void;
  onView: (v: { zoom: number; bbox: string }) => void;
}

type CountedMarker = L.Marker & { options: L.MarkerOptions & { count?: number } };

function popupHtml(r: PublicReport, svgs: IncidentSvgs): string {
  const m = incidentMeta(r.incidentType);
  const svg = svgs[m.key];
  return `<div class="incident-popup">
    <div class="head"><span style="background:${m.color}">${svg}</span>${escapeHtml(m.label)}</div>
    <p class="muted">${escapeHtml(r.area || 'Área não especificada')}</p>
    <p>${escapeHtml(r.description || 'Sem descrição')}</p>
    <p><strong>Gravidade: ${r.severity || 1}/5</strong></p>
    <p class="muted">${formatDate(r.createdAt)}${r.incidentTime ? ` · Horário: ${escapeHtml(r.incidentTime)}` : ''}</p>
    <button type="button" class="report-incident" data-report-incident="${r.id}">Denunciar</button>
  </div>`;
}

function reportMarker(r: PublicReport, svgs: IncidentSvgs): L.Marker {
  const m = incidentMeta(r.incidentType);
  const icon = L.divIcon({
    className: 'incident-marker',
    html: `<span style="background:${m.color}">${svgs[m.key]}</span>`,
    iconSize: [30, 30],
    iconAnchor: [15, 15],
    popupAnchor: [0, -14],
  });
  return L.marker([r.latitude, r.longitude], { icon, title: m.label, alt: m.label }).bindPopup(popupHtml(r, svgs));
}

function cellMarker(map: L.Map, [lat, lng, count]: [number, number, number, number]): L.Marker {
  const icon = L.divIcon({ className: 'incident-cluster', html: `<span>${count}</span>`, iconSize: [40, 40] });
  const marker = L.marker([lat, lng], { icon, title: `${count} incidentes`, count } as L.MarkerOptions);
  // A cell is many reports: zoom in until they can be told apart.
  marker.on('click', () => map.setView([lat, lng], Math.min(map.getZoom() + 2, SAFETY.maxZoom)));
  return marker;
}

/**
 * Runs `work` when the browser is idle (at the latest after `timeout` ms), as its own task; the
 * returned function cancels it. The map's layers and markers are drawn this way, after the map and
 * its tiles are on screen, so no step of the first load is one long task (issue 38).
 */
function whenIdle(work: () => void, timeout = 200): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, 16);
  return () => clearTimeout(id);
}

/** Markers added per task: a few dozen DOM icons at most, far below a long task on a slow phone. */
const MARKERS_PER_SLICE = 25;

/** Runs the slices one idle task after another; the returned function stops what is left. */
function inSlices<T>(items: T[], size: number, each: (slice: T[]) => void): () => void {
  let cancel = () => {};
  const next = (from: number) => {
    if (from >= items.length) return;
    cancel = whenIdle(() => {
      each(items.slice(from, from + size));
      next(from + size);
    });
  };
  next(0);
  return () => cancel();
}

export default function MapView({ config, data, selected, focus, onPick, onView }: MapViewProps) {
  const el = useRef<HTMLDivElement>(null);
  const sprites = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layers = useRef<{
    heat: L.HeatLayer;
    clusters: L.MarkerClusterGroup;
    /** Report markers by id (points mode), so a pan keeps the ones still in view and an open popup stays open. */
    byId: Map<number, L.Marker>;
  } | null>(null);
  const pin = useRef<L.Marker | null>(null);
  const [layersReady, setLayersReady] = useState(false);
  const callbacks = useRef({ onPick, onView });
  callbacks.current = { onPick, onView };

  useEffect(() => {
    if (!el.current) return;
    const m = L.map(el.current, {
      center: [SAFETY.center.lat, SAFETY.center.lng],
      zoom: SAFETY.zoom,
      maxZoom: SAFETY.maxZoom,
    });
    // The map first, its tiles in the next task, the heat layer (a canvas) and the clustering after.
    let cancelLayers = whenIdle(() => {
      L.tileLayer(config.tileUrl, { attribution: config.attribution, maxZoom: SAFETY.maxZoom }).addTo(m);
      cancelLayers = whenIdle(addLayers);
    }, 50);
    function addLayers() {
      const heat = L.heatLayer([], {
        radius: SAFETY.heat.radius,
        blur: SAFETY.heat.blur,
        maxZoom: SAFETY.maxZoom,
      }).addTo(m);
      const clusters = L.markerClusterGroup({
        showCoverageOnHover: false,
        maxClusterRadius: 45,
        iconCreateFunction: (cluster) => {
          const n = cluster.getAllChildMarkers().reduce((s, c) => s + ((c as CountedMarker).options.count ?? 1), 0);
          return L.divIcon({ className: 'incident-cluster', html: `<span>${n}</span>`, iconSize: [40, 40] });
        },
      }).addTo(m);
      layers.current = { heat, clusters, byId: new Map() };
      setLayersReady(true);
    }
    const report = () => {
      const b = m.getBounds();
      const f = (n: number) => n.toFixed(4);
      callbacks.current.onView({
        zoom: m.getZoom(),
        bbox: [b.getSouth(), b.getWest(), b.getNorth(), b.getEast()].map(f).join(','),
      });
    };
    m.on('moveend', report);
    m.on('click', (e: L.LeafletMouseEvent) => callbacks.current.onPick({ lat: e.latlng.lat, lng: e.latlng.lng }));
    map.current = m;
    report();
    return () => {
      cancelLayers();
      m.remove();
      map.current = null;
      layers.current = null;
      setLayersReady(false);
    };
  }, [config.tileUrl, config.attribution]);

  // Heat intensity = severity × 0.3 (spec); a cell weighs the sum of its reports' severities.
  // Drawn in idle tasks: the heat in one, the markers MARKERS_PER_SLICE at a time.
  useEffect(() => {
    const m = map.current;
    const l = layers.current;
    if (!m || !l || !data || !layersReady) return;
    const w = SAFETY.heat.perSeverity;
    let stopMarkers = () => {};
    const stopHeat = whenIdle(() => {
      if (data.mode === 'points') {
        l.heat.setLatLngs(
          data.points.map((p) => [p.latitude, p.longitude, (p.severity || 1) * w] as L.HeatLatLngTuple),
        );
        if (l.byId.size === 0) l.clusters.clearLayers();
        const ids = new Set(data.points.map((p) => p.id));
        const gone = [...l.byId].filter(([id]) => !ids.has(id));
        l.clusters.removeLayers(gone.map(([, marker]) => marker));
        for (const [id] of gone) l.byId.delete(id);
        const svgs = readSvgs(sprites.current!);
        const fresh = data.points.filter((p) => !l.byId.has(p.id));
        stopMarkers = inSlices(fresh, MARKERS_PER_SLICE, (slice) => {
          const added = slice.filter((p) => !l.byId.has(p.id)).map((p) => [p.id, reportMarker(p, svgs)] as const);
          for (const [id, marker] of added) l.byId.set(id, marker);
          l.clusters.addLayers(added.map(([, marker]) => marker));
        });
      } else {
        l.heat.setLatLngs(data.cells.map(([lat, lng, , sev]) => [lat, lng, sev * w] as L.HeatLatLngTuple));
        l.clusters.clearLayers();
        l.byId.clear();
        stopMarkers = inSlices(data.cells, MARKERS_PER_SLICE, (slice) =>
          l.clusters.addLayers(slice.map((c) => cellMarker(m, c))),
        );
      }
    });
    return () => {
      stopHeat();
      stopMarkers();
    };
  }, [data, layersReady]);

  // The chosen location: one marker, replaced by a new choice, gone when cleared.
  useEffect(() => {
    const m = map.current;
    if (!m) return;
    pin.current?.remove();
    pin.current = selected
      ? L.marker([selected.lat, selected.lng], {
          icon: L.divIcon({
            className: 'selected-pin',
            html: '<span></span>',
            iconSize: [22, 22],
            iconAnchor: [11, 22],
          }),
          title: 'Local selecionado',
          alt: 'Local selecionado',
          keyboard: false,
        }).addTo(m)
      : null;
  }, [selected]);

  useEffect(() => {
    if (focus) map.current?.setView([focus.lat, focus.lng], SAFETY.locatedZoom);
  }, [focus]);

  return (
    <>
      <IconSprites spriteRef={sprites} />
      <div
        ref={el}
        role="application"
        aria-label="Mapa de incidentes em Dublin"
        data-testid="safety-map"
        data-mode={data?.mode}
        className="safety-map h-[60dvh] min-h-[320px] w-full overflow-hidden rounded-2xl border border-slate-200 bg-slate-100 sm:h-[520px]"
      />
    </>
  );
}
