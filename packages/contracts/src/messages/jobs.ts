/** What the person reads when a job stops because its server stopped. */
export const STALE_MESSAGE = "The server stopped while this job was running. Please try again.";

/** What the person reads when the process running their job died; by job kind (ADR 019). */
export const INTERRUPTED_MESSAGES: Record<string, string> = {
  "recipes.import": "The import was interrupted when the server restarted. Nothing was imported.",
};

/** An import stopped before it published anything. */
export const STOPPED_MESSAGE = "The import was stopped before it finished; nothing was imported. Please try again.";
