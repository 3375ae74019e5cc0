// What other domains may use of carts: they import it from here, never from its files (ADR 114).
export { cartsBackup } from "./carts.backup";
