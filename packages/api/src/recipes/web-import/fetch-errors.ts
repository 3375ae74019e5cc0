import { WEB_IMPORT_MESSAGES } from "@simmer/contracts";

/** Why a web fetch failed, each with the HTTP status the import endpoint answers with. */
export const webFetchFailures = {
  INVALID_URL: {
    status: 400,
    message: WEB_IMPORT_MESSAGES.invalidUrl,
  },
  BLOCKED_ADDRESS: { status: 400, message: WEB_IMPORT_MESSAGES.blockedAddress },
  UNREACHABLE: { status: 502, message: WEB_IMPORT_MESSAGES.unreachable },
  UPSTREAM_ERROR: { status: 502, message: WEB_IMPORT_MESSAGES.upstreamError },
  TOO_MANY_REDIRECTS: { status: 502, message: WEB_IMPORT_MESSAGES.tooManyRedirects },
  TIMEOUT: { status: 504, message: WEB_IMPORT_MESSAGES.timeout },
  NOT_HTML: { status: 422, message: WEB_IMPORT_MESSAGES.notHtml },
  NOT_IMAGE: { status: 422, message: WEB_IMPORT_MESSAGES.notImage },
  TOO_LARGE: { status: 422, message: WEB_IMPORT_MESSAGES.tooLarge },
  CANCELLED: { status: 499, message: WEB_IMPORT_MESSAGES.cancelled },
} as const;

export type TWebFetchFailure = keyof typeof webFetchFailures;

export class WebFetchError extends Error {
  readonly status: number;

  constructor(
    readonly code: TWebFetchFailure,
    message: string = webFetchFailures[code].message,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "WebFetchError";
    this.status = webFetchFailures[code].status;
  }
}
