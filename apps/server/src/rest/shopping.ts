import {
  SHARED_LIST_LIMITS,
  ZShareTokenInput,
  ZSharedListApplyResult,
  ZSharedListCommands,
  ZShoppingApplyResult,
  ZShoppingCommands,
  ZShoppingFinishInput,
  ZShoppingFinishOutput,
  ZShoppingList,
} from "@simmer/contracts";
import type { RestApi } from "./route";

const tag = "Shopping";
const EXAMPLE_DEVICE = "5b1e8f0c-3d52-4b1a-9a44-0e6f2d7c9b10";
const EXAMPLE_ITEM = "9d7c3f1e-2a4b-4c8d-8e6f-1a2b3c4d5e6f";

/** Shopping mode's paths: the list, offline commands, Done shopping, and ticks from a shared page. */
export function registerShoppingRoutes(api: RestApi) {
  api.route({
    method: "GET",
    url: "/shopping",
    tag,
    summary: "Your shopping list, item by item, with each item's section, basket state and version",
    response: ZShoppingList,
    handler: ({ caller }) => caller.shopping.list(),
  });
  api.route({
    method: "POST",
    url: "/shopping/commands",
    tag,
    summary: "Apply ticks, unticks, added items, section moves and removals, in order",
    description:
      "Each command carries an id made by the device; sending it again answers `duplicate`. Each field of an item takes the change made last by the device's clock (`at`); at the same instant, the command that arrives later. A command older than the item's state is `superseded` and changes nothing; an item no longer on the list is `gone`. Every answer but `gone` carries the item's current state.",
    body: ZShoppingCommands,
    response: ZShoppingApplyResult,
    examples: {
      body: {
        device_id: EXAMPLE_DEVICE,
        commands: [
          { id: "0c6b1f4e-8d3a-4f2b-9e1c-7a5d3b2c1e0f", type: "tick", uid: EXAMPLE_ITEM, at: "2026-11-26T18:05:00.000Z", base_version: 3 },
          {
            id: "1d7c2a5f-9e4b-4a3c-8f2d-8b6e4c3d2f1a",
            type: "add",
            uid: "2e8d3b6a-0f5c-4b4d-9a3e-9c7f5d4e3a2b",
            at: "2026-11-26T18:05:30.000Z",
            name: "Paper towels",
            note: "the big pack",
          },
        ],
      },
    },
    handler: ({ caller, body }) => caller.shopping.commands(body),
  });
  api.route({
    method: "POST",
    url: "/shopping/finish",
    tag,
    summary: "Done shopping: ticked ingredients go to Your Kitchen, ticked added items leave the list",
    description: "All or nothing. Sending the same id again answers the first result and changes nothing.",
    body: ZShoppingFinishInput,
    response: ZShoppingFinishOutput,
    examples: { body: { id: "3f9e4c7b-1a6d-4c5e-8b4f-0d8a6e5f4b3c" } },
    handler: ({ caller, body }) => caller.shopping.finish(body),
  });
  api.route({
    method: "POST",
    url: "/shared-lists/:token/commands",
    tag,
    summary: "Tick or untick items of a shared shopping list, by its link alone",
    description:
      "Only ticks and unticks of the items the shared page shows; they reach the owner's list under the same rules as the owner's own. A withdrawn, expired or unknown link is 404.",
    signedOut: true,
    rateLimit: { max: SHARED_LIST_LIMITS.perMinute, windowMs: 60_000 },
    params: ZShareTokenInput,
    body: ZSharedListCommands,
    response: ZSharedListApplyResult,
    examples: {
      body: {
        device_id: EXAMPLE_DEVICE,
        commands: [
          { id: "4a0f5d8c-2b7e-4d6f-9c5a-1e9b7f6a5c4d", type: "tick", uid: EXAMPLE_ITEM, at: "2026-11-26T18:06:00.000Z", base_version: 0 },
        ],
      },
    },
    handler: ({ caller, params, body }) => caller.shopping.sharedApply({ ...params, ...body }),
  });
}
