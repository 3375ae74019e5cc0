import { jobs } from "@simmer/db";
import type { DomainBackup } from "../backup";

/** Background jobs are work in progress on one server, not something a person keeps (ADR 016). */
export const jobsBackup: DomainBackup = {
  domain: "jobs",
  carries: [],
  leavesOut: [{ table: jobs, why: "Spreadsheet import jobs, and the recipes an import is still writing, are not the person's yet." }],
  holdsData: [],
  documents: [],
};
