import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

/**
 * Renders `children` (a lazy component) only once the visitor scrolls near this spot, so what lies
 * below the first screen is neither downloaded nor rendered on the first load (decision 010).
 * Until then, and while the chunk arrives, an empty block of `reserveClassName` (min-height of the
 * real content) keeps its place: content above never moves and the footer stays off the first
 * screen. `eager` renders at once (an address that points into the deferred part, e.g. a hash).
 */
export function WhenNear({
  children,
  reserveClassName,
  eager = false,
}: {
  children: ReactNode;
  reserveClassName: string;
  eager?: boolean;
}) {
  const [near, setNear] = useState(eager || typeof IntersectionObserver === 'undefined');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (near || !ref.current) return;
    // The first scroll is the signal: the chunk loads while the visitor scrolls towards the block
    // (it starts only ~200 px below the first screen, so a wider observer margin would load it on
    // every first load). The observer covers the block entering the screen without a scroll event
    // (keyboard focus, a resized window). Its bottom margin ignores the few empty pixels of the block
    // that can show at the very bottom of a phone's first screen when the landing is short (no
    // community group link): without it every such first load fetched the deferred sections.
    const show = () => setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), {
      rootMargin: '0px 0px -96px 0px',
    });
    observer.observe(ref.current);
    window.addEventListener('scroll', show, { once: true, passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', show);
    };
  }, [near]);
  const reserve = <div ref={ref} className={reserveClassName} aria-hidden="true" />;
  return near ? <Suspense fallback={reserve}>{children}</Suspense> : reserve;
}
