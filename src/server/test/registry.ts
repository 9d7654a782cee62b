/** Whatever a test file opened and must close before the file ends (else Node never exits). */
const closers = new Set<() => Promise<void>>();

export function trackOpen(close: () => Promise<void>): () => void {
  closers.add(close);
  return () => closers.delete(close);
}

export async function closeAllOpen(): Promise<void> {
  for (const close of [...closers]) await close();
}
