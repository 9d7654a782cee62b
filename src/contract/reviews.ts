import { z } from 'zod';
import { cursorParam, dbId } from './common.js';
import { t } from './i18n.js';

export * from './reviews-labels.js';

// Issue 33: deals (a sale or a rental both sides confirmed) and the blind two-sided reviews after
// them. One domain, `reviews`: a deal exists only to be reviewed (decision 038).

export const DEAL_KINDS = ['listing', 'rental'] as const;
export type DealKind = (typeof DEAL_KINDS)[number];
/** The owner (seller or rental owner) and the counterpart (buyer or renter). */
export const DEAL_SIDES = ['owner', 'counterpart'] as const;
export type DealSide = (typeof DEAL_SIDES)[number];

export const REVIEW_WINDOW_DAYS = 14;
/** 'Two days before the window closes'. */
export const REVIEW_REMINDER_DAYS = 2;
export const REVIEW_TEXT_MAX = 500;
export const REPLY_TEXT_MAX = 500;

/** Tags a renter gives a rental's owner. */
export const OWNER_TAGS = [
  'Pagamento combinado respeitado',
  'Conta funcionou',
  'Dono sumiu',
  'Pagamento retido',
  'Conta vendida/perdida',
] as const;
/** Tags an owner gives the renter. */
export const RENTER_TAGS = ['Pagou em dia', 'Cuidou da conta', 'Não pagou'] as const;
export const REVIEW_TAGS = [...OWNER_TAGS, ...RENTER_TAGS] as const;
export type ReviewTag = (typeof REVIEW_TAGS)[number];
/** What each tag reads in the build's language (the tag itself, pt-BR, is the API's value). */
export const REVIEW_TAG_LABELS: Record<ReviewTag, string> = {
  'Pagamento combinado respeitado': t('Pagamento combinado respeitado'),
  'Conta funcionou': t('Conta funcionou'),
  'Dono sumiu': t('Dono sumiu'),
  'Pagamento retido': t('Pagamento retido'),
  'Conta vendida/perdida': t('Conta vendida/perdida'),
  'Pagou em dia': t('Pagou em dia'),
  'Cuidou da conta': t('Cuidou da conta'),
  'Não pagou': t('Não pagou'),
};
export const reviewTagLabel = (tag: string): string => REVIEW_TAG_LABELS[tag as ReviewTag] ?? tag;

export const reviewMessages = {
  kindInvalid: t('Tipo de negociação inválido.'),
  itemInvalid: t('Anúncio inválido.'),
  memberInvalid: t('Membro inválido.'),
  itemNotFound: t('Anúncio não encontrado.'),
  notOwner: t('Só quem anunciou pode registrar a negociação.'),
  listingNotDone: t('Marque o anúncio como vendido antes de dizer para quem.'),
  rentalNotDone: t('Marque o aluguel como alugado antes de dizer para quem.'),
  self: t('Você não pode negociar consigo mesmo.'),
  notCandidate: t('Escolha um membro que conversou com você sobre este anúncio.'),
  notRevealer: t('Escolha um membro que viu o contato deste aluguel.'),
  blocked: t('Não é possível registrar negociação com este membro.'),
  duplicate: t('Esta negociação já foi registrada.'),
  rateLimited: t('Você registrou muitas negociações em pouco tempo. Tente novamente mais tarde.'),
  proposed: t('Negociação registrada. Agora o outro membro precisa confirmar.'),
  dealNotFound: t('Negociação não encontrada.'),
  notCounterpart: t('Só o comprador ou locatário pode confirmar.'),
  alreadyConfirmed: t('Esta negociação já foi confirmada.'),
  confirmed: t('Negociação confirmada. Vocês já podem avaliar um ao outro.'),
  notConfirmed: t('A negociação ainda não foi confirmada pelos dois lados.'),
  windowClosed: t('O prazo de {days} dias para avaliar terminou.', { days: REVIEW_WINDOW_DAYS }),
  alreadyReviewed: t('Você já avaliou esta negociação. Avaliações não podem ser editadas.'),
  starsInvalid: t('Dê de 1 a 5 estrelas.'),
  textTooLong: t('O texto pode ter no máximo {max} caracteres.', { max: REVIEW_TEXT_MAX }),
  tagInvalid: t('Etiqueta inválida para esta avaliação.'),
  tagsOnlyRental: t('Etiquetas só valem para aluguéis.'),
  reviewed: t('Avaliação enviada. Ela será publicada quando o outro lado avaliar ou quando o prazo terminar.'),
  reviewedPublished: t('Avaliação enviada e publicada.'),
  reviewNotFound: t('Avaliação não encontrada.'),
  replyNotSubject: t('Só o membro avaliado pode responder.'),
  replyNotPublished: t('Só é possível responder a uma avaliação publicada.'),
  alreadyReplied: t('Você já respondeu a esta avaliação.'),
  replyEmpty: t('Escreva a resposta.'),
  replyTooLong: t('A resposta pode ter no máximo {max} caracteres.', { max: REPLY_TEXT_MAX }),
  replied: t('Resposta publicada.'),
  memberNotFound: t('Membro não encontrado.'),
  removedMember: t('Membro removido'),
} as const;
const msg = reviewMessages;

export const dealCreateSchema = z.object({
  kind: z.enum(DEAL_KINDS, { message: msg.kindInvalid }),
  itemId: dbId(msg.itemInvalid),
  counterpartId: dbId(msg.memberInvalid),
});
export type DealCreateInput = z.infer<typeof dealCreateSchema>;

export const candidatesQuery = z.object({
  kind: z.enum(DEAL_KINDS, { message: msg.kindInvalid }),
  itemId: dbId(msg.itemInvalid),
});

