// What other domains may use of jobs: they import it from here, never from its files (ADR 114).
export { createJob, JobFailure, jobFor, markRunning, type NewJob, reportProgress, runInBackground } from "./jobs.service";
export { jobsBackup } from "./jobs.backup";
