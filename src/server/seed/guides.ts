import { GUIDE_SLUGS } from '../../contract/guides-labels.js';
import type { SeedGuide } from '../guides/guides.service.js';
import { SAFETY_GUIDES } from './guides-safety.js';
import { WORK_GUIDES } from './guides-work.js';

// Issue 35: the first guides, in pt-BR, each with the official pages it relies on. Where a rule
// changes or depends on the person's case, the guide says what to check and links the official
// page instead of stating it. 'Última revisão' is the day they were written.

const bySlug = new Map([...SAFETY_GUIDES, ...WORK_GUIDES].map((g) => [g.slug, g]));

/** The first guides in the order of /guias: emergencies first, then the order. */
export const FIRST_GUIDES: SeedGuide[] = [
  GUIDE_SLUGS.emergency,
  GUIDE_SLUGS.rightToWork,
  GUIDE_SLUGS.substitution,
  GUIDE_SLUGS.insurance,
  GUIDE_SLUGS.eMoped,
  GUIDE_SLUGS.taxes,
  GUIDE_SLUGS.garda,
  GUIDE_SLUGS.gdpr,
  GUIDE_SLUGS.platformWork,
].map((slug) => bySlug.get(slug)!);
