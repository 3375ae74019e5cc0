/** Why a web fetch failed, each with the HTTP status the import endpoint answers with. */
export const webFetchFailures = {
  INVALID_URL: {
    status: 400,
    message: "That doesn't look like a web address. Paste a link that starts with http:// or https://.",
  },
  BLOCKED_ADDRESS: { status: 400, message: "That address is not allowed." },
  UNREACHABLE: { status: 502, message: "We couldn't reach that site. Check the link, or try again later." },
  UPSTREAM_ERROR: { status: 502, message: "That site answered with an error, so nothing could be imported." },
  TOO_MANY_REDIRECTS: { status: 502, message: "That site redirected more than 5 times, so we stopped following it." },
  TIMEOUT: { status: 504, message: "That site took too long to answer." },
  NOT_HTML: { status: 422, message: "That link is not a web page, so there is no recipe to read." },
  NOT_IMAGE: { status: 422, message: "That link is not an image." },
  TOO_LARGE: { status: 422, message: "That page is too large to import." },
  CANCELLED: { status: 499, message: "The import was cancelled." },
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
