/**
 * How long reading a recipe out of a page takes, and how much memory a big page costs.
 *
 *   pnpm --filter @simmer/api bench:web-import            # this tree only
 *   pnpm --filter @simmer/api bench:web-import --baseline main
 *
 * With `--baseline <git ref>` the extraction files of that ref are written next to this script
 * (bench/.baseline/, ignored by git) and both versions run on the same pages, interleaved, in one
 * process. The pages are generated here, deterministically: a 1 MB blog page with a long story,
 * comments and a JSON-LD recipe; the same page with no markup at all (the headings path); and a
 * 5 MB page for memory. `--runs N` sets the runs per page (default 60); `--write-pages <dir>` only
 * writes the pages, for profiling.
 */
import { execFileSync } from "node:child_process";
import os from "node:os";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

type Extract = (html: string, url: string) => { found: boolean };

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const flag = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const runs = Number(flag("--runs") ?? 60);
const baselineRef = flag("--baseline");

/** A small deterministic generator, so every run reads the same pages. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const WORDS =
  "the a summer kitchen garden tomato butter slowly golden crisp my grandmother always said that sauce bread oven morning we friends weekend table market basil lemon garlic onion simmer stir taste season pan heat evening family dinner recipe sweet salty bright fresh".split(
    " ",
  );

function sentence(r: () => number, n: number): string {
  const words: string[] = [];
  for (let i = 0; i < n; i++) words.push(WORDS[Math.floor(r() * WORDS.length)] ?? "the");
  const s = words.join(" ");
  return `${s.charAt(0).toUpperCase()}${s.slice(1)}.`;
}

const INGREDIENTS = [
  "2 cups all-purpose flour",
  "1 ½ tsp baking powder",
  "¾ cup sugar",
  "2 large eggs, beaten",
  "1 (14 ounce) can coconut milk",
  "250 ml milk",
  "3 tbsp butter, melted",
  "Salt to taste",
];
const STEPS = [
  "Heat the oven to 180 °C.",
  "Whisk the dry ingredients together.",
  "Stir in the eggs, milk and butter.",
  "Bake for 35 minutes until golden.",
];

/** A blog page of about `bytes`: story, recipe card, a long comment thread and footer scripts. */
function page(bytes: number, structured: boolean, seed: number): string {
  const r = rng(seed);
  const head = [
    "<!doctype html><html lang=en><head><meta charset=utf-8>",
    "<title>Coconut Loaf Cake | A Kitchen Notebook</title>",
    '<meta property="og:title" content="Coconut Loaf Cake | A Kitchen Notebook">',
    '<meta property="og:image" content="https://notebook.example/img/loaf.jpg">',
    '<meta property="og:site_name" content="A Kitchen Notebook">',
    '<link rel="canonical" href="https://notebook.example/coconut-loaf/">',
    `<style>${".c{color:red}".repeat(400)}</style>`,
  ];
  if (structured) {
    const ld = {
      "@context": "https://schema.org",
      "@graph": [
        { "@type": "WebPage", "@id": "https://notebook.example/coconut-loaf/#page", name: "Coconut Loaf Cake" },
        { "@type": "Person", name: "Ana" },
        {
          "@type": "Recipe",
          name: "Coconut Loaf Cake",
          image: ["https://notebook.example/img/loaf.jpg"],
          recipeYield: ["8", "8 slices"],
          prepTime: "PT15M",
          cookTime: "PT35M",
          totalTime: "PT50M",
          recipeIngredient: INGREDIENTS,
          recipeInstructions: STEPS.map((text) => ({ "@type": "HowToStep", text })),
        },
      ],
    };
    head.push(`<script type="application/ld+json">${JSON.stringify(ld)}</script>`);
  }
  head.push("</head><body>");
  const nav = `<header><nav><ul>${Array.from({ length: 40 }, (_, i) => `<li><a href="/c/${i}">Category ${i}</a></li>`).join("")}</ul></nav></header>`;
  const story: string[] = ["<main><article><h1>Coconut Loaf Cake</h1>"];
  const card = [
    `<div class="${structured ? "wprm-recipe-container" : "recipe"}"><h2>Coconut Loaf Cake</h2><p>Serves 8. Prep time: 15 mins. Cook time: 35 mins. Total time: 50 mins.</p>`,
    `<h3>Ingredients</h3><ul>${INGREDIENTS.map((i) => `<li>${i}</li>`).join("")}</ul>`,
    `<h3>Instructions</h3><ol>${STEPS.map((s) => `<li>${s}</li>`).join("")}</ol></div>`,
  ].join("");
  const comments: string[] = ['<section class="comments"><h2>42 comments</h2><ol>'];
  const tail = `</ol></section></article></main><footer><p>© A Kitchen Notebook</p></footer>${'<script>window.ads=window.ads||[];ads.push({slot:"x"});</script>'.repeat(30)}</body></html>`;
  let size = head.join("").length + nav.length + card.length + tail.length;
  const storyBudget = bytes * 0.55;
  let storySize = 0;
  let h = 0;
  while (storySize < storyBudget) {
    const chunk =
      r() < 0.1
        ? `<h2>${sentence(r, 4)}</h2>`
        : r() < 0.15
          ? `<figure><img src="/img/${h++}.jpg" alt="${sentence(r, 5)}"><figcaption>${sentence(r, 6)}</figcaption></figure>`
          : `<p>${sentence(r, 30)} <strong>${sentence(r, 5)}</strong> ${sentence(r, 25)}</p>`;
    story.push(chunk);
    storySize += chunk.length;
  }
  size += storySize;
  let c = 0;
  while (size < bytes) {
    const chunk = `<li class="comment" id="c${c}"><div class="meta"><b>Reader ${c}</b> <time datetime="2024-01-01">Jan 1</time></div><p>${sentence(r, 20)}</p><p>${sentence(r, 12)}</p><a href="#reply-${c++}">Reply</a></li>`;
    comments.push(chunk);
    size += chunk.length;
  }
  return [...head, nav, ...story, card, ...comments, tail].join("\n");
}

