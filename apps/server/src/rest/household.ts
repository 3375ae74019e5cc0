import {
  ZHousehold,
  ZHouseholdNameInput,
  ZHouseholdOutput,
  ZInviteCreated,
  ZInviteCreateInput,
  ZInviteId,
  ZInviteList,
  ZInvitePreview,
  ZInvitePreviewInput,
  ZJoinInput,
  ZMemberId,
  ZMessageOutput,
} from "@simmer/contracts";
import type { RestApi } from "./route";

const tag = "Household";
const ownerOnly = "The household's owner only: a member is answered 403.";

/** A household: people who share one kitchen, one list and one plan (ADR 127). */
export function registerHouseholdRoutes(api: RestApi) {
  api.route({
    method: "GET",
    url: "/household",
    tag,
    summary: "Your household and its members, or null when you are in none",
    response: ZHouseholdOutput,
    handler: ({ caller }) => caller.household.get(),
  });
  api.route({
    method: "POST",
    url: "/household",
    tag,
    summary: "Make a household; you are its owner",
    description: "Your kitchen, carts, list and plan become the household's. 409 when you are already in one.",
    body: ZHouseholdNameInput,
    status: 201,
    response: ZHousehold,
    examples: { body: { name: "Our kitchen" } },
    handler: ({ caller, body }) => caller.household.create(body),
  });
  api.route({
    method: "PATCH",
    url: "/household",
    tag,
    summary: "Rename your household",
    description: ownerOnly,
    body: ZHouseholdNameInput,
    response: ZHousehold,
    handler: ({ caller, body }) => caller.household.rename(body),
  });
  api.route({
    method: "DELETE",
    url: "/household",
    tag,
    summary: "Delete your household",
    description: `${ownerOnly} What it shared becomes yours; every other member keeps a copy of the kitchen.`,
    response: ZMessageOutput,
    handler: ({ caller }) => caller.household.remove(),
  });
  api.route({
    method: "POST",
    url: "/household/invites",
    tag,
    summary: "Make an invite link",
    description: `${ownerOnly} The token is answered this once; only its hash is kept. Expires after 7 days unless told otherwise (1 to 30), and may be limited to a number of uses.`,
    body: ZInviteCreateInput,
    status: 201,
    response: ZInviteCreated,
    examples: { body: { expiresInDays: 7, maxUses: 1 } },
    handler: ({ caller, body }) => caller.household.invites.create(body),
  });
  api.route({
    method: "GET",
    url: "/household/invites",
    tag,
    summary: "Your household's open invites (never their tokens)",
    description: ownerOnly,
    response: ZInviteList,
    handler: ({ caller }) => caller.household.invites.list(),
  });
  api.route({
    method: "DELETE",
    url: "/household/invites/:id",
    tag,
    summary: "Revoke an invite",
    description: `${ownerOnly} Another household's invite is 404.`,
    params: ZInviteId,
    response: ZMessageOutput,
    handler: ({ caller, params }) => caller.household.invites.revoke(params),
  });
  api.route({
    method: "POST",
    url: "/household/preview",
    tag,
    summary: "What joining with an invite would do",
    description: "The household's name and size, and what of yours comes along. An unknown, revoked, expired or used-up token is 404.",
    body: ZInvitePreviewInput,
    response: ZInvitePreview,
    handler: ({ caller, body }) => caller.household.preview(body),
  });
  api.route({
    method: "POST",
    url: "/household/join",
    tag,
    summary: "Join a household with an invite",
    description:
      "Your kitchen is united with the household's and your carts come along; your recipes are shared with the household unless `keepRecipesPrivate` is true. An unknown, revoked, expired or used-up token is 404; 409 when you are already in a household.",
    body: ZJoinInput,
    response: ZHousehold,
    handler: ({ caller, body }) => caller.household.join(body),
  });
  api.route({
    method: "POST",
    url: "/household/leave",
    tag,
    summary: "Leave your household",
    description:
      "You keep a copy of the kitchen and your recipes; the household keeps its carts, list and plan. An owner with other members must transfer first (409).",
    response: ZMessageOutput,
    handler: ({ caller }) => caller.household.leave(),
  });
  api.route({
    method: "DELETE",
    url: "/household/members/:userId",
    tag,
    summary: "Remove a member",
    description: `${ownerOnly} They lose access at once, on every instance, and keep a copy of the kitchen.`,
    params: ZMemberId,
    response: ZMessageOutput,
    handler: ({ caller, params }) => caller.household.removeMember(params),
  });
  api.route({
    method: "POST",
    url: "/household/transfer",
    tag,
    summary: "Hand the household to another member",
    description: `${ownerOnly} You become a member.`,
    body: ZMemberId,
    response: ZHousehold,
    handler: ({ caller, body }) => caller.household.transfer(body),
  });
}
