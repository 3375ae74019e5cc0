// What other domains may use of auth: they import it from here, never from its files (ADR 114).
export { hashPassword, passwordMatches } from "./auth.service";
export { endAllSessions, resolveSession, type SignedIn } from "./session.service";
export { type TokenService } from "./token";
export { authBackup } from "./auth.backup";
