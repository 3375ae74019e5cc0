/** Household limits and defaults (ADR 127). */
export const HOUSEHOLD_NAME_MAX_LENGTH = 80;
export const HOUSEHOLD_MAX_MEMBERS = 12;
export const INVITE_DEFAULT_DAYS = 7;
export const INVITE_MAX_DAYS = 30;
export const INVITE_MAX_USES = 100;
/** Open invites one household may hold at once. */
export const INVITE_MAX_OPEN = 20;
/** An invite token: 32 bytes of randomness in base64url. */
export const INVITE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
