// The map chunk: Leaflet, the heat layer and clustering, with their CSS. Only /dangerous-areas
// loads it (load-map-view.ts), so the first load of / never carries map code.
import L from './map-view-leaflet.js';
import 'leaflet.heat';
import 'leaflet.markercluster';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import './map-view.css';
import { useEffect, useRef, useState } from 'react';
import { t } from '../../contract/i18n.js';
import { reportWeight } from '../../contract/safety-report-votes-labels.js';
import type { MapAnswer, MapConfig } from '../../contract/safety-reports.js';
import { SAFETY } from '../../contract/safety-reports-labels.js';
import { IconSprites, readSvgs } from './map-icons.js';
import { type CountedMarker, cellMarker, reportMarker } from './map-markers.js';
import { inSlices, MARKERS_PER_SLICE, whenIdle } from './map-slices.js';

export interface LatLng {
  lat: number;
  lng: number;
}
export interface MapViewProps {
  config: MapConfig;
  data: MapAnswer | undefined;
  selected: LatLng | null;
  /** Where to fly to (a found address, the device's position, an alert's report: its popup opens); `at` makes a repeat visible. */
  focus: (LatLng & { at: number; report?: number }) | null;
  onPick: (p: LatLng) => void;
  onView: (v: { zoom: number; bbox: string }) => void;
  /** Areas drawn over the map (issue 31: the member's alert zones), each with its name. */
  circles?: { lat: number; lng: number; radiusM: number; name: string }[];
  /** The Leaflet map once made (null when gone): other layers (the stolen bikes, issue 32) draw on it. */
  onMap?: (m: L.Map | null) => void;
  /** Issue 31: the open popup's answers box (the page renders 'Ainda está acontecendo?' into it), or null. */
  onPopup?: (p: OpenPopup | null) => void;
}
export interface OpenPopup {
  reportId: number;
  el: HTMLElement;
  /** Lays the popup out again once its content grew. */
  relayout: () => void;
}

/**
 * `byId`: report markers by id (points mode), so a pan keeps the ones still in view and an open popup stays open.
 * `spread`: a cluster is spread out, from its 'spiderfied' to its 'unspiderfied' (which comes at the end of the
 * fold's 200 ms animation: until then its markers are still on the map).
 */
type Layers = { heat: L.HeatLayer; clusters: L.MarkerClusterGroup; byId: Map<number, L.Marker>; spread: boolean };
/**
 * Issue 31: opens the linked report's popup once its marker is on the map (then forgets it). Inside a
 * cluster on screen (reports at one rounded place never part by zooming) the cluster spreads out where
 * it is, so the view, and with it the markers, stay as they are; off screen the map goes to it.
 */
function openLinked(linked: { current?: number }, l: Layers | null) {
  const marker = linked.current && l?.byId.get(linked.current);
  if (!marker) return;
  linked.current = undefined;
  const open = () => marker.openPopup();
  const parent = l!.clusters.getVisibleParent(marker) as L.Marker | L.MarkerCluster | null;
  if (parent && parent !== marker && 'spiderfy' in parent) {
    let spread = false;
    l!.clusters.once('spiderfied', () => {
      spread = true;
      open();
    });
    parent.spiderfy();
    // A cluster not drawn yet (markers still coming in slices, a zoom running) does not spread: then the map goes to it.
    setTimeout(() => spread || l!.clusters.zoomToShowLayer(marker, open), 500);
  } else l!.clusters.zoomToShowLayer(marker, open);
}

