import type { ErrorComponentProps } from "@tanstack/react-router";

/** A screen's code that failed to download (an update was deployed, the network dropped). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Failed to fetch|error loading dynamically/i.test(message);
}

/** Shown when a screen fails to load or render; a reload fetches the current version of the app. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const chunk = isChunkLoadError(error);
  return (
    <section className="page narrow" role="alert">
      <h1>{chunk ? "This page could not be loaded" : "Something went wrong"}</h1>
      <p>
        {chunk
          ? "Your connection may have dropped, or Simmer was just updated. Reloading usually fixes it."
          : "An unexpected error stopped this screen. Your data is safe; try again."}
      </p>
      <p className="inline-actions">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Reload
        </button>{" "}
        {!chunk ? (
          <button type="button" className="btn btn-ghost" onClick={reset}>
            Try again
          </button>
        ) : null}
      </p>
    </section>
  );
}
