// The dashboard's rules and wording, gathered for the Dash route chunk.
export { JOURNAL_MESSAGES, METRICS_MESSAGES, goalSummary, macroSeries, mainSeries, waterSeries } from "@simmer/domain";
export const AUTH_MESSAGES_UNAUTHENTICATED = "You are not authenticated. Please log in.";
