import os from "node:os";
import path from "node:path";

/** Everything the command line reads from its environment, in one place. */
export interface CliEnv {
  /** SIMMER_URL: the server, overriding the saved one. */
  url: string | null;
  /** SIMMER_TOKEN: the bearer token, overriding the saved one. */
  token: string | null;
  /** Where config.json lives: $XDG_CONFIG_HOME/simmer, else ~/.config/simmer. */
  configDir: string;
}

export function readEnv(env: NodeJS.ProcessEnv = process.env): CliEnv {
  const base =
    env.XDG_CONFIG_HOME && path.isAbsolute(env.XDG_CONFIG_HOME) ? env.XDG_CONFIG_HOME : path.join(env.HOME || os.homedir(), ".config");
  return {
    url: env.SIMMER_URL?.trim() || null,
    token: env.SIMMER_TOKEN?.trim() || null,
    configDir: path.join(base, "simmer"),
  };
}
