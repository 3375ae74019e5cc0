/**
 * Starts a screen's data from its route's loader without holding the screen back: the screen
 * shows at once with its own loading state, as it always has, and finds its data already on the
 * way (or, after a hovered link, already there). A load that fails leaves its query in the error
 * state and the screen shows its own message for it; a refused token has already ended the
 * session in the tRPC link.
 */
export function startLoading(...loads: Promise<unknown>[]): void {
  for (const load of loads) load.catch(() => undefined);
}
