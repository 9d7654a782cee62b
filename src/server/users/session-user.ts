import type { GetColumnData } from 'drizzle-orm';
import type { sessionUserColumns } from './session-user.sql.js';

/**
 * The signed-in user as request state (request.user), typed from the columns the session lookup
 * selects (session-user.sql.ts), so the type cannot drift from the query. Read the full profile
 * through the users service.
 */
export type SessionUser = { [K in keyof typeof sessionUserColumns]: GetColumnData<(typeof sessionUserColumns)[K]> };
