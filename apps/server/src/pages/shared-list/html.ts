import type { TShoppingListPage } from "@simmer/contracts";
import { SHOPPING_MESSAGES } from "@simmer/contracts";

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text made safe for an HTML element's content or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? ch);
}

export interface PageAssets {
  script: string;
  style: string;
}

function document(assets: PageAssets, title: string, body: string, withScript: boolean): string {
  return [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)} · Simmer</title>`,
    `<link rel="stylesheet" href="${escapeHtml(assets.style)}">`,
    withScript ? `<script src="${escapeHtml(assets.script)}" defer></script>` : "",
    "</head>",
    `<body>${body}</body>`,
    "</html>",
  ].join("\n");
}

const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** Why the page was drawn again after a post without JavaScript, shown once above the list. */
export type PostNotice = "saved" | "busy" | "invalid" | null;

const NOTICES: Record<Exclude<PostNotice, null>, string> = {
  saved: "Your ticks are saved.",
  busy: "Too many changes through this link just now. Tick again in a minute.",
  invalid: "Those ticks could not be read. Please tick again.",
};

/** A date and time at the end of the title ("… - 2026-11-27 19:30") never breaks across lines. */
export function titleHtml(title: string): string {
  const stamp = /\d{4}-\d{2}-\d{2}(?: \d{2}:\d{2})?$/.exec(title);
  if (!stamp) return escapeHtml(title);
  return `${escapeHtml(title.slice(0, stamp.index))}<span class="stamp">${escapeHtml(stamp[0])}</span>`;
}

/**
 * The shared list as complete HTML (ADR 093): it reads and prints without JavaScript, and its
 * form saves ticks with a plain post. Each tick box carries the owner's item uid and version for
 * the page script, which ticks at once and sends ticks made offline later.
 */
export function sharedListHtml(page: TShoppingListPage, token: string, formId: string, assets: PageAssets, notice: PostNotice): string {
  const action = `/shopping-list/${token}`;
  const items = page.items
    .map((item) => {
      // A merged line says what each recipe needs of it, as the owner's grocery list does (ADR 142).
      const parts = item.breakdown_text ? `<span class="parts">${escapeHtml(item.breakdown_text)}</span>` : "";
      const text = parts
        ? `<span class="text"><span>${escapeHtml(item.display_text)}</span>${parts}</span>`
        : escapeHtml(item.display_text);
      if (!item.uid) {
        const state = item.in_basket ? ' class="bought"' : "";
        return `<li${state}><label><input type="checkbox" disabled${item.in_basket ? " checked" : ""}>${text}</label></li>`;
      }
      const uid = escapeHtml(item.uid);
      return (
        `<li><label><input type="checkbox" name="tick" value="${uid}" data-version="${item.version}"${item.in_basket ? " checked" : ""}>${text}</label>` +
        `<input type="hidden" name="shown" value="${uid}:${item.in_basket ? 1 : 0}"></li>`
      );
    })
    .join("");
  const instructions = page.instructions.length
    ? `<ul class="instructions" aria-label="Instructions">${page.instructions.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>`
    : "";
  const shown = notice ? `<p class="notice" role="status">${escapeHtml(NOTICES[notice])}</p>` : "";
  const body = `<main>
<header><p class="brand">Simmer · shared shopping list</p><h1>${titleHtml(page.title)}</h1>
<p class="meta">Shared until ${escapeHtml(dateFormat.format(new Date(page.expires_at)))}. Tick what is in the basket; the person who shared it sees your ticks.</p></header>
${instructions}${shown}
<form method="post" action="${escapeHtml(action)}" data-shared-list data-token="${escapeHtml(token)}">
<input type="hidden" name="form_id" value="${escapeHtml(formId)}">
<ul class="items" aria-label="Items">${items}</ul>
<p class="sync" role="status" aria-live="polite" hidden></p>
<button type="submit">Save ticks</button>
</form>
</main>`;
  return document(assets, page.title, body, true);
}

/** What any link that no longer leads to a list shows: the same page whatever the reason. */
export function noLongerSharedHtml(assets: PageAssets): string {
  const body = `<main class="gone">
<p class="brand">Simmer · shared shopping list</p>
<h1>${escapeHtml(SHOPPING_MESSAGES.noLongerShared)}</h1>
<p>${escapeHtml(SHOPPING_MESSAGES.noLongerSharedDetail)}</p>
</main>`;
  return document(assets, SHOPPING_MESSAGES.noLongerShared, body, false);
}
