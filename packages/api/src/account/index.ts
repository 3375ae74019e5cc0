// What other domains may use of account: they import it from here, never from its files (ADR 114).
export { isPersonalToken } from "./personal-token";
export { resolvePersonalToken } from "./tokens.service";
