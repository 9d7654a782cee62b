import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client.js';
import { Toaster } from '../ui/toast.js';
import { Footer } from './footer.js';
import { Header } from './header.js';
import { AppRoutes } from './routes.js';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <div className="flex min-h-dvh flex-col">
        <Header />
        <main className="flex-1">
          <AppRoutes />
        </main>
        <Footer />
      </div>
        <Toaster />
    </QueryClientProvider>
  );
}
