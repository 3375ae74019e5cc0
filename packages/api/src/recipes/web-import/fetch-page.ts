import { pipeline, type Readable } from "node:stream";
import { createBrotliDecompress, createGunzip, createInflate } from "node:zlib";
import { Agent, request } from "undici";
import { checkTarget, type TCheckedTarget, type TFetchPolicy } from "./address-check";
import { WebFetchError, type TWebFetchFailure } from "./fetch-errors";
import { BlockedLookupError, createGuardedLookup } from "./guarded-lookup";

export { WebFetchError } from "./fetch-errors";
export { parseAllowHosts } from "./address-check";

export const webFetchLimits = {
  timeoutMs: 15_000,
  maxRedirects: 5,
  pageBytes: 5 * 1024 * 1024,
  imageBytes: 10 * 1024 * 1024,
} as const;

/** A browser's user agent first; some sites answer 403 to one browser and not another. */
export const userAgents = [
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0",
] as const;

export interface TWebFetchOptions {
  /** `host:port` entries reachable on private addresses: WEB_IMPORT_ALLOW_HOSTS, for tests only. */
  allowHosts?: readonly string[];
  /** Ports other than 80 and 443 are refused unless this is `any`. */
  ports?: TFetchPolicy["ports"];
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Aborts the fetch when the person cancels. */
  signal?: AbortSignal;
}

export interface TFetchedPage {
  /** The address the page was finally served from, after redirects. */
  url: string;
  contentType: string;
  /** The charset the server declared, if any; `text` is decoded with it (UTF-8 otherwise). */
  charset: string | undefined;
  bytes: Buffer;
  text: string;
}

export interface TFetchedImage {
  url: string;
  contentType: string;
  bytes: Buffer;
}

const pageTypes = new Set(["text/html", "application/xhtml+xml"]);

/** Fetches an HTML page from the public web, refusing anything an attacker could aim inward. */
export async function fetchPage(address: string, options: TWebFetchOptions = {}): Promise<TFetchedPage> {
  const fetched = await safeFetch(address, options, {
    accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.8",
    accepts: (mime) => pageTypes.has(mime),
    refusal: "NOT_HTML",
    maxBytes: options.maxBytes ?? webFetchLimits.pageBytes,
    tooLarge: "That page is larger than 5 MB, too large to import.",
  });
  const charset = charsetOf(fetched.contentTypeHeader);
  return { url: fetched.url, contentType: fetched.mime, charset, bytes: fetched.bytes, text: decode(fetched.bytes, charset) };
}

/** Fetches a remote recipe image with the same checks, accepting image/* only. */
export async function fetchImage(address: string, options: TWebFetchOptions = {}): Promise<TFetchedImage> {
  const fetched = await safeFetch(address, options, {
    accept: "image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8",
    accepts: (mime) => mime.startsWith("image/"),
    refusal: "NOT_IMAGE",
    maxBytes: options.maxBytes ?? webFetchLimits.imageBytes,
    tooLarge: "That image is larger than 10 MB, too large to import.",
  });
  return { url: fetched.url, contentType: fetched.mime, bytes: fetched.bytes };
}

interface TExpectation {
  accept: string;
  accepts: (mime: string) => boolean;
  refusal: TWebFetchFailure;
  maxBytes: number;
  tooLarge: string;
}

interface TRawFetch {
  url: string;
  mime: string;
  contentTypeHeader: string;
  bytes: Buffer;
}

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

