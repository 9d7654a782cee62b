import { useQueryClient } from '@tanstack/react-query';
import Clock from 'lucide-react/icons/clock';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { type ComponentType, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { t } from '../../contract/i18n.js';
import type { SafetySummary, TimeWindow } from '../../contract/safety-reports.js';
import { useUser } from '../lib/auth.js';
import { ReportDialogFor } from '../reports/report-button.js';
import { Button } from '../ui/button.js';
import { Skeleton } from '../ui/skeleton.js';
import { toast } from '../ui/toast.js';
import { useMapConfig } from './api/get-map-config.js';
import { type MapView as MapViewState, useSafetyMap } from './api/get-safety-map.js';
import { loadMapView } from './load-map-view.js';
import type { LatLng, MapViewProps, OpenPopup } from './map-view.js';
import { relativeTime } from './relative-time.js';
import { TimeFilter } from './time-filter.js';
import { VotePanel } from './vote-panel.js';

interface Props {
  window: TimeWindow;
  onWindow: (w: TimeWindow) => void;
  summary: SafetySummary | undefined;
  selected: LatLng | null;
  focus: MapViewProps['focus'];
  onPick: (p: LatLng) => void;
  circles?: MapViewProps['circles'];
  onMap?: MapViewProps['onMap'];
}

/** The map with its toolbar: time filter, 'Último incidente', 'Atualizar Mapa'. */
export function MapPanel({ window, onWindow, summary, selected, focus, onPick, circles, onMap }: Props) {
  const qc = useQueryClient();
  const [view, setView] = useState<Omit<MapViewState, 'window'>>({});
  const [MapView, setMapView] = useState<ComponentType<MapViewProps> | null>(null);
  const [failed, setFailed] = useState(false);
  const { user } = useUser();
  const [reporting, setReporting] = useState<number | null>(null);
  // Issue 31: the open popup, where 'Ainda está acontecendo?' is rendered.
  const [popup, setPopup] = useState<OpenPopup | null>(null);
  const config = useMapConfig();
  // Asked once the map is up and has reported its view (zoom and bounds): nothing to draw before.
  const data = useSafetyMap({ window, ...view }, view.bbox !== undefined);

  useEffect(() => {
    let alive = true;
    loadMapView().then(
      (C) => alive && setMapView(() => C),
      () => {
        if (!alive) return;
        setFailed(true);
        toast({
          title: t('Erro no Mapa'),
          description: t('Não foi possível carregar o mapa. Verifique sua conexão e recarregue a página.'),
          variant: 'destructive',
        });
      },
    );
    return () => {
      alive = false;
    };
  }, []);

  const refresh = async () => {
    toast({ title: t('Atualizando mapa...') });
    await qc.invalidateQueries({ queryKey: ['safety-reports'] });
    toast({ title: t('Mapa atualizado!'), variant: 'success' });
  };

  return (
    <section aria-labelledby="map-title" className="space-y-3">
      <h2 id="map-title" className="sr-only">
        {t('Mapa de incidentes')}
      </h2>
      <div className="flex flex-wrap items-center gap-2">
        <TimeFilter value={window} onChange={onWindow} />
        <Button type="button" variant="outline" size="sm" onClick={refresh} className="h-10">
          <RefreshCw className="h-4 w-4" aria-hidden="true" /> {t('Atualizar Mapa')}
        </Button>
        <p
          className="flex w-full items-center gap-1.5 text-sm text-slate-600 sm:ml-auto sm:w-auto"
          data-testid="last-incident"
        >
          <Clock className="h-4 w-4" aria-hidden="true" />
          {summary?.lastIncidentAt
            ? t('Último incidente: {when}', { when: relativeTime(summary.lastIncidentAt) })
            : t('Nenhum incidente reportado')}
        </p>
      </div>
      {failed ? (
        <div className="flex h-[320px] items-center justify-center rounded-2xl border border-red-200 bg-red-50 p-6 text-center text-sm text-red-800">
          {t('Não foi possível carregar o mapa. Verifique sua conexão e recarregue a página.')}
        </div>
      ) : MapView && config.data ? (
        // Popups are Leaflet HTML: their 'Denunciar' buttons are caught here and open the report dialog.
        <div
          className={user ? 'can-report' : undefined}
          onClickCapture={(e) => {
            const id = (e.target as HTMLElement)
              .closest('[data-report-incident]')
              ?.getAttribute('data-report-incident');
            if (id && user) setReporting(Number(id));
          }}
        >
          <MapView
            config={config.data}
            data={data.data}
            selected={selected}
            focus={focus}
            onPick={onPick}
            onView={setView}
            circles={circles}
            onMap={onMap}
            onPopup={setPopup}
          />
          {popup &&
            createPortal(
              <VotePanel key={popup.reportId} reportId={popup.reportId} signedIn={!!user} onResize={popup.relayout} />,
              popup.el,
            )}
          {reporting !== null && (
            <ReportDialogFor kind="safety_report" targetId={reporting} onClose={() => setReporting(null)} />
          )}
        </div>
      ) : (
        <Skeleton className="h-[60dvh] min-h-[320px] w-full rounded-2xl sm:h-[520px]" />
      )}
    </section>
  );
}
