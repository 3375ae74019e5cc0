import fs from "node:fs";
import type { Command } from "commander";
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@simmer/api";
import { resolveSession, type GlobalOptions } from "../client";
import type { CliEnv } from "../env";
import { CliError, EXIT } from "../errors";
import { emit, table } from "../output";

type Outputs = inferRouterOutputs<AppRouter>;
type Detail = Outputs["recipes"]["detail"];

function recipeId(text: string): number {
  const id = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(id) || id < 1)
    throw new CliError(`"${text}" is not a recipe id: use the number \`simmer recipes list\` shows.`, EXIT.usage);
  return id;
}

function minutes(total: number): string {
  if (total <= 0) return "-";
  const h = Math.floor(total / 60);
  return h ? `${h} h ${total % 60 ? `${total % 60} min` : ""}`.trim() : `${total} min`;
}

function describe(recipe: Detail): string {
  const lines = [recipe.title, ""];
  lines.push(
    `Serves ${recipe.servings} · prep ${minutes(recipe.prep_time_min)} · cook ${minutes(recipe.cook_time_min)} · total ${minutes(recipe.total_time_min)}`,
  );
  if (recipe.calories !== null) lines.push(`${Math.round(recipe.calories)} kcal per serving`);
  if (recipe.tags.length) lines.push(`Tags: ${recipe.tags.join(", ")}`);
  if (recipe.data_source_name || recipe.data_source_link)
    lines.push(`Source: ${[recipe.data_source_name, recipe.data_source_link].filter(Boolean).join(" — ")}`);
  for (const section of recipe.sections) {
    lines.push("", section.section_name ? `${section.section_name}:` : "Ingredients:");
    for (const line of section.ingredients) {
      const amount = [line.quantity, line.unit === "units" ? "" : line.unit].filter(Boolean).join(" ");
      lines.push(
        `  - ${[amount, line.name].filter(Boolean).join(" ")}${line.method ? `, ${line.method}` : ""}${line.optional ? " (optional)" : ""}`,
      );
    }
  }
  if (recipe.equipment_names.length) lines.push("", `Equipment: ${recipe.equipment_names.join(", ")}`);
  if (recipe.instructions.length) {
    lines.push("", "Steps:");
    for (const step of recipe.instructions) lines.push(`  ${step.step_number}. ${step.instruction}`);
  }
  return lines.join("\n");
}

export function registerRecipes(program: Command, env: CliEnv) {
  const recipes = program.command("recipes").description("list, show and add recipes");

  recipes
    .command("list")
    .description("list your recipes (with --all, the catalogue's too)")
    .option("--search <words>", "only recipes whose title or ingredients match")
    .option("--all", "include the shared catalogue")
    .option("--limit <n>", "at most this many (1-500)", "50")
    .action(async (options: { search?: string; all?: boolean; limit: string }, command: Command) => {
      const globals = command.optsWithGlobals<GlobalOptions>();
      const limit = Number(options.limit);
      if (!Number.isInteger(limit) || limit < 1 || limit > 500)
        throw new CliError("--limit must be a whole number from 1 to 500.", EXIT.usage);
      const session = resolveSession(env, globals);
      // Lists answer signed-out visitors too, so the token is checked alongside: a refused one must not look like "no recipes".
      const [, result] = await Promise.all([
        session.trpc.auth.me.query(),
        session.trpc.recipes.list.query({
          scope: options.all ? "all" : "mine",
          limit,
          ...(options.search ? { search: options.search } : {}),
        }),
      ]);
      emit(globals.json, result, () => {
        if (result.recipes.length === 0) return options.search ? `No recipes match "${options.search}".` : "No recipes yet.";
        const rows = [
          ["ID", "TITLE", "SERVES", "TOTAL"],
          ...result.recipes.map((r) => [String(r.id), r.title, String(r.servings), minutes(r.total_time_min)]),
        ];
        return `${table(rows)}\n\n${result.recipes.length} of ${result.total} recipes`;
      });
    });

  recipes
    .command("show <id>")
    .description("show one recipe")
    .action(async (idText: string, _options, command: Command) => {
      const globals = command.optsWithGlobals<GlobalOptions>();
      const id = recipeId(idText);
      const session = resolveSession(env, globals);
      const [, recipe] = await Promise.all([session.trpc.auth.me.query(), session.trpc.recipes.detail.query({ id })]);
      emit(globals.json, recipe, () => describe(recipe));
    });

  recipes
    .command("add-from-url <url>")
    .description("read a recipe from a web page and save it to your recipes")
    .option("--html-file <file>", "read the page from this saved file instead of fetching it")
    .option("--allow-duplicate", "save it even if one of your recipes already comes from this page")
    .action(async (url: string, options: { htmlFile?: string; allowDuplicate?: boolean }, command: Command) => {
      const globals = command.optsWithGlobals<GlobalOptions>();
      let html: string | undefined;
      if (options.htmlFile) {
        try {
          html = fs.readFileSync(options.htmlFile, "utf8");
        } catch {
          throw new CliError(`Cannot read ${options.htmlFile}.`, EXIT.usage);
        }
      }
      const session = resolveSession(env, globals);
      const read = await session.trpc.recipes.importUrl.mutate({ url, ...(html === undefined ? {} : { html }) });
      if (read.duplicate && !options.allowDuplicate) {
        throw new CliError(
          `You already have "${read.duplicate.title}" (id ${read.duplicate.id}) from this page. Add --allow-duplicate to save another copy.`,
          EXIT.conflict,
        );
      }
      const { recipe } = read;
      const saved = await session.trpc.recipes.add.mutate({
        ...recipe,
        total_time_min: recipe.total_time_min ?? undefined,
        sections: recipe.sections.map((s) => ({
          section_name: s.section_name,
          ingredients: s.ingredients.map(({ original: _original, ...line }) => line),
        })),
      });
      const warnings = [...read.warnings, ...(saved.warnings ?? [])];
      emit(globals.json, { recipe: saved, warnings }, () =>
        [`Saved "${saved.title}" as recipe ${saved.id}.`, ...warnings.map((w) => `Note: ${w}`)].join("\n"),
      );
    });
}
