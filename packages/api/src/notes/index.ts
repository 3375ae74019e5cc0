// What other domains may use of notes: they import it from here, never from its files (ADR 114).
export { notesBackup } from "./notes.backup";
export { recordCookedDay, toNotes } from "./notes.service";
