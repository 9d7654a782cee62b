import type { ReactNode } from 'react';
import { sponsorLink } from '../../contract/sponsor-link.js';
import type { PublicSponsor } from '../../contract/sponsors.js';

/**
 * A sponsor's tile or card: a link to its redirectUrl (else website) in a new tab, or a plain box
 * when it has neither. rel: no window.opener for the outside page, and marked as a paid link.
 */
export function SponsorAnchor({
  sponsor,
  className,
  children,
}: {
  sponsor: PublicSponsor;
  className: string;
  children: ReactNode;
}) {
  const href = sponsorLink(sponsor);
  if (!href) return <div className={className}>{children}</div>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer sponsored" className={className} data-testid="sponsor-link">
      {children}
    </a>
  );
}
