import { redirect } from "@tanstack/react-router";
import { hasLiveToken } from "./token";

/** Where a signed-in person lands (docs/product.md#states: after a login). */
export const APP_HOME = "/dashboard/browse" as const;

/** The landing, login and signup screens are for visitors: a live session goes straight to the app. */
export function redirectSignedIn(): void {
  if (hasLiveToken()) throw redirect({ to: APP_HOME });
}
