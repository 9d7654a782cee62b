import {
  type Deal,
  type DealKind,
  type DealSide,
  type MemberRef,
  type Review,
  reviewMessages,
} from '../../contract/reviews.js';
import type { DealRow, MemberRow, ReviewWithAuthor } from './reviews.repository.js';

/** A member as others see them on a deal or a review: first name and number, nothing else. */
export function memberRef(m: MemberRow | undefined, id: number | null): MemberRef {
  if (!m || id === null) return { id: null, firstName: reviewMessages.removedMember, memberNumber: null };
  return { id: m.id, firstName: m.firstName, memberNumber: m.memberNumber };
}

export function toReviewView(r: ReviewWithAuthor): Review {
  const v = r.review;
  return {
    id: v.id,
    dealId: v.dealId,
    kind: r.kind as DealKind,
    side: v.side as DealSide,
    author:
      v.authorId === null || r.authorFirstName === null
        ? { id: null, firstName: reviewMessages.removedMember, memberNumber: null }
        : { id: v.authorId, firstName: r.authorFirstName, memberNumber: r.authorMemberNumber },
    stars: v.stars,
    text: v.text,
    tags: v.tags,
    itemTitle: r.itemTitle,
    createdAt: v.createdAt.toISOString(),
    publishedAt: v.publishedAt?.toISOString() ?? null,
    reply: v.reply,
    repliedAt: v.repliedAt?.toISOString() ?? null,
  };
}

/**
 * A deal as one of its sides reads it. Blind (issue 33): the other side's review is included only
 * once published; before that the caller learns only that it exists.
 */
export function toDealView(
  d: DealRow,
  me: number,
  other: MemberRow | undefined,
  dealReviews: ReviewWithAuthor[],
  now: Date,
): Deal {
  const mySide: DealSide = d.ownerId === me ? 'owner' : 'counterpart';
  const mine = dealReviews.find((r) => r.review.side === mySide);
  const theirs = dealReviews.find((r) => r.review.side !== mySide);
  const open = d.status === 'confirmed' && d.closesAt !== null && d.closesAt.getTime() > now.getTime();
  return {
    id: d.id,
    kind: d.kind as DealKind,
    itemId: d.itemId,
    itemTitle: d.itemTitle,
    mySide,
    other: memberRef(other, mySide === 'owner' ? d.counterpartId : d.ownerId),
    status: d.status as Deal['status'],
    createdAt: d.createdAt.toISOString(),
    confirmedAt: d.confirmedAt?.toISOString() ?? null,
    closesAt: d.closesAt?.toISOString() ?? null,
    canReview: open && !mine && (mySide === 'owner' ? d.counterpartId : d.ownerId) !== null,
    myReview: mine ? toReviewView(mine) : null,
    theirReview: theirs?.review.publishedAt && !theirs.review.hiddenAt ? toReviewView(theirs) : null,
    theyReviewed: Boolean(theirs),
  };
}
