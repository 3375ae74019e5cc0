import {
  ZAccountDeleteInput,
  ZMessageOutput,
  ZPasswordChangeInput,
  ZPasswordChanged,
  ZPreferences,
  ZPreferencesInput,
  ZTokenCreateInput,
  ZTokenCreated,
  ZTokenId,
  ZTokenList,
} from "@simmer/contracts";
import type { RestApi } from "./route";

const tag = "Account";
const browserOnly = "Needs a browser sign-in: a personal access token is refused with 403 (ADR 070).";

/** Personal access tokens, password and account deletion (ADR 070, 071): browser sessions only. */
export function registerAccountRoutes(api: RestApi) {
  api.route({
    method: "GET",
    url: "/account/preferences",
    tag,
    summary: "Your preferences: the unit system amounts are shown in",
    description: "`chosen` is false until a system has been chosen; amounts then read in US units (ADR 126).",
    response: ZPreferences,
    handler: ({ caller }) => caller.account.preferences.get(),
  });
  api.route({
    method: "PUT",
    url: "/account/preferences",
    tag,
    summary: "Choose the unit system amounts are shown in",
    description: "Stored amounts never change; recipe views, lists, shopping mode, shared pages and Metrics show them in this system.",
    body: ZPreferencesInput,
    response: ZPreferences,
    examples: { body: { unit_system: "metric" } },
    handler: ({ caller, body }) => caller.account.preferences.update(body),
  });
  api.route({
    method: "GET",
    url: "/account/tokens",
    tag,
    summary: "Your personal access tokens (never their secrets)",
    description: browserOnly,
    response: ZTokenList,
    handler: ({ caller }) => caller.account.tokens.list(),
  });
  api.route({
    method: "POST",
    url: "/account/tokens",
    tag,
    summary: "Create a personal access token",
    description: `The answer carries the secret this once; only its SHA-256 is kept. ${browserOnly}`,
    body: ZTokenCreateInput,
    status: 201,
    response: ZTokenCreated,
    examples: { body: { name: "Kitchen tablet script", expiresInDays: 90 } },
    handler: ({ caller, body }) => caller.account.tokens.create(body),
  });
  api.route({
    method: "DELETE",
    url: "/account/tokens/:id",
    tag,
    summary: "Revoke a personal access token",
    description: `Refused from the next request on, on every instance. Another person's token is 404. ${browserOnly}`,
    params: ZTokenId,
    response: ZMessageOutput,
    handler: ({ caller, params }) => caller.account.tokens.revoke(params),
  });
  api.route({
    method: "POST",
    url: "/account/password",
    tag,
    summary: "Change your password",
    description: `Signs out your other browsers; tokens keep working. ${browserOnly}`,
    body: ZPasswordChangeInput,
    response: ZPasswordChanged,
    handler: ({ caller, body }) => caller.account.changePassword(body),
  });
  api.route({
    method: "DELETE",
    url: "/account",
    tag,
    summary: "Delete your account and everything in it",
    description: `Needs your password. Every recipe, image, list, metric and token goes in one transaction (ADR 071). ${browserOnly}`,
    body: ZAccountDeleteInput,
    response: ZMessageOutput,
    handler: ({ caller, body }) => caller.account.remove(body),
  });
}