export const memberRefSchema = z.object({
  id: z.number().int().nullable(),
  firstName: z.string(),
  memberNumber: z.string().nullable(),
});
export type MemberRef = z.infer<typeof memberRefSchema>;
export const candidatesSchema = z.object({ items: z.array(memberRefSchema) });

export const reviewInputSchema = z.object({
  stars: z
    .number({ message: msg.starsInvalid })
    .int(msg.starsInvalid)
    .min(1, msg.starsInvalid)
    .max(5, msg.starsInvalid),
  text: z
    .string()
    .trim()
    .max(REVIEW_TEXT_MAX, msg.textTooLong)
    .optional()
    .transform((v) => (v ? v : undefined)),
  tags: z
    .array(z.enum(REVIEW_TAGS, { message: msg.tagInvalid }))
    .max(REVIEW_TAGS.length)
    .optional(),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

export const replyInputSchema = z.object({
  text: z.string().trim().min(1, msg.replyEmpty).max(REPLY_TEXT_MAX, msg.replyTooLong),
});

export const reviewSchema = z.object({
  id: z.number().int(),
  dealId: z.number().int(),
  kind: z.enum(DEAL_KINDS),
  /** The author's side of the deal. */
  side: z.enum(DEAL_SIDES),
  author: memberRefSchema,
  stars: z.number().int(),
  text: z.string().nullable(),
  tags: z.array(z.string()),
  itemTitle: z.string(),
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

export const dealSchema = z.object({
  id: z.number().int(),
  kind: z.enum(DEAL_KINDS),
  itemId: z.number().int(),
  itemTitle: z.string(),
  /** The caller's side. */
  mySide: z.enum(DEAL_SIDES),
  other: memberRefSchema,
  status: z.enum(['proposed', 'confirmed']),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  /** When the review window ends (confirmed deals). */
  closesAt: z.string().nullable(),
  canReview: z.boolean(),
  myReview: reviewSchema.nullable(),
  /** The other side's review about the caller: only once published (blind until then). */
  theirReview: reviewSchema.nullable(),
  /** Whether the other side has reviewed (never what they wrote before publication). */
  theyReviewed: z.boolean(),
});
export type Deal = z.infer<typeof dealSchema>;
export const dealPageSchema = z.object({ items: z.array(dealSchema), nextCursor: z.number().int().nullable() });
export type DealPage = z.infer<typeof dealPageSchema>;
export const dealListQuery = z.object({
  cursor: cursorParam,
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const dealResultSchema = z.object({ message: z.string(), deal: dealSchema });

export const reviewPageSchema = z.object({ items: z.array(reviewSchema), nextCursor: z.number().int().nullable() });
export type ReviewPage = z.infer<typeof reviewPageSchema>;
export const reviewListQuery = z.object({
  cursor: cursorParam,
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export const memberNumberParam = z.object({
  memberNumber: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{0,4}\d{1,10}$/, msg.memberNotFound),
});

export const ratingSchema = z.object({
  count: z.number().int(),
  /** null below REVIEWS_FOR_AVERAGE reviews. */
  average: z.number().nullable(),
});
export type Rating = z.infer<typeof ratingSchema>;

export const profileSchema = z.object({
  firstName: z.string(),
  memberNumber: z.string(),
  isAdmin: z.boolean(),
  subscriptionStatus: z.enum(['active', 'inactive']),
  /** 'YYYY-MM' in Dublin. */
  memberSince: z.string(),
  rating: ratingSchema,
});
export type Profile = z.infer<typeof profileSchema>;

/** A member's active listing on their profile: public facts only (no WhatsApp). */
export const profileListingSchema = z.object({
  id: z.number().int(),
  listingNumber: z.string(),
  title: z.string(),
  price: z.string().nullable(),
  /** The cover image, if any. */
  imageUrl: z.string().nullable(),
});
export type ProfileListing = z.infer<typeof profileListingSchema>;
/** A member's active rental on their profile: public facts only (no WhatsApp). */
export const profileRentalSchema = z.object({
  id: z.number().int(),
  appName: z.string(),
  accountType: z.string(),
  region: z.string(),
  weeklyPrice: z.string(),
});
export type ProfileRental = z.infer<typeof profileRentalSchema>;
export const profileListingPageSchema = z.object({
  items: z.array(profileListingSchema),
  nextCursor: z.number().int().nullable(),
});
export type ProfileListingPage = z.infer<typeof profileListingPageSchema>;
export const profileRentalPageSchema = z.object({
  items: z.array(profileRentalSchema),
  nextCursor: z.number().int().nullable(),
});
export type ProfileRentalPage = z.infer<typeof profileRentalPageSchema>;
export const profileOffersQuery = z.object({
  cursor: cursorParam,
  limit: z.coerce.number().int().min(1).max(24).default(6),
});

/** The admins' screen of reviews (issue 33): a member's published reviews, or every hidden one. */
export const adminReviewSchema = reviewSchema.extend({ subject: memberRefSchema, hidden: z.boolean() });
export type AdminReview = z.infer<typeof adminReviewSchema>;
export const adminReviewPageSchema = z.object({
  items: z.array(adminReviewSchema),
  nextCursor: z.number().int().nullable(),
});
export type AdminReviewPage = z.infer<typeof adminReviewPageSchema>;
export const adminReviewQuery = z.object({
  /** About this member (published, hidden or not); without it, the hidden reviews. */
  memberNumber: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{0,4}\d{1,10}$/, msg.memberNotFound)
    .optional(),
  cursor: cursorParam,
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
