/** What the Settings screen and the /api/account paths say (ADR 070, 071). */
export const ACCOUNT_MESSAGES = {
  nameRequired: "Give the token a name, such as the script or computer that will use it.",
  nameTooLong: "The token name must be at most 100 characters.",
  badExpiry: "Choose when the token expires: in 30, 90 or 365 days, or never.",
  badTokenId: "The token id is not valid.",
  tokenNotFound: "Token not found.",
  tooManyTokens: "You already have 50 access tokens. Revoke one you no longer use, then try again.",
  tokenCreated: "Token created. Copy it now: you won't see it again.",
  tokenRevoked: "Token revoked. Programs using it can no longer reach your account.",
  needsWebSession:
    "Access tokens cannot manage tokens, change the password or delete the account. Sign in to Simmer in a browser to do that.",
  currentPasswordRequired: "Enter your current password.",
  newPasswordRequired: "Enter a new password.",
  wrongPassword: "That password is not correct.",
  samePassword: "The new password is the same as the current one. Choose a different one.",
  passwordChanged: "Password changed. Your other devices and browsers have been signed out.",
  accountDeleted: "Your account and everything in it have been deleted.",
} as const;
