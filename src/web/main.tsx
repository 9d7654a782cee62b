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
