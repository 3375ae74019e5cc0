// What other domains may use of filters: they import it from here, never from its files (ADR 114).
export { filtersBackup } from "./filters.backup";
export { starterFilterRowsFor } from "./starter-rows";
