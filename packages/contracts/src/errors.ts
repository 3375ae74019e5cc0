/** The JSON body of every failed /api call: `error` and `message` carry the same text. */
export interface TApiError {
  error: string;
  message: string;
  code: string;
}

interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * One readable sentence from validation issues. Our own messages already name their field;
 * a generic one gets the field prefixed so the caller always learns which input was wrong.
 */
export function describeIssues(issues: readonly IssueLike[]): string {
  const sentences = issues.map((issue) => {
    const field = issue.path.filter((p) => typeof p !== "symbol").join(".");
    // Our own messages are sentences ending in a period that say what is wrong; zod's generic
    // ones ("Invalid input: expected number") are not, so they get the field in front.
    const ownSentence = /\.$/.test(issue.message.trim());
    return field && !ownSentence ? `${field}: ${issue.message}` : issue.message;
  });
  return [...new Set(sentences)].join(" ");
}
