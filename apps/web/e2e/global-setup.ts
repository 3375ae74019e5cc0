import { startRecipeSite } from "./support/recipe-site";
import { startTestServer } from "./support/test-server";

/**
 * Starts one built server (empty embedded database) and the loopback recipe site for the whole
 * run, and hands their addresses to the test workers through the environment (ADR 113).
 */
export default async function globalSetup() {
  // E2E_RECIPE_SITE_PORT and E2E_PORT pin the ports (on a machine where each person has a range of their own).
  const recipeSite = await startRecipeSite(process.env.E2E_RECIPE_SITE_PORT ? Number(process.env.E2E_RECIPE_SITE_PORT) : 0);
  const server = await startTestServer({
    port: process.env.E2E_PORT ? Number(process.env.E2E_PORT) : 0,
    recipeSiteOrigin: recipeSite.origin,
  }).catch(async (error: unknown) => {
    await recipeSite.close();
    throw error;
  });
  process.env.E2E_BASE_URL = server.baseURL;
  process.env.E2E_RECIPE_SITE_URL = recipeSite.origin;

  return async () => {
    await server.stop();
    await recipeSite.close();
  };
}
