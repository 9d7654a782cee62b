import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { favouritesKey, importFavourites } from './api/favourites.js';
import { clearLocalFavourites, readLocalFavourites } from './local-favourites.js';

/** At most this many ids go up at once (the API's limit); the rest on the next sign-in. */
const BATCH = 100;

/**
 * Issue 34: the favourites this browser kept before signing in (the spec's local toggle) move to
 * the member's account, once, then leave the browser. Mounted by the members' lazy header chunk, so
 * neither a visitor's first load nor the shell carries it. Renders nothing.
 */
export default function ImportLocalFavourites() {
  const qc = useQueryClient();
  useEffect(() => {
    const ids = readLocalFavourites();
    if (!ids.length) return;
    importFavourites(ids.slice(0, BATCH))
      .then(() => {
        clearLocalFavourites();
        void qc.invalidateQueries({ queryKey: favouritesKey });
      })
      .catch(() => {}); // kept in the browser: tried again at the next page load
  }, [qc]);
  return null;
}
