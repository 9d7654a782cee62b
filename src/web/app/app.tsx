import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client.js';
import { OfflineBanner } from '../ui/offline-banner.js';
import { Toaster } from '../ui/toast.js';
import { Footer } from './footer.js';
import { Header } from './header.js';
import { PageErrorBoundary } from './page-error-boundary.js';
import { AppRoutes } from './routes.js';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <div className="flex min-h-dvh flex-col">
        <OfflineBanner />
        <Header />
        {/* At least a screen tall: while pages and lists load, the footer stays below the first screen instead of jumping down as they arrive (layout shift). */}
        <main className="min-h-dvh flex-1">
          <PageErrorBoundary>
            <AppRoutes />
          </PageErrorBoundary>
        </main>
        <Footer />
      </div>
      <Toaster />
    </QueryClientProvider>
  );
}