export default function MapView(props: MapViewProps) {
  const { config, data, selected, focus, onPick, onView, circles, onMap, onPopup } = props;
  const el = useRef<HTMLDivElement>(null);
  const sprites = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layers = useRef<Layers | null>(null);
  const pin = useRef<L.Marker | null>(null);
  const [layersReady, setLayersReady] = useState(false);
  const linked = useRef<number | undefined>(undefined); // Issue 31: the report an alert links to.
  const shown = useRef<number | undefined>(undefined); // the report whose popup is open
  const callbacks = useRef({ onPick, onView, onMap, onPopup });
  callbacks.current = { onPick, onView, onMap, onPopup };

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
      const l: Layers = { heat, clusters, byId: new Map(), spread: false };
      clusters.on('spiderfied', () => {
        l.spread = true;
      });
      clusters.on('unspiderfied', () => {
        l.spread = false;
      });
      layers.current = l;
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
    m.on('popupopen', (e: L.PopupEvent) => {
      const el = e.popup.getElement()?.querySelector<HTMLElement>('[data-votes-for]');
      shown.current = el ? Number(el.dataset.votesFor) : undefined;
      if (el) callbacks.current.onPopup?.({ reportId: shown.current!, el, relayout: () => e.popup.update() });
    });
    m.on('popupclose', () => {
      shown.current = undefined;
      callbacks.current.onPopup?.(null);
    });
    map.current = m;
    callbacks.current.onMap?.(m);
    report();
    return () => {
      callbacks.current.onMap?.(null);
      cancelLayers();
      m.remove();
      map.current = null;
      layers.current = null;
      setLayersReady(false);
    };
  }, [config.tileUrl, config.attribution]);

  // Heat intensity = severity × 0.3 (spec), times freshness and the members' answers (issue 31,
  // reportWeight); a cell weighs the sum of its reports' weights, worked out by the server.
  // Drawn in idle tasks: the heat in one, the markers MARKERS_PER_SLICE at a time.
  useEffect(() => {
    const m = map.current;
    const l = layers.current;
    if (!m || !l || !data || !layersReady) return;
    const w = SAFETY.heat.perSeverity;
    const at = Date.now();
    let stopMarkers = () => {};
    const stopHeat = whenIdle(() => {
      if (data.mode === 'points') {
        // A popup open in a spread-out cluster that this answer folds opens again once the markers are in.
        const keep = shown.current;
        l.heat.setLatLngs(
          data.points.map((p) => [p.latitude, p.longitude, reportWeight(p, at, w)] as L.HeatLatLngTuple),
        );
        if (l.byId.size === 0) l.clusters.clearLayers();
        const ids = new Set(data.points.map((p) => p.id));
        const gone = [...l.byId].filter(([id]) => !ids.has(id));
        // Any change folds a spread-out cluster (and its open popup): the same answer changes nothing.
        if (gone.length) l.clusters.removeLayers(gone.map(([, marker]) => marker));
        for (const [id] of gone) l.byId.delete(id);
        const svgs = readSvgs(sprites.current!);
        const fresh = data.points.filter((p) => !l.byId.has(p.id));
        const reopen = () => {
          const go = () => {
            if (layers.current !== l) return; // the map is gone
            if (keep && !l.byId.get(keep)?.isPopupOpen()) linked.current ??= keep;
            openLinked(linked, l);
          };
          // Adding or removing markers folds a spread-out cluster, animated: a popup opened on one of its
          // markers before the fold ends would close with it, so the popup waits for the end.
          if (l.spread && (gone.length || fresh.length)) l.clusters.once('unspiderfied', go);
          else go();
        };
        let left = fresh.length;
        if (!left) reopen();
        stopMarkers = inSlices(fresh, MARKERS_PER_SLICE, (slice) => {
          const added = slice.filter((p) => !l.byId.has(p.id)).map((p) => [p.id, reportMarker(p, svgs)] as const);
          for (const [id, marker] of added) l.byId.set(id, marker);
          if (added.length) l.clusters.addLayers(added.map(([, marker]) => marker));
          left -= slice.length;
          if (!left) reopen(); // once every marker is in: a later slice would fold the cluster again
        });
      } else {
        l.heat.setLatLngs(data.cells.map(([lat, lng, , , weight]) => [lat, lng, weight] as L.HeatLatLngTuple));
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
          title: t('Local selecionado'),
          alt: t('Local selecionado'),
          keyboard: false,
        }).addTo(m)
      : null;
  }, [selected]);

  // The member's alert zones: outlined circles that let taps through to the map.
  useEffect(() => {
    const m = map.current;
    if (!m || !circles?.length) return;
    const drawn = circles.map((c) =>
      L.circle([c.lat, c.lng], {
        radius: c.radiusM,
        color: '#2563eb',
        weight: 2,
        fillOpacity: 0.08,
        interactive: false,
        className: 'alert-zone',
      })
        .bindTooltip(c.name, { permanent: true, direction: 'center', className: 'alert-zone-label' })
        .addTo(m),
    );
    return () => {
      for (const c of drawn) c.remove();
    };
  }, [circles]);

  // The link is handed over once the view has settled: a marker spread out while the map still zooms folds at its end.
  useEffect(() => {
    const m = map.current;
    linked.current = undefined;
    if (!m || !focus) return;
    const settled = () => {
      linked.current = focus.report;
      openLinked(linked, layers.current);
    };
    m.once('moveend', settled).setView([focus.lat, focus.lng], SAFETY.locatedZoom);
    return () => void m.off('moveend', settled);
  }, [focus]);

  return (
    <>
      <IconSprites spriteRef={sprites} />
      <div
        ref={el}
        role="application"
        aria-label={t('Mapa de incidentes em Dublin')}
        data-testid="safety-map"
        data-mode={data?.mode}
        className="safety-map h-[60dvh] min-h-[320px] w-full overflow-hidden rounded-2xl border border-slate-200 bg-slate-100 sm:h-[520px]"
      />
    </>
  );
}
