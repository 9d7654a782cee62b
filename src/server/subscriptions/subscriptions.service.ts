/** The one place that decides whether a subscription is in force (gating everywhere reads this). */
export function isSubscriptionActive(
  user: { subscriptionStatus: string; subscriptionEnd: Date | null },
  now: Date = new Date(),
): boolean {
  if (user.subscriptionStatus !== 'active') return false;
  return user.subscriptionEnd === null || user.subscriptionEnd.getTime() > now.getTime();
}

/** Spec: active subscription unlocks contacting sellers and creating listings; admins are exempt. */
export function canUseMemberFeatures(
  user: { isAdmin: boolean; subscriptionStatus: string; subscriptionEnd: Date | null },
  now?: Date,
): boolean {
  return user.isAdmin || isSubscriptionActive(user, now);
}
