import type { TestProject } from "vitest/node";
import { startBuiltServer } from "../scripts/built-server.mjs";
import { startRecipeSite } from "./recipe-site";

/** Starts the built app on a free port with an empty embedded database for the browser tests. */
export default async function setup(project: TestProject) {
  // The loopback recipe site the web import reads; only it is opened to the fetcher (ADR 064).
  const recipeSite = await startRecipeSite(process.env.E2E_RECIPE_SITE_PORT ? Number(process.env.E2E_RECIPE_SITE_PORT) : 0);
  const server = await startBuiltServer({
    // E2E_SERVER_ENTRY and E2E_WEB_DIST point the tests at a build made elsewhere (default: the workspace build).
    entry: process.env.E2E_SERVER_ENTRY,
    webDist: process.env.E2E_WEB_DIST,
    // E2E_PORT pins the server's port (on a machine where each person has a range of their own).
    port: process.env.E2E_PORT ? Number(process.env.E2E_PORT) : 0,
    env: { AUTH_RATE_LIMIT_MAX: "10000", WEB_IMPORT_ALLOW_HOSTS: new URL(recipeSite.origin).host },
    tempPrefix: "simmer-e2e-",
  }).catch(async (error: unknown) => {
    await recipeSite.close();
    throw error;
  });
  project.provide("baseURL", server.baseURL);
  project.provide("recipeSiteURL", recipeSite.origin);

  return async () => {
    await server.stop();
    await recipeSite.close();
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    /** The loopback recipe site (recipe-site.ts) the web import may reach. */
    recipeSiteURL: string;
  }
}
