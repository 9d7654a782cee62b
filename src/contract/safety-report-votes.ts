import { z } from 'zod';
import { VOTE_ANSWERS, voteMessages } from './safety-report-votes-labels.js';

export * from './safety-report-votes-labels.js';

/** PUT /api/safety-reports/:id/votes: the member's answer (a new one replaces the old). */
export const voteInputSchema = z.object({
  answer: z.enum(VOTE_ANSWERS, { message: voteMessages.answerRequired }),
});
export type VoteInput = z.infer<typeof voteInputSchema>;

/** The counts every visitor reads, and the signed-in member's own answer (null for visitors). */
export const voteTallySchema = z.object({
  confirmations: z.number().int(),
  disputes: z.number().int(),
  mine: z.enum(VOTE_ANSWERS).nullable(),
});
export type VoteTally = z.infer<typeof voteTallySchema>;
export const voteResultSchema = voteTallySchema.extend({
  /** True when this answer's dispute took the report off the map (to the moderation queue). */
  removed: z.boolean(),
  message: z.string(),
});
export type VoteResult = z.infer<typeof voteResultSchema>;
