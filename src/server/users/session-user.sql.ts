import { users } from './users.tables.js';

/**
 * The columns of the signed-in user as request state (request.user): what roles, gating and ownership
 * checks need, and never the password hash or payment ids. The session lookup (auth.repository.ts) and
 * users.findSessionUser select them; SessionUser (session-user.ts) is their row type.
 */
export const sessionUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  displayName: users.displayName,
  profileImageUrl: users.profileImageUrl,
  memberNumber: users.memberNumber,
  isActive: users.isActive,
  isAdmin: users.isAdmin,
  isSuperAdmin: users.isSuperAdmin,
  subscriptionStatus: users.subscriptionStatus,
  subscriptionSource: users.subscriptionSource,
  subscriptionEnd: users.subscriptionEnd,
  language: users.language,
};
