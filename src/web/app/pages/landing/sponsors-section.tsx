import ExternalLink from 'lucide-react/icons/external-link';
import Handshake from 'lucide-react/icons/handshake';
import Megaphone from 'lucide-react/icons/megaphone';
import Tag from 'lucide-react/icons/tag';
import { Link } from 'wouter';
import { t } from '../../../../contract/i18n.js';
import { imageVariant } from '../../../../contract/images.js';
import type { PublicSponsor } from '../../../../contract/sponsors.js';
import { paths } from '../../../lib/paths.js';
import { useSponsors } from '../../../sponsors/api/get-sponsors.js';
import { SponsorAnchor } from '../../../sponsors/sponsor-anchor.js';
import { Skeleton } from '../../../ui/skeleton.js';
import { SectionHeading } from './section-heading.js';

const partnerLink =
  'inline-flex h-11 shrink-0 items-center justify-center gap-2 rounded-lg bg-navy-900 px-5 text-sm font-semibold text-white hover:bg-navy-800 focus-visible:ring-2 focus-visible:ring-navy-800 focus-visible:ring-offset-2 focus-visible:outline-none';

function Discount({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p className="mt-2 inline-flex w-fit items-center gap-1.5 rounded-lg bg-brand-100 px-3 py-1 text-xs font-bold text-brand-800">
      <Tag className="h-3.5 w-3.5 shrink-0" aria-hidden="true" /> {text}
    </p>
  );
}

/** Section 9 (anchor #patrocinadores, linked from the footer): featured banner and logo sponsors. */
export function SponsorsSection() {
  const { data, isPending } = useSponsors();
  const featured = data?.sponsors.featuredBanner ?? null;
  const logos = data?.sponsors.logoSponsors ?? [];
  return (
    <section
      id="patrocinadores"
      aria-labelledby="sponsors-title"
      data-testid="landing-sponsors"
      className="mx-auto max-w-7xl scroll-mt-20 px-4 pt-12"
    >
      <SectionHeading
        id="sponsors-title"
        title={t('Patrocinadores')}
        subtitle={t('Empresas que apoiam os entregadores brasileiros em Dublin')}
      />
      {isPending ? <Skeleton className="h-40" /> : featured ? <FeaturedBanner sponsor={featured} /> : <OpenSpot />}
      {logos.length > 0 && (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('Patrocinadores parceiros')}>
          {logos.map((s) => (
            <li key={s.id}>
              <SponsorAnchor
                sponsor={s}
                className="flex h-full items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-600"
              >
                {s.logoUrl && (
                  <img
                    src={imageVariant(s.logoUrl, 'thumb')}
                    alt=""
                    loading="lazy"
                    className="h-12 w-12 shrink-0 rounded-lg object-contain"
                  />
                )}
                <div className="min-w-0">
                  <p className="font-bold text-slate-900">{s.name}</p>
                  {s.description && <p className="line-clamp-2 text-sm text-slate-600">{s.description}</p>}
                  <Discount text={s.discountInfo} />
                </div>
              </SponsorAnchor>
            </li>
          ))}
        </ul>
      )}
      {featured && (
        <p className="mt-4 flex flex-wrap items-center justify-center gap-x-3 gap-y-2 text-center text-sm text-slate-600">
          {t('Sua empresa também pode apoiar a comunidade.')}
          <Link
            href={paths.bePartner()}
            className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-800"
          >
            <Handshake className="h-4 w-4" aria-hidden="true" /> {t('Seja um patrocinador')}
          </Link>
        </p>
      )}
    </section>
  );
}

function FeaturedBanner({ sponsor }: { sponsor: PublicSponsor }) {
  const image = sponsor.bannerUrl ?? sponsor.logoUrl;
  return (
    <SponsorAnchor
      sponsor={sponsor}
      className="group flex flex-col overflow-hidden rounded-2xl bg-navy-900 text-white shadow-sm sm:flex-row"
    >
      {image && (
        <img
          src={imageVariant(image, 'md')}
          alt={sponsor.name}
          loading="lazy"
          // Banners are made 3:1 (admin hint) and shown whole; a logo stands in on a white panel.
          className={
            sponsor.bannerUrl
              ? 'aspect-[3/1] w-full object-cover sm:w-1/2 sm:self-center'
              : 'aspect-[16/9] w-full bg-white object-contain p-6 sm:aspect-auto sm:w-1/3'
          }
        />
      )}
      <div className="flex flex-1 flex-col justify-center p-6 sm:p-8" data-testid="featured-sponsor">
        <p className="text-xs font-bold tracking-wider text-accent-400 uppercase">{t('Patrocinador em destaque')}</p>
        <p className="mt-1 text-2xl font-extrabold">{sponsor.name}</p>
        {sponsor.description && <p className="mt-2 text-sm text-slate-300">{sponsor.description}</p>}
        <Discount text={sponsor.discountInfo} />
        <span className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-accent-400 group-hover:underline">
          {t('Conhecer a oferta')} <ExternalLink className="h-4 w-4" aria-hidden="true" />
        </span>
      </div>
    </SponsorAnchor>
  );
}

function OpenSpot() {
  return (
    <div className="flex flex-col items-start gap-4 rounded-2xl bg-linear-to-br from-accent-400 to-amber-300 p-6 text-navy-900 sm:flex-row sm:items-center sm:justify-between sm:p-8">
      <div className="flex items-start gap-3">
        <Megaphone className="mt-0.5 h-7 w-7 shrink-0" aria-hidden="true" />
        <div>
          <p className="text-lg font-extrabold">{t('Espaço de destaque disponível')}</p>
          <p className="text-sm text-navy-900/80">
            {t('Apresente sua marca para mais de 1000 entregadores ativos na cidade.')}
          </p>
        </div>
      </div>
      <Link href={paths.bePartner()} className={`${partnerLink} w-full sm:w-auto`}>
        <Handshake className="h-4 w-4" aria-hidden="true" /> {t('Seja um patrocinador')}
      </Link>
    </div>
  );
}
