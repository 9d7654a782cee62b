/** Spec section 9 delays. */
export const ALREADY_ACTIVE_REDIRECT_MS = 1500;
export const LOGIN_REDIRECT_MS = 1000;
export const LOAD_HINT_MS = 10_000;
