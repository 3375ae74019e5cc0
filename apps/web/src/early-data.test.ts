import { describe, expect, it } from "vitest";
import type { Operation, OperationResultEnvelope, TRPCClientError } from "@trpc/client";
import type { AnyRouter } from "@trpc/server";
import { observable } from "@trpc/server/observable";
import { FIRST_RENDER } from "@simmer/contracts/transport";
import { APP_META, EARLY_ANSWERS_GLOBAL, LOAD_WAIT_MS, appAfterFirstPaint, batchUrl, earlyCalls, earlyKey, mondayOf } from "./early-data";
import { EARLY_ANSWER_TTL_MS, earlyAnswersLink, takeEarlyAnswer } from "./early-answers";

const none = new URLSearchParams();
const monday = new Date(2026, 10, 23, 9, 0);

describe("the early data request (ADR 130)", () => {
  it("finds the Monday of the week the Plan opens on, in local time", () => {
    expect(mondayOf(new Date(2026, 10, 23, 0, 5))).toBe("2026-11-23");
    expect(mondayOf(new Date(2026, 10, 29, 23, 55))).toBe("2026-11-23");
    expect(mondayOf(new Date(2026, 10, 30, 0, 0))).toBe("2026-11-30");
    expect(mondayOf(new Date(2027, 0, 2, 12, 0))).toBe("2026-12-28");
  });

  it("asks for what each signed-in screen's loaders ask first, with the same inputs", () => {
    const paths = (pathname: string, search = none) => earlyCalls(pathname, search, monday).map((call) => call.path);
    expect(paths("/dashboard/Dash")).toEqual(["auth.me", "account.preferences.get", "metrics.list", "journal.list"]);
    expect(paths("/dashboard/browse")).toEqual(["auth.me", "account.preferences.get", "filters.list"]);
    expect(paths("/dashboard/shop/")).toEqual(["auth.me", "account.preferences.get", "shopping.list"]);
    expect(earlyCalls("/dashboard/recipes", none, monday).at(-1)).toEqual({
      path: "recipes.list",
      input: { scope: "mine", limit: 120, offset: 0 },
    });
    expect(earlyCalls("/dashboard/plan", none, monday).slice(2)).toEqual([
      { path: "plans.get", input: { weekStart: "2026-11-23" } },
      { path: "plans.rules.get" },
      { path: "plans.templates.list" },
      { path: "recipes.list", input: { limit: 20 } },
    ]);
    // Search terms change the screen's inputs: only what every screen needs is asked.
    expect(paths("/dashboard/plan", new URLSearchParams("week=2026-11-30"))).toEqual(["auth.me", "account.preferences.get"]);
    expect(paths("/dashboard/recipes", new URLSearchParams("search=soup"))).toEqual(["auth.me", "account.preferences.get"]);
    expect(paths("/dashboard/journal")).toEqual(["auth.me", "account.preferences.get"]);
    // Public pages ask nothing.
    expect(paths("/")).toEqual([]);
    expect(paths("/login")).toEqual([]);
    expect(paths("/dashboardx")).toEqual([]);
  });

  it("sends the calls as one GET in tRPC's batch format", () => {
    const url = batchUrl([{ path: "auth.me" }, { path: "plans.get", input: { weekStart: "2026-11-23" } }]);
    const parsed = new URL(url, "http://localhost");
    expect(parsed.pathname).toBe("/trpc/auth.me,plans.get");
    expect(parsed.searchParams.get("batch")).toBe("1");
    expect(JSON.parse(parsed.searchParams.get("input") ?? "")).toEqual({ 1: { weekStart: "2026-11-23" } });
  });
});

function runLink(scope: Record<string, unknown>, op: Pick<Operation, "type" | "path" | "input">) {
  const sent: string[] = [];
  const link = earlyAnswersLink<AnyRouter>(scope)({} as never);
  const next = (forwarded: Operation) =>
    observable<OperationResultEnvelope<unknown, TRPCClientError<AnyRouter>>, TRPCClientError<AnyRouter>>((observer) => {
      sent.push(forwarded.path);
      observer.next({ result: { type: "data", data: "from the server" } });
      observer.complete();
    });
  const result = new Promise<unknown>((resolve, reject) => {
    link({ op: { id: 1, context: {}, signal: null, ...op } as Operation, next }).subscribe({
      next: (value) => resolve((value.result as { data?: unknown }).data),
      error: reject,
    });
  });
  return { sent, result };
}

