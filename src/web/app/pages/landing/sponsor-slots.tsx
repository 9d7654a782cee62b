import Plus from 'lucide-react/icons/plus';
import { Link } from 'wouter';
import { t } from '../../../../contract/i18n.js';
import { imageVariant } from '../../../../contract/images.js';
import { paths } from '../../../lib/paths.js';
import { useSponsors } from '../../../sponsors/api/get-sponsors.js';
import { SponsorAnchor } from '../../../sponsors/sponsor-anchor.js';

const ROW = 4;
const tile = 'flex h-16 items-center justify-center rounded-xl';

/** Section 5: the sponsor strip. Real sponsors first, then 'Seu negócio aqui' slots fill the row. */
export function SponsorSlots() {
  const { data } = useSponsors();
  const { featuredBanner, logoSponsors = [] } = data?.sponsors ?? {};
  const sponsors = featuredBanner ? [featuredBanner, ...logoSponsors] : logoSponsors;
  const slots = sponsors.length ? (ROW - (sponsors.length % ROW)) % ROW : ROW;
  return (
    <section
      aria-labelledby="sponsor-slots-title"
      data-testid="landing-sponsor-slots"
      className="mx-auto max-w-7xl px-4 pt-8"
    >
      <h2
        id="sponsor-slots-title"
        className="mb-3 text-center text-xs font-bold tracking-wider text-slate-500 uppercase"
      >
        {t('Apoiadores da comunidade')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {sponsors.map((s) => (
          <li key={s.id}>
            <SponsorAnchor
              sponsor={s}
              className={`${tile} border border-slate-200 bg-white px-3 shadow-sm hover:border-brand-600`}
            >
              {s.logoUrl ? (
                <img
                  src={imageVariant(s.logoUrl, 'thumb')}
                  alt={s.name}
                  loading="lazy"
                  className="max-h-10 max-w-full object-contain"
                />
              ) : (
                <span className="line-clamp-2 text-center text-sm leading-tight font-bold text-slate-800">
                  {s.name}
                </span>
              )}
            </SponsorAnchor>
          </li>
        ))}
        {Array.from({ length: slots }, (_, i) => (
          <li key={`slot-${i}`}>
            <Link
              href={paths.bePartner()}
              className={`${tile} gap-1.5 border-2 border-dashed border-slate-300 text-sm font-semibold text-slate-500 transition-colors hover:border-brand-600 hover:text-brand-800`}
            >
              <Plus className="h-4 w-4" aria-hidden="true" /> {t('Seu negócio aqui')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
