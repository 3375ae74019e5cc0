import { z } from "zod";
import { STORE_SECTIONS } from "@simmer/domain";
import { text } from "./input";
import { ZShareTokenInput } from "./carts";
import { SHOPPING_MESSAGES } from "./messages/shopping";

/** At most this many commands in one call; a device sends a longer queue in several calls. */
export const SHOPPING_COMMANDS_MAX = 200;
export const SHOPPING_NAME_MAX = 200;
export const SHOPPING_NOTE_MAX = 100;
/** Calls one shared list's link may make per minute, and page reads per client address (ADR 093). */
export const SHARED_LIST_LIMITS = { perMinute: 60, pageReadsPerMinute: 120 } as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

/** A client- or server-made id: a UUID, any case, kept in lower case. */
export function zUuid(field: string) {
  return text(field, `${field} ${SHOPPING_MESSAGES.badUuid}`)
    .trim()
    .toLowerCase()
    .max(100, `${field} ${SHOPPING_MESSAGES.badUuid}`)
    .regex(UUID, `${field} ${SHOPPING_MESSAGES.badUuid}`);
}

/** When a change was made, by the device's clock: ISO 8601 with a zone, kept as given. */
const ZAt = text("at", SHOPPING_MESSAGES.badAt)
  .trim()
  .max(40, SHOPPING_MESSAGES.badAt)
  .regex(ISO_INSTANT, SHOPPING_MESSAGES.badAt)
  .refine(isRealInstant, SHOPPING_MESSAGES.badAt);

/** A calendar date that exists (no 30 February), between 2000 and 2200. */
function isRealInstant(value: string): boolean {
  const [year, month, day] = value.slice(0, 10).split("-").map(Number);
  if (year === undefined || month === undefined || day === undefined) return false;
  if (new Date(Date.UTC(year, month - 1, day)).getUTCDate() !== day) return false;
  const ms = Date.parse(value);
  return Number.isFinite(ms) && ms >= Date.UTC(2000, 0, 1) && ms < Date.UTC(2200, 0, 1);
}

const ZBaseVersion = z
  .number({ error: SHOPPING_MESSAGES.badVersion })
  .int(SHOPPING_MESSAGES.badVersion)
  .min(0, SHOPPING_MESSAGES.badVersion)
  .max(2_147_483_647, SHOPPING_MESSAGES.badVersion);

export const ZStoreSection = z.enum(STORE_SECTIONS, { error: SHOPPING_MESSAGES.badSection });
export type TStoreSection = z.infer<typeof ZStoreSection>;

export const ZShoppingItemSource = z.enum(["recipe", "added"]);

/** One item of the list shopping mode shows (a needed grocery line, or one added by hand). */
export const ZShoppingItem = z.object({
  uid: z.string(),
  name: z.string(),
  ingredient_id: z.number().int().nullable(),
  quantity: z.number().nullable(),
  unit: z.string().nullable(),
  display_text: z.string(),
  note: z.string().nullable(),
  recipes: z.array(z.string()),
  /** Each recipe's part of a line merged from two or more, in the owner's system: "Soup: 1 · Salad: 100 grams"; null otherwise (ADR 142). */
  breakdown_text: z.string().nullable().optional(),
  section: ZStoreSection,
  in_basket: z.boolean(),
  /** Who of the household ticked it ("sam", the part of their email before the @); null when unknown or unticked (ADR 127). */
  ticked_by: z.string().nullable().optional(),
  version: z.number().int(),
  source: ZShoppingItemSource,
});
export type TShoppingItem = z.infer<typeof ZShoppingItem>;

/** GET /api/shopping and shopping.list. */
export const ZShoppingList = z.object({
  items: z.array(ZShoppingItem),
  list_version: z.number().int(),
  server_time: z.string(),
});
export type TShoppingList = z.infer<typeof ZShoppingList>;

const commandBase = { id: zUuid("id"), uid: zUuid("uid"), at: ZAt };