function stats(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? NaN;
  return { median: at(0.5), p95: at(0.95) };
}

async function load(dir: string): Promise<Extract> {
  const mod = (await import(pathToFileURL(join(dir, "extract.ts")).href)) as { extractRecipe: Extract };
  return mod.extractRecipe;
}

function writeBaseline(ref: string): string {
  const root = execFileSync("git", ["rev-parse", "--show-toplevel"], { cwd: here, encoding: "utf8" }).trim();
  const prefix = "packages/api/src/recipes/web-import/";
  const files = execFileSync("git", ["ls-tree", "--name-only", ref, prefix], { cwd: root, encoding: "utf8" })
    .split("\n")
    .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"));
  const dir = join(here, ".baseline");
  mkdirSync(dir, { recursive: true });
  for (const file of files)
    writeFileSync(join(dir, file.slice(prefix.length)), execFileSync("git", ["show", `${ref}:${file}`], { cwd: root, encoding: "utf8" }));
  return dir;
}

function mb(n: number): string {
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}

async function main() {
  const versions: [string, Extract][] = [];
  if (baselineRef) versions.push([`baseline (${baselineRef})`, await load(writeBaseline(baselineRef))]);
  versions.push(["this tree", await load(join(here, "../src/recipes/web-import"))]);
  const pages: [string, string][] = [
    ["1 MB page, JSON-LD recipe", page(1_000_000, true, 1)],
    ["1 MB page, no markup (headings)", page(1_000_000, false, 2)],
  ];
  const url = "https://notebook.example/coconut-loaf/";
  console.log(
    `node ${process.version}, ${runs} runs per page and version, interleaved; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")} on ${os.availableParallelism()} cores`,
  );
  for (const [label, html] of pages) {
    for (const [, extract] of versions) {
      if (!extract(html, url).found) throw new Error(`no recipe found in ${label}`);
      for (let i = 0; i < 5; i++) extract(html, url);
    }
    const times = versions.map(() => [] as number[]);
    const cpu = versions.map(() => [] as number[]);
    for (let i = 0; i < runs; i++) {
      versions.forEach(([, extract], v) => {
        const start = performance.now();
        const cpuStart = process.cpuUsage();
        extract(html, url);
        const used = process.cpuUsage(cpuStart);
        times[v]?.push(performance.now() - start);
        cpu[v]?.push((used.user + used.system) / 1000);
      });
    }
    versions.forEach(([name], v) => {
      const { median, p95 } = stats(times[v] ?? []);
      const c = stats(cpu[v] ?? []);
      // On a shared machine the wall clock waits for other work; CPU time (all of the process's
      // threads, so garbage collection helpers too) says what the parse itself costs.
      console.log(
        `${label} (${(html.length / 1e6).toFixed(2)} MB), ${name}: median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms; CPU median ${c.median.toFixed(1)} ms, p95 ${c.p95.toFixed(1)} ms`,
      );
    });
  }
  // Memory: each version in a fresh process, so one's peak does not hide the other's.
  for (const [name] of versions) {
    const out = execFileSync(
      process.execPath,
      [
        ...process.execArgv,
        "--expose-gc",
        fileURLToPath(import.meta.url),
        "--memory",
        name === "this tree" ? "tree" : "baseline",
        ...(baselineRef ? ["--baseline", baselineRef] : []),
      ],
      { encoding: "utf8" },
    );
    console.log(`5 MB page, ${name}: ${out.trim()}`);
  }
}

/** Peak RSS (the kernel's high-water mark) and heap growth while one 5 MB page is read. */
async function memory(which: string) {
  const dir = which === "tree" ? join(here, "../src/recipes/web-import") : join(here, ".baseline");
  const extract = await load(dir);
  const big = page(5_000_000, true, 3);
  extract(page(100_000, true, 4), "https://notebook.example/");
  (globalThis as { gc?: () => void }).gc?.();
  const rssBefore = process.resourceUsage().maxRSS;
  const heapBefore = process.memoryUsage().heapUsed;
  const start = performance.now();
  const result = extract(big, "https://notebook.example/coconut-loaf/");
  const ms = performance.now() - start;
  const heapAfter = process.memoryUsage().heapUsed;
  const rssAfter = process.resourceUsage().maxRSS;
  if (!result.found) throw new Error("no recipe found in the 5 MB page");
  console.log(
    `${(big.length / 1e6).toFixed(2)} MB read in ${ms.toFixed(0)} ms; peak RSS +${mb((rssAfter - rssBefore) * 1024)}, heap +${mb(heapAfter - heapBefore)} (before collection)`,
  );
}

const mode = flag("--memory");
const dump = flag("--write-pages");
if (dump) {
  // For profiling: node --cpu-prof on a script that reads these files.
  mkdirSync(dump, { recursive: true });
  writeFileSync(join(dump, "1mb-jsonld.html"), page(1_000_000, true, 1));
  writeFileSync(join(dump, "1mb-plain.html"), page(1_000_000, false, 2));
  writeFileSync(join(dump, "5mb-jsonld.html"), page(5_000_000, true, 3));
} else await (mode ? memory(mode) : main());
