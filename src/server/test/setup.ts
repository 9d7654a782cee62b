import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { closeAllOpen } from './registry.js';

// epic-stack habit: an unexpected console.error is a bug, so it fails the test that caused it.
const originalError = console.error;
let errors: unknown[][] = [];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
    originalError(...args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (errors.length) {
    const first = errors[0]!.map((a) => (a instanceof Error ? a.stack : String(a))).join(' ');
    errors = [];
    throw new Error(
      `console.error was called during this test (${first}). Fix the cause or mock console.error in the test.`,
    );
  }
});

// An app or database a test file forgot to close would keep Node from exiting.
afterAll(async () => {
  await closeAllOpen();
});
