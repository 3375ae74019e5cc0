/**
 * A loader waits for its screen's data but never fails the route: a load that fails leaves the
 * query in its error state, and the screen shows its own message for it (a refused token has
 * already ended the session in the tRPC link).
 */
export function settled<T>(load: Promise<T>): Promise<T | undefined> {
  return load.catch(() => undefined);
}
