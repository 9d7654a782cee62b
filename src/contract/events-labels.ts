// No zod here: the events list page imports this (zod only on pages with forms).
// src/contract/events.ts re-exports all of this.

export const EVENT_DEFAULT_MAX = 50;
export const EVENT_SKELETONS = 6;
