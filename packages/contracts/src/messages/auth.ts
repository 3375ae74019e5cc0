/** What sign-up, log-in and log-out say (docs/product.md#accounts and #errors); server answers and screens read them here. */
export const AUTH_MESSAGES = {
  signedUp: "Account created! Please log in.",
  loggedIn: "Login successful.",
  badCredentials: "Invalid email or password.",
  duplicate: "An account with this email already exists.",
  rateLimited: "Too many attempts. Please wait a minute and try again.",
  unauthenticated: "You are not authenticated. Please log in.",
  loggedOut: "You have been logged out.",
  loggedOutEverywhere: "You have been logged out on every device.",
  logoutEverywhereFailed: "Could not reach the server, so your other devices are still signed in. Please try again.",
} as const;
