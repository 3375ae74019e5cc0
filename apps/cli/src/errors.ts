import { TRPCClientError } from "@trpc/client";

/** Exit codes, documented in the README: scripts branch on them. */
export const EXIT = {
  ok: 0,
  /** Anything else: the server failed, or something unexpected happened. */
  failed: 1,
  /** The command, an argument, a file or the server's answer to the input was wrong. */
  usage: 2,
  /** No token, or the server refused it. */
  auth: 3,
  /** The server could not be reached. */
  unreachable: 4,
  /** The server refused because of what the account already holds (a restore into a used account, a file imported before). */
  conflict: 5,
} as const;

export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message);
  }
}

export function exitCodeForStatus(status: number): number {
  if (status === 401 || status === 403) return EXIT.auth;
  if (status === 409) return EXIT.conflict;
  if (status >= 400 && status < 500) return EXIT.usage;
  return EXIT.failed;
}

function isNetworkFailure(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (
      typeof code === "string" &&
      /^(ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|ETIMEDOUT|UND_ERR_CONNECT_TIMEOUT|UND_ERR_SOCKET)$/.test(code)
    )
      return true;
    if (e instanceof TypeError && /fetch failed/i.test(e.message)) return true;
  }
  return false;
}

/** Turns any failure into the sentence to print and the exit code to leave with. */
export function toCliError(err: unknown, server: string | null): CliError {
  if (err instanceof CliError) return err;
  if (isNetworkFailure(err))
    return new CliError(
      `Could not reach the Simmer server at ${server ?? "the configured address"}. Check the address and that the server is running.`,
      EXIT.unreachable,
    );
  if (err instanceof TRPCClientError) {
    const status = (err.data as { httpStatus?: number } | undefined)?.httpStatus;
    if (status === undefined)
      return new CliError(`The server at ${server ?? "the configured address"} did not answer like a Simmer server.`, EXIT.failed);
    if (status === 401) return new CliError("The server refused the token. Run `simmer login` again with a valid token.", EXIT.auth);
    return new CliError(err.message, exitCodeForStatus(status));
  }
  return new CliError(err instanceof Error ? err.message : String(err), EXIT.failed);
}
