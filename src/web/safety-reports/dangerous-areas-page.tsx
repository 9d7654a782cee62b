import Phone from 'lucide-react/icons/phone';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { GUIDE_SLUGS } from '../../contract/guides-labels.js';
import { t } from '../../contract/i18n.js';
import { PAGE_TITLES } from '../../contract/page-titles.js';
import type { TimeWindow } from '../../contract/safety-reports.js';
import { useUser } from '../lib/auth.js';
import { paths } from '../lib/paths.js';
import { useDocumentTitle } from '../lib/use-document-title.js';
import { AuthPrompt } from '../ui/auth-prompt.js';
import { PageHeader } from '../ui/page-header.js';
import { Skeleton } from '../ui/skeleton.js';
import { AddressSearch } from './address-search.js';
import { useSafetyReport } from './api/get-safety-report.js';
import { useSafetySummary } from './api/get-safety-summary.js';
import { MapPanel } from './map-panel.js';
import type { LatLng, MapViewProps } from './map-view.js';
import { SafetyCard, SafetyStats } from './safety-stats.js';
import { TopAreas } from './top-areas.js';
import { useGeolocation } from './use-geolocation.js';

// The form brings zod and react-hook-form: members fetch it after the first paint, visitors never.
// The dialog (Radix, ~17 KB gzip with its focus and scroll locks) only when a visitor taps the map.
const LoginRequiredDialog = lazy(() =>
  import('./login-required-dialog.js').then((m) => ({ default: m.LoginRequiredDialog })),
);
const ReportForm = lazy(() => import('./report-form.js').then((m) => ({ default: m.ReportForm })));
// Issue 35: a member's own reports, each with 'Levar à Garda' (members only, so its own chunk).
const MyReports = lazy(() => import('./my-reports.js').then((m) => ({ default: m.MyReports })));
// Issue 31: the member's alert zones, drawn on the map and made from the point chosen there.
const ZonesPanel = lazy(() => import('../safety-zones/zones-panel.js'));
// Issue 32: the stolen bikes, a layer switched on and off over the map (its own chunk).
const StolenBikesLayer = lazy(() => import('../bikes/stolen-bikes-layer.js'));

/** /dangerous-areas, 'Áreas Perigosas - Dublin' (spec section 2): public map, members report. */
export default function DangerousAreasPage() {
  useDocumentTitle(PAGE_TITLES.dangerousAreas);
  const { isAuthenticated } = useUser();
  const [window, setWindow] = useState<TimeWindow>('30d');
  const [selected, setSelected] = useState<LatLng | null>(null);
  const [focus, setFocus] = useState<MapViewProps['focus']>(null);
  const [loginOpen, setLoginOpen] = useState(false);
  const summary = useSafetySummary(window);
  // Issue 32: the stolen bikes' layer, loaded only once switched on.
  const [bikesOn, setBikesOn] = useState(false);
  const [bikesCount, setBikesCount] = useState<number | null>(null);
  const [circles, setCircles] = useState<MapViewProps['circles']>([]);
  const [map, setMap] = useState<Parameters<NonNullable<MapViewProps['onMap']>>[0]>(null);
  // Issue 31: an alert's link (?report=ID) centres the map on its report and opens its popup.
  const linked = useSafetyReport(Number(new URLSearchParams(useSearch()).get('report')) || 0).data;
  useEffect(() => {
    if (linked) setFocus({ lat: linked.latitude, lng: linked.longitude, at: Date.now(), report: linked.id });
  }, [linked]);

  // A new location replaces the previous marker; visitors are asked to sign in instead.
  const choose = useCallback(
    (p: LatLng, fly: boolean) => {
      if (fly) setFocus({ ...p, at: Date.now() });
      if (!isAuthenticated) {
        if (!fly) setLoginOpen(true);
        return;
      }
      setSelected(p);
    },
    [isAuthenticated],
  );
  const gps = useGeolocation(useCallback((p: LatLng) => choose(p, true), [choose]));
  const locate = () => (isAuthenticated ? gps.locate() : setLoginOpen(true));

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:py-10">
      <PageHeader
        title={t('Áreas Perigosas - Dublin')}
        subtitle={t('Relatos da comunidade sobre incidentes com entregadores, para você planejar rotas mais seguras')}
      />

      <AddressSearch onFound={(p) => choose(p, true)} onLocate={locate} locating={gps.locating} />

      {/* Phones: map, then the form right under it, then the figures. Desktop: the form beside the map. */}
      <div className="grid gap-6 lg:grid-cols-3 lg:grid-rows-[auto_1fr]">
        <div className="lg:col-span-2">
          <MapPanel
            window={window}
            onWindow={setWindow}
            summary={summary.data}
            selected={selected}
            focus={focus}
            onPick={(p) => choose(p, false)}
            circles={isAuthenticated ? circles : []}
            onMap={setMap}
          />
          {map && (
            <label className="mt-3 flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                checked={bikesOn}
                onChange={(e) => setBikesOn(e.target.checked)}
                className="h-4 w-4"
              />
              {t('Mostrar bicicletas roubadas no mapa')}
              {bikesOn && bikesCount !== null && <span className="text-slate-500">({bikesCount})</span>}
            </label>
          )}
          {map && bikesOn && (
            <Suspense fallback={null}>
              <StolenBikesLayer map={map} onCount={setBikesCount} />
            </Suspense>
          )}
        </div>

        <aside className="space-y-6 lg:row-span-2">
          <section aria-labelledby="report-title">
            <h2 id="report-title" className="mb-3 text-lg font-bold text-slate-900">
              {t('Reportar Incidente')}
            </h2>
            {isAuthenticated ? (
              <Suspense fallback={<Skeleton className="h-96 w-full rounded-2xl" />}>
                <ReportForm selected={selected} onDone={() => setSelected(null)} />
              </Suspense>
            ) : (
              <AuthPrompt
                title={t('Entre em sua conta para reportar')}
                text={t('Só membros cadastrados podem registrar incidentes.')}
              />
            )}
            <p className="mt-3 flex items-center gap-1.5 text-xs text-slate-500">
              <Phone className="h-3.5 w-3.5" aria-hidden="true" /> {t('Emergência: 999 ou 112')}
            </p>
            <p className="mt-1 text-xs text-slate-500">
              {t('Aconteceu com você?')}{' '}
              <Link href={paths.guide(GUIDE_SLUGS.garda)} className="font-semibold text-brand-700 underline">
                {t('Como registrar uma ocorrência na Garda')}
              </Link>
            </p>
          </section>
          {isAuthenticated && (
            <Suspense fallback={null}>
              <ZonesPanel selected={selected} onCircles={setCircles} />
            </Suspense>
          )}
          {isAuthenticated && (
            <Suspense fallback={null}>
              <MyReports />
            </Suspense>
          )}
          <SafetyCard />
          <TopAreas areas={summary.data?.topAreas} loading={summary.isLoading} />
        </aside>

        <div className="self-start lg:col-span-2">
          <SafetyStats total={summary.data?.total} areas={summary.data?.areas} />
        </div>
      </div>
      {loginOpen && (
        <Suspense fallback={null}>
          <LoginRequiredDialog open={loginOpen} onOpenChange={setLoginOpen} />
        </Suspense>
      )}
    </div>
  );
}
