/* eslint-disable @typescript-eslint/no-explicit-any -- answers default to `any`: a test names the shape it reads (`mutate<{ id: number }>`), or reads one field of test data. */
/**
 * The tRPC and REST calls a browser test makes to set up data or read what the server holds, as
 * one person (their bearer token). The screens are what the tests drive; this is only for the
 * data around them.
 */
export class Api {
  constructor(
    readonly baseURL: string,
    readonly token: string | null,
  ) {}

  private headers(json: boolean): Record<string, string> {
    return {
      ...(json ? { "content-type": "application/json" } : {}),
      ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
    };
  }

  /** Calls a tRPC mutation and answers its data; throws on an error answer. */
  async mutate<T = any>(path: string, input: unknown): Promise<T> {
    const res = await fetch(`${this.baseURL}/trpc/${path}`, { method: "POST", headers: this.headers(true), body: JSON.stringify(input) });
    const text = await res.text();
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${text}`);
    return (JSON.parse(text) as { result?: { data?: T } }).result?.data as T;
  }

  /** Calls a tRPC query and answers its data; throws on an error answer. */
  async query<T = any>(path: string, input?: unknown): Promise<T> {
    const search = input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    const res = await fetch(`${this.baseURL}/trpc/${path}${search}`, { headers: this.headers(false) });
    const text = await res.text();
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${text}`);
    return (JSON.parse(text) as { result?: { data?: T } }).result?.data as T;
  }

  /** Calls a documented REST path (`/api/...`) and answers its JSON body; throws on an error answer. */
  async rest<T = any>(method: string, url: string, body?: unknown): Promise<T> {
    const res = await fetch(`${this.baseURL}${url}`, {
      method,
      headers: this.headers(body !== undefined),
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  get<T = any>(url: string): Promise<T> {
    return this.rest<T>("GET", url);
  }

  post<T = any>(url: string, body: unknown): Promise<T> {
    return this.rest<T>("POST", url, body);
  }
}
