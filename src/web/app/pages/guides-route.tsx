import { lazy } from 'react';
import { Route, Switch } from 'wouter';

// Issue 35's pages behind one entry of the route table: the shell carries one lazy import for the
// three (its first load is at its byte budget), and each page is still its own chunk.
const GuidesPage = lazy(() => import('../../guides/guides-page.js'));
const GuidePage = lazy(() => import('../../guides/guide-page.js'));
const GardaReportPage = lazy(() => import('../../safety-reports/garda-report-page.js'));

/** /guias, /guias/<slug> (public) and /levar-a-garda/<id> (a member's own report). */
export default function GuidesRoute() {
  return (
    <Switch>
      <Route path="/guias" component={GuidesPage} />
      <Route path="/guias/:slug" component={GuidePage} />
      <Route path="/levar-a-garda/:id" component={GardaReportPage} />
    </Switch>
  );
}
