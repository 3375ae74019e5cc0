import crypto from "node:crypto";
import { TRPCError } from "@trpc/server";
import { and, eq, lte } from "drizzle-orm";
import { shoppingLists, type Db } from "@simmer/db";
import { SHOPPING_LINK_DEFAULTS, defaultShoppingListTitle, itemDisplayText, toInstacartLineItem } from "@simmer/domain";
import {
  sharedLinkCreatedMessage,
  CART_MESSAGES,
  type TDeliveryService,
  type TSendListInput,
  type TSendListOutput,
} from "@simmer/contracts";
import type { AppConfig } from "../trpc/context";
import { ownerUnitSystem } from "../grocery";
import { itemsToSend } from "./grocery.service";
import { linkOrigin, sharedListUrl } from "./shared-lists.service";

export const ORDER_CONFIRMATION_PATH = "/order-confirmation";
const DAY_MS = 24 * 3600 * 1000;

function fail(code: "BAD_GATEWAY" | "GATEWAY_TIMEOUT", reason: string): TRPCError {
  return new TRPCError({ code, message: `${CART_MESSAGES.sendFailed}: ${reason}` });
}

async function reasonFrom(response: Response): Promise<string> {
  const text = await response.text().catch(() => "");
  let detail = "";
  try {
    const body = JSON.parse(text) as { error?: { message?: unknown } | string; message?: unknown; errors?: { message?: unknown }[] };
    const candidate = (typeof body.error === "object" ? body.error?.message : body.error) ?? body.message ?? body.errors?.[0]?.message;
    if (typeof candidate === "string") detail = candidate;
  } catch {
    detail = text;
  }
  detail = detail.replace(/\s+/g, " ").trim().slice(0, 200);
  return `Instacart answered ${response.status}${detail ? ` (${detail})` : ""}.`;
}

/** Instacart when a key is configured, otherwise the shareable page this app serves. */
export function deliveryService(config: AppConfig): TDeliveryService {
  return config.instacart.apiKey ? "Instacart" : "Simmer";
}

/**
 * Sends the lines marked for sending: to Instacart's shopping-list page API when a key is set,
 * otherwise as a shareable page served by this app. The user's list itself never changes here.
 */
export async function sendShoppingList(db: Db, config: AppConfig, userId: number, input: TSendListInput): Promise<TSendListOutput> {
  const [items, system] = await Promise.all([itemsToSend(db, userId), ownerUnitSystem(db, userId)]);
  if (items.length === 0) throw new TRPCError({ code: "BAD_REQUEST", message: CART_MESSAGES.nothingToSend });
  const origin = linkOrigin(config);

  const title = input.title || defaultShoppingListTitle(new Date());
  const expiresInDays = input.expires_in ?? SHOPPING_LINK_DEFAULTS.expiresInDays;
  // The default instructions are Instacart's, for its shoppers: Simmer's own page shows only what
  // the person wrote (ADR 119).
  const service = deliveryService(config);
  const instructions = input.instructions?.length
    ? input.instructions
    : service === "Instacart"
      ? [...SHOPPING_LINK_DEFAULTS.instructions]
      : [];
  const asked = input.landing_page_configuration?.partner_linkback_url;
  const linkback = asked && asked.startsWith(`${origin}/`) ? asked : `${origin}${ORDER_CONFIRMATION_PATH}`;
  const enablePantryItems = input.landing_page_configuration?.enable_pantry_items ?? SHOPPING_LINK_DEFAULTS.enablePantryItems;

  if (service === "Simmer") {
    const token = crypto.randomBytes(24).toString("base64url");
    await db.transaction(async (tx) => {
      // Expired pages are never served again, so they are dropped as the owner makes a new one.
      await tx.delete(shoppingLists).where(and(eq(shoppingLists.userId, userId), lte(shoppingLists.expiresAt, new Date())));
      await tx.insert(shoppingLists).values({
        token,
        userId,
        title,
        instructions,
        items: items.map((item) => ({ ...item, display_text: itemDisplayText(item, system) })),
        expiresAt: new Date(Date.now() + expiresInDays * DAY_MS),
      });
    });
    return {
      message: sharedLinkCreatedMessage(expiresInDays),
      shoppingListUrl: sharedListUrl(origin, token),
      service: "Simmer",
      token,
    };
  }

  const body = {
    title,
    link_type: "shopping_list",
    expires_in: expiresInDays,
    instructions,
    line_items: items.map((item) => toInstacartLineItem(item, system)),
    landing_page_configuration: { partner_linkback_url: linkback, enable_pantry_items: enablePantryItems },
  };
  let response: Response;
  try {
    response = await fetch(`${config.instacart.apiBase}/idp/v1/products/products_link`, {
      method: "POST",
      headers: {
        Accept: "application/json",
        "Content-Type": "application/json",
        Authorization: `Bearer ${config.instacart.apiKey}`,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(config.instacart.timeoutMs),
    });
  } catch (error) {
    const name = (error as Error).name;
    if (name === "TimeoutError" || name === "AbortError") {
      throw fail("GATEWAY_TIMEOUT", `Instacart did not answer within ${Math.round(config.instacart.timeoutMs / 1000)} s.`);
    }
    throw fail("BAD_GATEWAY", "Instacart could not be reached.");
  }
  if (!response.ok) throw fail("BAD_GATEWAY", await reasonFrom(response));
  const answer = (await response.json().catch(() => null)) as { products_link_url?: unknown } | null;
  const url = answer?.products_link_url;
  if (typeof url !== "string" || !/^https?:\/\//.test(url)) throw fail("BAD_GATEWAY", "Instacart's answer had no shopping list link.");
  return { message: "Grocery list successfully sent to Instacart", shoppingListUrl: url, service: "Instacart", token: null };
}