describe("the app's use of the early answers (ADR 130)", () => {
  const scopeWith = (answers: Record<string, Promise<{ data: unknown } | undefined>>, at = performance.now()) => ({
    [EARLY_ANSWERS_GLOBAL]: { at, answers },
  });

  it("answers a query from the early request once, and asks the server after that", async () => {
    const scope = scopeWith({ [earlyKey("plans.get", { weekStart: "2026-11-23" })]: Promise.resolve({ data: "early" }) });
    const first = runLink(scope, { type: "query", path: "plans.get", input: { weekStart: "2026-11-23" } });
    expect(await first.result).toBe("early");
    expect(first.sent).toEqual([]);
    const second = runLink(scope, { type: "query", path: "plans.get", input: { weekStart: "2026-11-23" } });
    expect(await second.result).toBe("from the server");
    expect(second.sent).toEqual(["plans.get"]);
  });

  it("asks the server when the early call failed, had other input, or is a mutation", async () => {
    const scope = scopeWith({
      [earlyKey("auth.me", undefined)]: Promise.resolve(undefined),
      [earlyKey("plans.get", { weekStart: "2026-11-23" })]: Promise.resolve({ data: "early" }),
      [earlyKey("filters.create", undefined)]: Promise.resolve({ data: "early" }),
    });
    for (const op of [
      { type: "query" as const, path: "auth.me", input: undefined },
      { type: "query" as const, path: "plans.get", input: { weekStart: "2026-11-30" } },
      { type: "mutation" as const, path: "filters.create", input: undefined },
    ]) {
      const run = runLink(scope, op);
      expect(await run.result).toBe("from the server");
      expect(run.sent).toEqual([op.path]);
    }
  });

  it("drops every answer left once the app writes, so a screen read after a save is never older than the save", async () => {
    const scope = scopeWith({
      [earlyKey("account.preferences.get", undefined)]: Promise.resolve({ data: { unit_system: "us" } }),
      [earlyKey("auth.me", undefined)]: Promise.resolve({ data: "early" }),
    });
    const save = runLink(scope, { type: "mutation", path: "account.preferences.update", input: { unit_system: "metric" } });
    expect(await save.result).toBe("from the server");
    const read = runLink(scope, { type: "query", path: "account.preferences.get", input: undefined });
    expect(await read.result).toBe("from the server");
    expect(read.sent).toEqual(["account.preferences.get"]);
    expect(scope[EARLY_ANSWERS_GLOBAL]).toBeUndefined();
  });

  it("drops answers nobody took in time", () => {
    const scope = scopeWith({ [earlyKey("auth.me", undefined)]: Promise.resolve({ data: "early" }) }, 1_000);
    expect(takeEarlyAnswer("auth.me", undefined, scope, 1_000 + EARLY_ANSWER_TTL_MS + 1)).toBeUndefined();
    expect(scope[EARLY_ANSWERS_GLOBAL]).toBeUndefined();
    const fresh = scopeWith({ [earlyKey("auth.me", undefined)]: Promise.resolve({ data: "early" }) }, 1_000);
    expect(takeEarlyAnswer("auth.me", undefined, fresh, 2_000)).toBeInstanceOf(Promise);
  });
});

describe("starting the app over a screen the server drew (ADR 146)", () => {
  type Listener = () => void;
  function fakePage(content: string | null, { readyState = "complete", visibilityState = "visible" } = {}) {
    const head: { rel: string; href: string; crossOrigin: string | null }[] = [];
    const frames: Listener[] = [];
    const timers: { run: Listener; ms: number }[] = [];
    const events = new Map<string, Listener>();
    const doc = {
      readyState,
      visibilityState,
      querySelector: (selector: string) =>
        selector === 'meta[name="simmer-app"]' && content !== null ? { getAttribute: () => content } : null,
      createElement: () => ({ rel: "", href: "", crossOrigin: null as string | null }),
      head: { append: (link: (typeof head)[number]) => head.push(link) },
      addEventListener: (name: string, run: Listener) => events.set(`doc:${name}`, run),
    } as unknown as Document;
    const win = {
      requestAnimationFrame: (run: Listener) => frames.push(run),
      setTimeout: (run: Listener, ms: number) => timers.push({ run, ms }),
      addEventListener: (name: string, run: Listener) => events.set(name, run),
    } as unknown as Parameters<typeof appAfterFirstPaint>[2];
    const started: string[] = [];
    const handled = appAfterFirstPaint(doc, (entry) => started.push(entry), win);
    return { handled, started, head, frames, timers, events };
  }

  it("reads the meta element the server writes", () => {
    expect(APP_META).toBe(FIRST_RENDER.appMeta);
  });

  it("leaves a page without the meta element to the early data request", () => {
    expect(fakePage(null).handled).toBe(false);
    expect(fakePage("/elsewhere/app.js https://evil.example/x.js").handled).toBe(false);
  });

  it("starts the app on the frame after the first paint, preloading its files side by side", () => {
    const page = fakePage("/assets/index-a1.js /assets/framework-f1.js ../secret.js /assets/Dash-d1.js");
    expect(page.handled).toBe(true);
    expect(page.started).toEqual([]);
    page.frames.shift()!();
    expect(page.started).toEqual([]);
    page.timers.shift()!.run();
    expect(page.started).toEqual(["/assets/index-a1.js"]);
    expect(page.head.map((link) => [link.rel, link.href, link.crossOrigin])).toEqual([
      ["modulepreload", "/assets/index-a1.js", ""],
      ["modulepreload", "/assets/framework-f1.js", ""],
      ["modulepreload", "/assets/Dash-d1.js", ""],
    ]);
  });

  it("waits for the page's pictures, but never longer than its limit, and starts once", () => {
    const page = fakePage("/assets/index-a1.js", { readyState: "interactive" });
    expect(page.frames).toEqual([]);
    expect(page.timers.map((timer) => timer.ms)).toEqual([LOAD_WAIT_MS]);
    page.events.get("load")!();
    page.frames.shift()!();
    page.timers.at(-1)!.run();
    page.timers[0]!.run();
    expect(page.started).toEqual(["/assets/index-a1.js"]);
  });

  it("starts at once in a hidden tab, which paints nothing", () => {
    const page = fakePage("/assets/index-a1.js", { visibilityState: "hidden" });
    expect(page.started).toEqual(["/assets/index-a1.js"]);
  });
});
