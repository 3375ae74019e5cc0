import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import { AUTH_MESSAGES } from "@simmer/contracts";
import { apiError } from "../http/errors";
import { createAppPages, policyWithStyles, screenAddress, styleAttributeSources, withFirstRender } from "./app-page";
import type { FirstRender } from "./first-render";

const API_PREFIXES = ["/api/", "/trpc/", "/uploads/"];
/** Files anyone may fetch: a missing one is a plain 404, never the app's page (ADR 033). */
const PUBLIC_FILE_PREFIXES = ["/uploads/", "/card-art/"];
const IMMUTABLE = "public, max-age=31536000, immutable";

/** The signed-in screens, which the server draws first when it can (ADR 146). */
const isScreen = (url: string) => screenAddress(url).startsWith("/dashboard/");

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, and any
 * unknown GET outside the API answered with index.html so deep links reload, naming the files of
 * the screen at that address (ADR 130).
 */
export async function registerSpa(
  app: FastifyInstance,
  webDist: string | null,
  isSignedIn: (request: FastifyRequest) => Promise<boolean>,
  firstRender: ((request: FastifyRequest) => Promise<FirstRender | null>) | null = null,
) {
  const indexHtml = webDist ? path.join(webDist, "index.html") : null;
  const hasWeb = indexHtml !== null && fs.existsSync(indexHtml);
  const appPages = hasWeb && webDist ? createAppPages(webDist) : null;
  const pageFor = appPages?.pageFor ?? null;

  if (hasWeb && webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      preCompressed: true,
      wildcard: true,
      // "/" is the landing page, answered below like any other screen (ADR 145).
      index: false,
      // The server's own render of the screens (ADR 146) sits in the build but is never served.
      allowedPath: (pathName) => !pathName.startsWith("/server/"),
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header("Cache-Control", hashed ? IMMUTABLE : "no-cache");
      },
    });
  }

  /** A screen's page: the app's index.html naming that screen's files, or a plain visitor page. */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, pages: NonNullable<typeof pageFor>) => {
    const page = pages(request.url);
    // A signed-in screen comes drawn, with its person's data: never stored by a cache (ADR 146).
    const rendered = firstRender && request.method === "GET" && isScreen(request.url) ? await firstRender(request) : null;
    const drawn = rendered && appPages ? withFirstRender(page.html, rendered, appPages.earlyFile()) : null;
    if (drawn && rendered) {
      // Helmet sets the policy on the raw response; the drawn screen's style attributes join it.
      const policy = reply.getHeader("content-security-policy") ?? reply.raw.getHeader("content-security-policy");
      if (typeof policy === "string")
        reply.header("content-security-policy", policyWithStyles(policy, styleAttributeSources(rendered.html)));
      return reply.header("Cache-Control", "private, no-store").header("Vary", "Cookie").type("text/html; charset=utf-8").send(drawn);
    }
    reply.header("Cache-Control", "no-cache").header("ETag", page.etag).type("text/html; charset=utf-8");
    if (request.headers["if-none-match"] === page.etag) return reply.code(304).send();
    return reply.send(page.html);
  };

  // "/" is the landing page, answered like any other screen rather than as the folder's index
  // (ADR 145); the static files' own handler would refuse the folder.
  if (pageFor) app.get("/", (request, reply) => sendPage(request, reply, pageFor));

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split("?")[0] ?? "/";
    const isPublicFile = PUBLIC_FILE_PREFIXES.some((prefix) => url.startsWith(prefix));
    const isApi = API_PREFIXES.some((prefix) => url.startsWith(prefix)) || url === "/api" || url === "/trpc";
    if (isApi || isPublicFile) {
      // Without a valid token an unknown API path is indistinguishable from a protected one.
      if (!isPublicFile && !(await isSignedIn(request))) {
        return reply.code(401).send(apiError(401, AUTH_MESSAGES.unauthenticated));
      }
      return reply.code(404).send(apiError(404, "Not found."));
    }
    if (!pageFor || (request.method !== "GET" && request.method !== "HEAD")) {
      return reply.code(404).send(apiError(404, "Not found."));
    }
    // The screen's own scripts and styles are named in its page, so they load with the entry.
    return sendPage(request, reply, pageFor);
  });
}
