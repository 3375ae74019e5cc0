import { createTRPCClient, httpLink, type TRPCClient } from "@trpc/client";
import type { AppRouter } from "@simmer/api";
import { loadConfig, normaliseUrl } from "./config";
import type { CliEnv } from "./env";
import { CliError, EXIT, exitCodeForStatus } from "./errors";

export interface GlobalOptions {
  url?: string;
  token?: string;
  json?: boolean;
}

export interface Session {
  url: string;
  token: string;
  trpc: TRPCClient<AppRouter>;
  /** A REST call with the bearer token; a non-2xx answer becomes a CliError with the server's message. */
  rest(path: string, init?: RequestInit & { duplex?: "half" }): Promise<Response>;
}

export function clientFor(url: string, token: string): TRPCClient<AppRouter> {
  return createTRPCClient<AppRouter>({
    links: [httpLink({ url: `${url}/trpc`, headers: () => ({ authorization: `Bearer ${token}` }) })],
  });
}

async function messageOf(res: Response): Promise<string> {
  const text = await res.text().catch(() => "");
  try {
    const body = JSON.parse(text) as { message?: unknown; error?: unknown };
    if (typeof body.message === "string") return body.message;
    if (typeof body.error === "string") return body.error;
  } catch {
    // not JSON: fall through to the status line
  }
  return `The server answered ${res.status} ${res.statusText}.`;
}

export async function failureOf(res: Response): Promise<CliError> {
  if (res.status === 401) return new CliError("The server refused the token. Run `simmer login` again with a valid token.", EXIT.auth);
  return new CliError(await messageOf(res), exitCodeForStatus(res.status));
}

/** The server and token to use: flags, then SIMMER_URL / SIMMER_TOKEN, then the saved config. */
export function resolveSession(env: CliEnv, options: GlobalOptions): Session {
  const saved = loadConfig(env);
  const rawUrl = options.url ?? env.url ?? saved.url;
  const token = options.token ?? env.token ?? saved.token;
  if (!rawUrl || !token)
    throw new CliError(
      "Not signed in. Run `simmer login --url <server> --token <token>` first, or set SIMMER_URL and SIMMER_TOKEN.",
      EXIT.auth,
    );
  const url = normaliseUrl(rawUrl);
  return {
    url,
    token,
    trpc: clientFor(url, token),
    async rest(path, init = {}) {
      const headers = new Headers(init.headers);
      headers.set("authorization", `Bearer ${token}`);
      const res = await fetch(`${url}${path}`, { ...init, headers });
      if (!res.ok) throw await failureOf(res);
      return res;
    },
  };
}
