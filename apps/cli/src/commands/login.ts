import readline from "node:readline/promises";
import type { Command } from "commander";
import { clientFor, type GlobalOptions } from "../client";
import { normaliseUrl, saveConfig } from "../config";
import type { CliEnv } from "../env";
import { CliError, EXIT, toCliError } from "../errors";
import { emit } from "../output";

async function ask(question: string): Promise<string> {
  if (!process.stdin.isTTY) throw new CliError("Give the server and token: simmer login --url <server> --token <token>.", EXIT.usage);
  const rl = readline.createInterface({ input: process.stdin, output: process.stderr });
  try {
    return (await rl.question(question)).trim();
  } finally {
    rl.close();
  }
}

export function registerLogin(program: Command, env: CliEnv) {
  program
    .command("login")
    .description("save the server address and a personal access token, after checking them")
    .action(async (_options, command: Command) => {
      const options = command.optsWithGlobals<GlobalOptions>();
      const url = normaliseUrl(options.url ?? env.url ?? (await ask("Server address: ")));
      const token = options.token ?? env.token ?? (await ask("Token: "));
      if (!token) throw new CliError("A token is needed: create one in Simmer under Settings.", EXIT.usage);
      let me: { id: number; email: string };
      try {
        me = await clientFor(url, token).auth.me.query();
      } catch (err) {
        throw toCliError(err, url);
      }
      const file = saveConfig(env, { url, token });
      emit(options.json, { url, email: me.email, config: file }, () => `Signed in to ${url} as ${me.email}. Saved to ${file}.`);
    });
}
