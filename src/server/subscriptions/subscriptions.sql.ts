import { sql } from 'drizzle-orm';
import { users } from '../db/schema.js';

/**
 * `isMembershipInForce` (src/contract/membership.ts) as SQL, for filters, counts and columns: status
 * active and end null or in the future. Every query that needs the rule uses this fragment (other
 * domains' reads too: the admin user list, the rentals' owner badge). It binds no value, so
 * prepared statements can carry it.
 */
export const subscriptionInForce = sql`(${users.subscriptionStatus} = 'active' and (${users.subscriptionEnd} is null or ${users.subscriptionEnd} > now()))`;
