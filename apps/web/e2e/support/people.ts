import type { Page } from "@playwright/test";
import { Api } from "./api";

export const PASSWORD = "a sturdy passphrase";

export interface Person {
  email: string;
  password: string;
  token: string;
}

let counter = 0;
/** An address no other test (in any worker) uses. */
export function newEmail(prefix = "e2e"): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${process.pid.toString(36)}.${counter}@example.com`;
}

/** Signs a new person up and in through the API (the sign-up screens have tests of their own). */
export async function createPerson(baseURL: string, prefix = "e2e"): Promise<Person> {
  const email = newEmail(prefix);
  const anonymous = new Api(baseURL, null);
  await anonymous.post("/api/auth/signup", { email, password: PASSWORD });
  const { token } = await anonymous.post<{ token: string }>("/api/auth/login", { email, password: PASSWORD });
  return { email, password: PASSWORD, token };
}

/** Leaves the page signed in as the person, as the login screen would: the token in localStorage. */
export async function putToken(page: Page, person: Person) {
  await page.goto("/login");
  await page.evaluate((token) => localStorage.setItem("token", token), person.token);
}

/** Signs the page in as the person and opens Browse, where logging in lands. */
export async function signIn(page: Page, person: Person) {
  await putToken(page, person);
  await page.goto("/dashboard/browse");
  await page.getByRole("heading", { name: "Browse", level: 1 }).waitFor();
}

/** Signs up through the screens, which signs the new account in, ending on /dashboard/browse (for tests of those screens). */
export async function signUpThroughScreens(page: Page, email = newEmail()): Promise<string> {
  await page.goto("/signup");
  await page.getByRole("heading", { name: "Create an Account" }).waitFor();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await page.waitForURL("**/dashboard/browse");
  return email;
}
