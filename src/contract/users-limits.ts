/** Field limits of a member's account (zod-free: the sign-up and profile forms and the server share them). */
export const LIMITS = {
  displayName: { min: 2, max: 50 },
  name: { min: 2, max: 30 },
  password: { min: 6, max: 128 },
  phoneMinDigits: 10,
  phoneMax: 20,
  photoMaxBytes: 5 * 1024 * 1024,
} as const;
