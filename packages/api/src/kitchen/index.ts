// What other domains may use of kitchen: they import it from here, never from its files (ADR 114).
export { kitchenBackup } from "./kitchen.backup";