export const ZShoppingTickCommand = z.object({ ...commandBase, type: z.enum(["tick", "untick"]), base_version: ZBaseVersion });
export const ZShoppingAddCommand = z.object({
  ...commandBase,
  type: z.literal("add"),
  name: text("name", SHOPPING_MESSAGES.nameRequired)
    .trim()
    .min(1, SHOPPING_MESSAGES.nameRequired)
    .max(SHOPPING_NAME_MAX, SHOPPING_MESSAGES.nameTooLong),
  note: text("note").trim().max(SHOPPING_NOTE_MAX, SHOPPING_MESSAGES.noteTooLong).nullish(),
});
export const ZShoppingMoveCommand = z.object({
  ...commandBase,
  type: z.literal("move"),
  base_version: ZBaseVersion,
  section: ZStoreSection,
});
export const ZShoppingRemoveCommand = z.object({ ...commandBase, type: z.literal("remove"), base_version: ZBaseVersion });

export const ZShoppingCommand = z.discriminatedUnion(
  "type",
  [ZShoppingTickCommand, ZShoppingAddCommand, ZShoppingMoveCommand, ZShoppingRemoveCommand],
  { error: SHOPPING_MESSAGES.badType },
);
export type TShoppingCommand = z.infer<typeof ZShoppingCommand>;

const ZCommandList = <T extends z.ZodType>(command: T) =>
  z.array(command).min(1, SHOPPING_MESSAGES.noCommands).max(SHOPPING_COMMANDS_MAX, SHOPPING_MESSAGES.tooManyCommands);

/** POST /api/shopping/commands and shopping.apply: commands applied in the given order. */
export const ZShoppingCommands = z.object({ device_id: zUuid("device_id"), commands: ZCommandList(ZShoppingCommand) });
export type TShoppingCommands = z.infer<typeof ZShoppingCommands>;

export const ZShoppingCommandStatus = z.enum(["applied", "duplicate", "superseded", "gone"]);
export type TShoppingCommandStatus = z.infer<typeof ZShoppingCommandStatus>;

export const ZShoppingApplyResult = z.object({
  results: z.array(z.object({ id: z.string(), status: ZShoppingCommandStatus, item: ZShoppingItem.nullable() })),
  list_version: z.number().int(),
});
export type TShoppingApplyResult = z.infer<typeof ZShoppingApplyResult>;

/** POST /api/shopping/finish and shopping.finish: the id makes a retry answer the first result. */
export const ZShoppingFinishInput = z.object({ id: zUuid("id") });
export type TShoppingFinishInput = z.infer<typeof ZShoppingFinishInput>;
export const ZShoppingFinishOutput = z.object({ added_to_kitchen: z.number().int(), cleared: z.number().int(), message: z.string() });
export type TShoppingFinishOutput = z.infer<typeof ZShoppingFinishOutput>;

/** The body of POST /api/shared-lists/{token}/commands: ticks only, authorised by the link. */
export const ZSharedListCommands = z.object({
  device_id: zUuid("device_id"),
  commands: ZCommandList(ZShoppingTickCommand.extend({ type: z.enum(["tick", "untick"], { error: SHOPPING_MESSAGES.sharedType }) })),
});
/** shopping.sharedApply: the same, with the link's token. */
export const ZSharedListApplyInput = ZShareTokenInput.extend(ZSharedListCommands.shape);
export type TSharedListApplyInput = z.infer<typeof ZSharedListApplyInput>;

/** An item as the holder of a shared link sees it: nothing of the owner's list beyond the page. */
export const ZSharedListItemState = z.object({ uid: z.string(), in_basket: z.boolean(), version: z.number().int() });
export type TSharedListItemState = z.infer<typeof ZSharedListItemState>;

export const ZSharedListApplyResult = z.object({
  results: z.array(z.object({ id: z.string(), status: ZShoppingCommandStatus, item: ZSharedListItemState.nullable() })),
});
export type TSharedListApplyResult = z.infer<typeof ZSharedListApplyResult>;
