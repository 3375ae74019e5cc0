import { redirect } from "@tanstack/react-router";
import { hasLiveToken } from "./token";
import { APP_HOME } from "./home";

/** The landing, login and signup screens are for visitors: a live session goes straight to the app. */
export function redirectSignedIn(): void {
  if (hasLiveToken()) throw redirect({ to: APP_HOME });
}
