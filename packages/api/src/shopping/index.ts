// What other domains may use of shopping: they import it from here, never from its files (ADR 114).
export { shoppingBackup } from "./shopping.backup";
