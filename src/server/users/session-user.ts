import { users } from './users.tables.js';

/**
 * The signed-in user as request state (request.user): what roles, gating and ownership checks need,
 * and never the password hash or payment ids. Read the full profile through the users service.
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
};

export interface SessionUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  displayName: string | null;
  profileImageUrl: string | null;
  memberNumber: string;
  isActive: boolean;
  isAdmin: boolean;
  isSuperAdmin: boolean;
  subscriptionStatus: string;
  subscriptionSource: string | null;
  subscriptionEnd: Date | null;
}
