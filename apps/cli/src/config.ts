import fs from "node:fs";
import path from "node:path";
import type { CliEnv } from "./env";
import { CliError, EXIT } from "./errors";

export interface SavedConfig {
  url: string;
  token: string;
}

export function configFile(env: CliEnv): string {
  return path.join(env.configDir, "config.json");
}

export function loadConfig(env: CliEnv): Partial<SavedConfig> {
  const file = configFile(env);
  if (!fs.existsSync(file)) return {};
  try {
    const value = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<SavedConfig>;
    return { url: typeof value.url === "string" ? value.url : undefined, token: typeof value.token === "string" ? value.token : undefined };
  } catch {
    throw new CliError(`${file} is not valid JSON. Run \`simmer login\` to write it again.`, EXIT.usage);
  }
}

/** Saves the address and token readable by the person only (0600), as an ssh key would be. */
export function saveConfig(env: CliEnv, config: SavedConfig): string {
  const file = configFile(env);
  fs.mkdirSync(env.configDir, { recursive: true, mode: 0o700 });
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
  fs.chmodSync(temp, 0o600);
  fs.renameSync(temp, file);
  return file;
}

/** A server address as typed ("localhost:3000/", "https://x/"), without its trailing slash. */
export function normaliseUrl(text: string): string {
  const withScheme = /^https?:\/\//i.test(text) ? text : `http://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw new CliError(`"${text}" is not a server address. Use one like https://simmer.example.com.`, EXIT.usage);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, "")}`;
}
