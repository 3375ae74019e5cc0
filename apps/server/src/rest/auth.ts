import { ZLoginInput, ZLoginOutput, ZLogoutAllOutput, ZLogoutOutput, ZSignupInput, ZSignupOutput } from "@simmer/contracts";
import type { RestApi } from "./route";

const tag = "Account";

export function registerAuthRoutes(api: RestApi) {
  api.route({
    method: "POST",
    url: "/auth/signup",
    tag,
    summary: "Create an account",
    description: "Creates the account; it does not sign in. Counts against the sign-in attempt limit.",
    signedOut: true,
    status: 201,
    body: ZSignupInput,
    response: ZSignupOutput,
    examples: { body: { email: "cook@example.com", password: "correct horse battery" } },
    handler: ({ caller, body }) => caller.auth.signup(body),
  });
  api.route({
    method: "POST",
    url: "/auth/login",
    tag,
    summary: "Sign in",
    description: "Answers a session token to send as `Authorization: Bearer <token>`.",
    signedOut: true,
    body: ZLoginInput,
    response: ZLoginOutput,
    examples: { body: { email: "cook@example.com", password: "correct horse battery" } },
    handler: ({ caller, body }) => caller.auth.login(body),
  });
  api.route({
    method: "POST",
    url: "/auth/logout",
    tag,
    summary: "Sign out this session",
    response: ZLogoutOutput,
    handler: ({ caller }) => caller.auth.logout(),
  });
  api.route({
    method: "POST",
    url: "/auth/logout-all",
    tag,
    summary: "Sign out every session",
    response: ZLogoutAllOutput,
    handler: ({ caller }) => caller.auth.logoutAll(),
  });
}
