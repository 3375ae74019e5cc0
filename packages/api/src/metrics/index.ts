// What other domains may use of metrics: they import it from here, never from its files (ADR 114).
export { metricsBackup } from "./metrics.backup";
