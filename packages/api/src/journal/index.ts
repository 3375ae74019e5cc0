// What other domains may use of journal: they import it from here, never from its files (ADR 114).
export * from "./journal.service";
export { journalBackup } from "./journal.backup";