async function safeFetch(address: string, options: TWebFetchOptions, expect: TExpectation): Promise<TRawFetch> {
  const policy: TFetchPolicy = { allowHosts: options.allowHosts ?? [], ports: options.ports ?? "standard" };
  const maxRedirects = options.maxRedirects ?? webFetchLimits.maxRedirects;
  const deadline = AbortSignal.timeout(options.timeoutMs ?? webFetchLimits.timeoutMs);
  const signal = options.signal ? AbortSignal.any([deadline, options.signal]) : deadline;

  let target = checkTarget(address, policy);
  let redirects = 0;
  let agentIndex = 0;
  for (;;) {
    const dispatcher = agentFor(target, options.timeoutMs ?? webFetchLimits.timeoutMs);
    try {
      const response = await request(target.url, {
        dispatcher,
        signal,
        headers: {
          "user-agent": userAgents[agentIndex]!,
          accept: expect.accept,
          "accept-language": "en-US,en;q=0.9",
          "accept-encoding": "gzip, deflate, br",
        },
      }).catch((error: unknown) => {
        throw failureOf(error, deadline, signal);
      });
      const { statusCode, headers } = response;
      if (statusCode === 403 && agentIndex < userAgents.length - 1) {
        agentIndex += 1;
        continue;
      }
      if (redirectStatuses.has(statusCode)) {
        const location = single(headers.location);
        if (!location) throw new WebFetchError("UPSTREAM_ERROR");
        redirects += 1;
        if (redirects > maxRedirects) throw new WebFetchError("TOO_MANY_REDIRECTS");
        target = checkTarget(resolveLocation(location, target.url), policy);
        continue;
      }
      if (statusCode < 200 || statusCode > 299) {
        throw new WebFetchError("UPSTREAM_ERROR", `That site answered with an error (${statusCode}), so nothing could be imported.`);
      }
      const contentTypeHeader = single(headers["content-type"]) ?? "";
      const mime = contentTypeHeader.split(";")[0]!.trim().toLowerCase();
      if (!expect.accepts(mime)) throw new WebFetchError(expect.refusal);
      const declaredLength = Number(single(headers["content-length"]) ?? Number.NaN);
      if (declaredLength > expect.maxBytes) throw new WebFetchError("TOO_LARGE", expect.tooLarge);
      const bytes = await readCapped(response.body, single(headers["content-encoding"]), expect, () =>
        failureOf(undefined, deadline, signal),
      );
      return { url: target.url.href, mime, contentTypeHeader, bytes };
    } finally {
      // Closing the per-hop agent drops the connection, so unread bodies never linger.
      void dispatcher.destroy().catch(() => undefined);
    }
  }
}

/** One agent per hop, whose sockets resolve names through the guarded lookup unless listed. */
function agentFor(target: TCheckedTarget, timeoutMs: number): Agent {
  return new Agent({
    connect: target.listed ? { timeout: timeoutMs } : { timeout: timeoutMs, lookup: createGuardedLookup() },
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    pipelining: 0,
  });
}

async function readCapped(
  body: Readable,
  contentEncoding: string | undefined,
  expect: TExpectation,
  abortedFailure: () => WebFetchError,
): Promise<Buffer> {
  const decoded = decoderFor(body, contentEncoding);
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of decoded as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > expect.maxBytes) throw new WebFetchError("TOO_LARGE", expect.tooLarge);
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof WebFetchError) throw error;
    throw abortedFailure();
  } finally {
    body.destroy();
    decoded.destroy();
  }
  return Buffer.concat(chunks, total);
}

/** The size cap applies to what is decoded, so a small compressed bomb cannot get past it. */
function decoderFor(body: Readable, contentEncoding: string | undefined): Readable {
  const encoding = (contentEncoding ?? "identity").trim().toLowerCase();
  const decompress =
    encoding === "gzip" || encoding === "x-gzip"
      ? createGunzip()
      : encoding === "deflate"
        ? createInflate()
        : encoding === "br"
          ? createBrotliDecompress()
          : undefined;
  if (!decompress) {
    if (encoding === "identity" || encoding === "") return body;
    throw new WebFetchError("UPSTREAM_ERROR", "That site sent the page in an encoding Simmer cannot read.");
  }
  return pipeline(body, decompress, () => undefined);
}

/** Maps an error from undici onto the failure a person should see. */
function failureOf(error: unknown, deadline: AbortSignal, signal: AbortSignal): WebFetchError {
  if (error instanceof WebFetchError) return error;
  if (deadline.aborted) return new WebFetchError("TIMEOUT", undefined, { cause: error });
  if (signal.aborted) return new WebFetchError("CANCELLED", undefined, { cause: error });
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof BlockedLookupError) return new WebFetchError("BLOCKED_ADDRESS", undefined, { cause: error });
  }
  return new WebFetchError("UNREACHABLE", undefined, { cause: error });
}

function resolveLocation(location: string, base: URL): URL {
  try {
    return new URL(location, base);
  } catch (cause) {
    throw new WebFetchError("UPSTREAM_ERROR", "That site redirected to an address that cannot be read.", { cause });
  }
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function charsetOf(contentType: string): string | undefined {
  for (const parameter of contentType.split(";").slice(1)) {
    const [name, value] = parameter.split("=");
    if (name?.trim().toLowerCase() === "charset" && value) return value.trim().replace(/^"|"$/g, "").toLowerCase();
  }
  return undefined;
}

function decode(bytes: Buffer, charset: string | undefined): string {
  try {
    return new TextDecoder(charset ?? "utf-8").decode(bytes);
  } catch {
    return new TextDecoder("utf-8").decode(bytes);
  }
}
