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

/** What the Settings screen says on its own. */
export const SETTINGS_MESSAGES = {
  tokensLoadFailed: "Your access tokens could not be loaded. Please reload the page.",
  tokenCreateFailed: "The token could not be created. Please try again.",
  tokenRevokeFailed: "The token could not be revoked. Please try again.",
  copied: "Token copied to the clipboard.",
  copyFailed: "Copying did not work here. Select the token and copy it yourself.",
  passwordChangeFailed: "The password could not be changed. Please try again.",
  deleteFailed: "The account could not be deleted. Please try again.",
  newPasswordsDiffer: "The two new passwords are not the same.",
} as const;

/** The question asked before revoking a token. */
export function revokeTokenQuestion(name: string): string {
  return `Revoke the token "${name}"? Programs using it will be refused from their next request.`;
}

export const DELETE_ACCOUNT_QUESTION = "Delete your account and everything in it? This cannot be undone.";
