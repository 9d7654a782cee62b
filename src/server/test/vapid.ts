/**
 * A VAPID key pair for tests only (never a deployment's): production requires VAPID_* settings, so
 * tests that load a production config set these (`npx web-push generate-vapid-keys` made them).
 */
export const TEST_VAPID = {
  VAPID_PUBLIC_KEY: 'BMbG6CoL98BndjLtTNXkKe4sKEgJz2RuI8wC1gQmW8f1ISOB1xNfXhlas3c80kcC0ieJM41lOQ7J4Lg8UcIeOgc',
  VAPID_PRIVATE_KEY: 'hKn0Tb4DWzj3ccx00Rt6k5mHyPwFG0o5GyuPdeGA8-4',
  VAPID_SUBJECT: 'mailto:testes@comunidade.invalid',
  // Production also needs a mail server while the mail features are on (issue 30): nothing listens
  // here; the mail tests point SMTP_URL at their own local server.
  SMTP_URL: 'smtp://127.0.0.1:9',
} as const;
