import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { appRouter, createCaller, type Context } from "@simmer/api";
import { FIRST_RENDER, type FirstRenderAnswer } from "@simmer/contracts";

/** The web build's server render of the signed-in screens (apps/web/src/first-render/entry-server.tsx). */
export const FIRST_RENDER_FILE = path.join("server", "entry-server.js");

/** How long a page may wait for its first render before the browser is left to draw it. */
const RENDER_BUDGET_MS = 1500;

interface Scope {
  token: string;
  call: (procedurePath: string, input: unknown) => Promise<FirstRenderAnswer>;
  timeZone?: string;
  locale?: string;
}
type RenderScreen = (url: string, scope: Scope, budgetMs?: number) => Promise<{ html: string; data: string } | null>;

export interface FirstRender {
  html: string;
  data: string;
}

/** One cookie's decoded value in a request's Cookie header, or null. */
function cookieValue(header: string | undefined, cookie: string): string | null {
  if (!header || header.length > 16_384) return null;
  for (const part of header.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== cookie) continue;
    try {
      return decodeURIComponent(rest.join("="));
    } catch {
      return null;
    }
  }
  return null;
}

/** The session token in a request's Cookie header, if it carries one of a plausible size. */
export function sessionCookieToken(header: string | undefined): string | null {
  const value = cookieValue(header, FIRST_RENDER.sessionCookie);
  return value !== null && /^[\w.-]{16,4096}$/.test(value) ? value : null;
}

/** Whether this server can format dates in a time zone or locale; a bad one throws a RangeError. */
function formats(options: { locale?: string; timeZone?: string }): boolean {
  try {
    new Intl.DateTimeFormat(options.locale ?? "en-US", { timeZone: options.timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The browser's time zone as its cookie names it (an IANA name this server knows), or undefined. */
export function zoneCookieZone(header: string | undefined): string | undefined {
  const zone = cookieValue(header, FIRST_RENDER.zoneCookie);
  return zone && /^[A-Za-z][\w+\-/]{0,63}$/.test(zone) && formats({ timeZone: zone }) ? zone : undefined;
}

/** The first language of an Accept-Language header, when it is a locale this server can format in. */
export function acceptedLocale(header: string | undefined): string | undefined {
  const first = header?.slice(0, 256).split(",")[0]?.split(";")[0]?.trim();
  if (!first || !/^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8}){0,4}$/.test(first)) return undefined;
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([first]).length > 0 ? first : undefined;
  } catch {
    // A tag of the right shape that is still not a well-formed language tag.
    return undefined;
  }
}

/** Procedures by their dotted path, to tell a query from a write before anything runs. */
const procedures = appRouter._def.procedures as Record<string, { _def?: { type?: string } } | undefined>;

/**
 * One query run as the request's person, answered as the browser's tRPC client would see it: its
 * data through JSON, or the error's code, status and message (never a stack).
 */
async function callQuery(context: Context, procedurePath: string, input: unknown): Promise<FirstRenderAnswer> {
  if (procedures[procedurePath]?._def?.type !== "query") {
    return { ok: false, code: "NOT_FOUND", httpStatus: 404, message: "No such query." };
  }
  try {
    let target: unknown = createCaller(context);
    for (const key of procedurePath.split(".")) target = (target as Record<string, unknown>)[key];
    const data: unknown = await (target as (value: unknown) => Promise<unknown>)(input);
    return { ok: true, data: data === undefined ? undefined : JSON.parse(JSON.stringify(data)) };
  } catch (error) {
    const trpcError = error instanceof TRPCError ? error : new TRPCError({ code: "INTERNAL_SERVER_ERROR", cause: error });
    const httpStatus = getHTTPStatusCodeFromError(trpcError);
    return { ok: false, code: trpcError.code, httpStatus, message: httpStatus >= 500 ? "Something went wrong." : trpcError.message };
  }
}

/**
 * The first render of a signed-in screen (ADR 146): with the session cookie of a person the server
 * signs in, the web build's server render draws the screen with that person's data, and the page
 * carries both. Anything else (no cookie, a refused token, no server render in the build, a screen
 * it declines, an error or a slow render) answers null and the page is the app's plain index.html.
 */
export function createFirstRenderer(
  webDist: string,
  contextForToken: (request: FastifyRequest, token: string) => Promise<Context>,
  log: FastifyBaseLogger,
) {
  const file = path.join(webDist, FIRST_RENDER_FILE);
  let loaded: { mtimeMs: number; render: Promise<RenderScreen | null> } | null = null;

  const load = (): Promise<RenderScreen | null> => {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      return Promise.resolve(null);
    }
    if (loaded?.mtimeMs !== mtimeMs) {
      // A rebuild while running is picked up, as index.html is (app-page.ts).
      const render = import(`${pathToFileURL(file).href}?v=${mtimeMs}`)
        .then((module: { renderScreen?: unknown }) =>
          typeof module.renderScreen === "function" ? (module.renderScreen as RenderScreen) : null,
        )
        .catch((error: unknown) => {
          log.warn({ err: error }, "the web build's server render could not be loaded");
          return null;
        });
      loaded = { mtimeMs, render };
    }
    return loaded.render;
  };

  return async function firstRender(request: FastifyRequest): Promise<FirstRender | null> {
    const token = sessionCookieToken(request.headers.cookie);
    if (!token) return null;
    const render = await load();
    if (!render) return null;
    try {
      const context = await contextForToken(request, token);
      if (!context.user) return null;
      return await render(
        request.url,
        {
          token,
          call: (procedurePath, input) => callQuery(context, procedurePath, input),
          timeZone: zoneCookieZone(request.headers.cookie),
          locale: acceptedLocale(request.headers["accept-language"]),
        },
        RENDER_BUDGET_MS,
      );
    } catch (error) {
      log.warn({ err: error, url: request.url.split("?")[0] }, "a screen's first render failed; the browser draws it");
      return null;
    }
  };
}
