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

// The installable app's service worker (sw.js, docs/decisions/020-installable-app.md), once the
// page has loaded: it never competes with the first paint. Refused without https, or when blocked.
if ('serviceWorker' in navigator) addEventListener('load', () => navigator.serviceWorker.register('/sw.js').catch(() => {}));
