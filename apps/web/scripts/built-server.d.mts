export interface BuiltServerOptions {
  /** The server's main.js; default: the workspace build, apps/server/dist/main.js. */
  entry?: string | undefined;
  /** The built web app it serves; default: the server's own default. */
  webDist?: string | undefined;
  /** Default (and 0): a free one. */
  port?: number | undefined;
  /** More environment for the server, over the defaults. */
  env?: Record<string, string>;
  /** Names the temporary data folder. */
  tempPrefix?: string;
  /** How long start-up may take: migrating and seeding a fresh database on a loaded machine can take minutes. */
  timeoutMs?: number;
}

export interface BuiltServer {
  baseURL: string;
  /** Stops the server and removes its data folder. */
  stop(): Promise<void>;
}

export function startBuiltServer(options?: BuiltServerOptions): Promise<BuiltServer>;
