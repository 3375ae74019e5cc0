import { Command, CommanderError } from "commander";
import { readEnv } from "./env";
import { CliError, EXIT, toCliError } from "./errors";
import { registerLogin } from "./commands/login";
import { registerRecipes } from "./commands/recipes";
import { registerFiles } from "./commands/files";
import { registerBackup } from "./commands/backup";

const env = readEnv();
const program = new Command("simmer")
  .description("Simmer from the command line: your recipes, spreadsheets, and backups of your account.")
  .option("--url <url>", "the Simmer server (else SIMMER_URL, else the saved one)")
  .option("--token <token>", "a personal access token (else SIMMER_TOKEN, else the saved one)")
  .option("--json", "print results as JSON for scripts")
  .showHelpAfterError()
  .exitOverride()
  .configureOutput({ writeErr: (text) => process.stderr.write(text) });

registerLogin(program, env);
registerRecipes(program, env);
registerFiles(program, env);
registerBackup(program, env);
for (const command of program.commands) {
  command.exitOverride();
  for (const sub of command.commands) sub.exitOverride();
}

function serverOf(): string | null {
  const opts = program.opts<{ url?: string }>();
  return opts.url ?? env.url ?? null;
}

try {
  await program.parseAsync(process.argv);
} catch (err) {
  if (err instanceof CommanderError) {
    process.exitCode = err.exitCode === 0 ? EXIT.ok : EXIT.usage;
  } else {
    const failure = err instanceof CliError ? err : toCliError(err, serverOf());
    process.stderr.write(`simmer: ${failure.message}\n`);
    process.exitCode = failure.exitCode;
  }
}
