import crypto from "node:crypto";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { SHARED_LIST_LIMITS, SHOPPING_COMMANDS_MAX, ZShareTokenInput, type TShoppingListPage } from "@simmer/contracts";
import type { CallerFor } from "../../rest/index";
import { ASSETS_PREFIX, loadPageAssets, type PageAsset } from "./assets";
import { noLongerSharedHtml, sharedListHtml, type PostNotice } from "./html";

const URLENCODED = "application/x-www-form-urlencoded";
/** A form of a few hundred items is a few kilobytes; nothing larger is read. */
const FORM_BODY_LIMIT = 64 * 1024;
const FORM_FIELDS_MAX = 1000;
const IMMUTABLE = "public, max-age=31536000, immutable";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const NOTICES = new Set(["saved", "busy", "invalid"]);

/** A UUID made from text, the same every time: a re-sent form's commands are duplicates, not new. */
export function uuidFrom(text: string): string {
  const bytes = crypto.createHash("sha256").update(text).digest().subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The ticks a posted form asks for: each item shown is compared with its box, and only the
 * items whose box the person changed become commands, so a tick made elsewhere since the page
 * was drawn is not undone by a form that never touched it.
 */
export function formCommands(
  form: URLSearchParams,
  at: string,
): { deviceId: string; commands: Array<{ id: string; type: "tick" | "untick"; uid: string; at: string; base_version: number }> } | null {
  const formId = (form.get("form_id") ?? "").toLowerCase();
  if (!UUID.test(formId) || [...form.keys()].length > FORM_FIELDS_MAX) return null;
  const ticked = new Set(form.getAll("tick").map((uid) => uid.toLowerCase()));
  const commands = [];
  for (const entry of form.getAll("shown")) {
    const match = /^([0-9a-fA-F-]{36}):([01])$/.exec(entry);
    if (!match || !UUID.test((match[1] ?? "").toLowerCase())) return null;
    const uid = (match[1] ?? "").toLowerCase();
    const was = match[2] === "1";
    const now = ticked.has(uid);
    if (now === was) continue;
    const type = now ? "tick" : "untick";
    commands.push({ id: uuidFrom(`${formId}:${uid}:${type}`), type, uid, at, base_version: 0 } as const);
  }
  return { deviceId: formId, commands };
}

/**
 * The shared shopping list at /shopping-list/{token} (ADR 093): complete HTML from the server,
 * a form that saves ticks without JavaScript (post, then redirect back), and the page's script
 * and style as hashed files. A link that leads nowhere, for whatever reason, shows one page
 * saying the list is no longer shared.
 */
export async function registerSharedListPage(app: FastifyInstance, callerFor: CallerFor) {
  const assets = loadPageAssets();
  const urls = { script: assets.script.url, style: assets.style.url };
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).type("text/html; charset=utf-8").header("cache-control", "no-store").send(body);
  const gone = (reply: FastifyReply) => html(reply, 404, noLongerSharedHtml(urls));
  const limit = { rateLimit: { max: SHARED_LIST_LIMITS.pageReadsPerMinute, timeWindow: 60_000 } };

  await app.register(async (scope) => {
    scope.addContentTypeParser(URLENCODED, { parseAs: "string", bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
      done(null, new URLSearchParams(body as string));
    });
    scope.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const status = typeof error.statusCode === "number" && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) request.log.error({ err: error }, "shared list page failed");
      const token = ZShareTokenInput.safeParse(request.params ?? {});
      if (status === 404 || !token.success) return gone(reply);
      if (request.method === "POST" && status !== 500)
        return reply.redirect(`/shopping-list/${token.data.token}?notice=${status === 429 ? "busy" : "invalid"}`, 303);
      return html(reply, status, noLongerSharedHtml(urls));
    });

    for (const file of [assets.script, assets.style]) {
      scope.get(file.url, async (request, reply) => serveAsset(request, reply, file));
    }
    scope.get(`${ASSETS_PREFIX}*`, async (_request, reply) => reply.code(404).type("text/plain; charset=utf-8").send("Not found."));

    scope.get("/shopping-list/:token", { config: limit }, async (request, reply) => {
      const token = ZShareTokenInput.safeParse(request.params);
      if (!token.success) return gone(reply);
      const caller = await callerFor(request);
      let page: TShoppingListPage;
      try {
        page = await caller.carts.shoppingList(token.data);
      } catch (error) {
        if (error instanceof TRPCError && getHTTPStatusCodeFromError(error) === 404) return gone(reply);
        throw error;
      }
      const asked = (request.query as Record<string, unknown> | undefined)?.notice;
      const notice = typeof asked === "string" && NOTICES.has(asked) ? (asked as PostNotice) : null;
      return html(reply, 200, sharedListHtml(page, token.data.token, crypto.randomUUID(), urls, notice));
    });

    scope.post("/shopping-list/:token", { config: limit, bodyLimit: FORM_BODY_LIMIT }, async (request, reply) => {
      const token = ZShareTokenInput.safeParse(request.params);
      if (!token.success) return gone(reply);
      const back = (notice: Exclude<PostNotice, null>) => reply.redirect(`/shopping-list/${token.data.token}?notice=${notice}`, 303);
      const form = request.body instanceof URLSearchParams ? formCommands(request.body, new Date().toISOString()) : null;
      if (!form) return back("invalid");
      const caller = await callerFor(request);
      try {
        // An empty form still asks the link: a withdrawn list answers "no longer shared", not "saved".
        await caller.carts.shoppingList(token.data);
        for (let start = 0; start < form.commands.length; start += SHOPPING_COMMANDS_MAX) {
          const commands = form.commands.slice(start, start + SHOPPING_COMMANDS_MAX);
          await caller.shopping.sharedApply({ token: token.data.token, device_id: form.deviceId, commands });
        }
      } catch (error) {
        if (!(error instanceof TRPCError)) throw error;
        const status = getHTTPStatusCodeFromError(error);
        if (status === 404) return gone(reply);
        if (status === 429) return back("busy");
        if (status === 400) return back("invalid");
        throw error;
      }
      return back("saved");
    });
  });
}

function serveAsset(request: FastifyRequest, reply: FastifyReply, file: PageAsset) {
  reply.header("cache-control", IMMUTABLE).header("etag", file.etag).type(file.type);
  if (request.headers["if-none-match"] === file.etag) return reply.code(304).send();
  return reply.send(file.body);
}
