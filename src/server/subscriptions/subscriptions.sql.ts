import { sql } from 'drizzle-orm';
import { users } from '../db/schema.js';

/**
 * isSubscriptionActive (subscriptions.service.ts) as SQL, for filters and counts: status active
 * and end null or in the future. Other domains' reads (the admin user list) use it too.
 */
export const subscriptionInForce = sql`(${users.subscriptionStatus} = 'active' and (${users.subscriptionEnd} is null or ${users.subscriptionEnd} > now()))`;
