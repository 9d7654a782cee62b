import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.js';
import './styles.css';

// A transition renders in slices that yield to the browser between them: the first render of a
// page does not block the main thread in one long task (Total Blocking Time on a slow phone).
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

// The service worker (docs/decisions/020-installable-app.md): after the page has loaded, so it never
// competes with the first load; a production build only (the dev server has no /sw.js).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void navigator.serviceWorker.register('/sw.js').catch(() => {}));
}
