import type { AnyNode, Document, Element } from "domhandler";
import { isTag, isText, Text } from "domhandler";
import { parseDocument } from "htmlparser2";

/** Elements whose edges separate words even when the page puts no space between them. */
const BLOCK = new Set([
  "address",
  "article",
  "aside",
  "blockquote",
  "br",
  "dd",
  "div",
  "dl",
  "dt",
  "figcaption",
  "figure",
  "footer",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "header",
  "hr",
  "li",
  "main",
  "nav",
  "ol",
  "p",
  "pre",
  "section",
  "table",
  "td",
  "th",
  "tr",
  "ul",
]);
const INVISIBLE = new Set(["script", "style", "noscript", "template", "svg", "button"]);

/** Marks where a block's children end while walking a tree without recursion. */
const BLOCK_END = new Text(" ");

export function parseHtml(html: string): Document {
  return parseDocument(html, { decodeEntities: true, lowerCaseAttributeNames: true, lowerCaseTags: true });
}

// eslint-disable-next-line no-control-regex -- these are the characters being removed
const UNSHOWN = /[\u0000-\u0008\u000e-\u001f\u007f]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text with whitespace collapsed, without control characters or broken surrogates a page may hold. */
export function collapse(text: string): string {
  return text
    .replace(UNSHOWN, "")
    .replace(/(?:[\s\u00a0\u200b\u200c\u2060\ufeff]|\u200d)+/g, " ")
    .replace(/\u00ad/g, "")
    .trim();
}

/**
 * A line as a reader sees it on the page, without the checkboxes and bullets recipe plugins put
 * in front of each ingredient ("▢ 1 cup flour").
 */
export function cleanLine(text: string): string {
  return collapse(text)
    .replace(
      /^(?:[\u25a2\u2610\u25a1\u25fb\u25fd\u2b1c\u2713\u2714\u2611\u2022\u00b7\u25e6\u25aa\u25ab\u25cf\u25cb\u25a0*\-\u2013]\s*)+/u,
      "",
    )
    .trim();
}

/** The text a reader sees in a node: entities decoded, scripts skipped, whitespace collapsed. */
export function textOf(node: AnyNode | AnyNode[]): string {
  return collapse(rawText(node, Infinity) ?? "");
}

/**
 * The text of a node before whitespace is collapsed, with a space at block edges; null once it
 * grows past `limit` characters, so a caller that wants only short text stops early.
 */
export function rawText(node: AnyNode | AnyNode[], limit: number): string | null {
  const parts: string[] = [];
  let length = 0;
  // An explicit stack: deep, broken pages must not exhaust the call stack.
  const stack: AnyNode[] = Array.isArray(node) ? [...node].reverse() : [node];
  while (stack.length > 0) {
    const n = stack.pop();
    if (n === undefined) break;
    if (n === BLOCK_END) {
      parts.push(" ");
      continue;
    }
    if (isText(n)) {
      parts.push(n.data);
      length += n.data.length;
      if (length > limit) return null;
    } else if (isTag(n)) {
      if (INVISIBLE.has(n.name)) continue;
      const block = BLOCK.has(n.name);
      if (block) {
        parts.push(" ");
        stack.push(BLOCK_END);
      }
      for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i] as AnyNode);
    } else if ("children" in n) {
      const children = n.children as AnyNode[];
      for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as AnyNode);
    }
  }
  return parts.join("");
}

const ENTITY = /&(?:[a-z][a-z0-9]{1,31}|#\d{1,7}|#x[0-9a-f]{1,6});/i;

/**
 * Text of a string that may hold markup and entities, as JSON-LD values often do. Entities
 * encoded twice ("&amp;amp;", "&amp;#39;") are decoded twice: no page means them literally.
 */
export function plainText(value: string): string {
  if (!/[<&]/.test(value)) return collapse(value);
  let text = textOf(parseHtml(value));
  for (let i = 0; i < 2 && ENTITY.test(text) && !text.includes("<"); i++) text = textOf(parseHtml(text));
  return text;
}

export function elements(root: AnyNode | AnyNode[], test: (el: Element) => boolean): Element[] {
  const found: Element[] = [];
  const walk = (n: AnyNode) => {
    if (isTag(n)) {
      if (test(n)) found.push(n);
      n.children.forEach(walk);
    } else if ("children" in n) (n.children as AnyNode[]).forEach(walk);
  };
  (Array.isArray(root) ? root : [root]).forEach(walk);
  return found;
}

export function attr(el: Element, name: string): string | null {
  const value = el.attribs[name];
  return value === undefined ? null : value;
}

export function hasClassPart(el: Element, part: string): boolean {
  return (el.attribs.class ?? "").toLowerCase().includes(part);
}

/** The elements the extractors look for, gathered in one walk of the page. */
export interface PageIndex {
  metas: Element[];
  links: Element[];
  titles: Element[];
  jsonLd: Element[];
  recipeScopes: Element[];
  /** Elements whose class or id names a recipe plugin's card (plugin-cards.ts). */
  cards: Element[];
  /** Scripts holding a framework's page state (`__NEXT_DATA__`, `__NUXT__`…). */
  stateScripts: Element[];
}

/** Class and id words recipe plugins put on their cards: a cheap first test before the shapes are compared. */
const CARD_HINT = /wprm-recipe|tasty-recipes|mv-create|zlrecipe|easyrecipe/i;
const STATE_ID = /^(?:__NEXT_DATA__|__NUXT_DATA__|__NUXT__|__INITIAL_STATE__|__APOLLO_STATE__|__PRELOADED_STATE__)$/;
const STATE_ASSIGNMENT = /(?:window\.|\b)__(?:NUXT|INITIAL_STATE|APOLLO_STATE|PRELOADED_STATE)__\s*=/;

function isStateScript(node: Element): boolean {
  if (STATE_ID.test(node.attribs.id ?? "")) return true;
  if (node.attribs.src !== undefined) return false;
  const type = (node.attribs.type ?? "").toLowerCase();
  if (type !== "" && !type.includes("javascript") && type !== "module") return false;
  const first = node.children[0];
  return first !== undefined && "data" in first && STATE_ASSIGNMENT.test(String(first.data).slice(0, 400));
}

export function indexPage(doc: Document): PageIndex {
  const index: PageIndex = { metas: [], links: [], titles: [], jsonLd: [], recipeScopes: [], cards: [], stateScripts: [] };
  const stack: AnyNode[] = [...doc.children];
  // An explicit stack keeps very deep, broken pages from exhausting the call stack.
  while (stack.length > 0) {
    const node = stack.pop();
    if (!node || !isTag(node)) continue;
    const name = node.name;
    if (name === "meta") index.metas.push(node);
    else if (name === "link") index.links.push(node);
    else if (name === "title") index.titles.push(node);
    else if (name === "script" && (node.attribs.type ?? "").toLowerCase().includes("ld+json")) index.jsonLd.push(node);
    else if (name === "script" && isStateScript(node)) index.stateScripts.push(node);
    if (CARD_HINT.test(`${node.attribs.class ?? ""} ${node.attribs.id ?? ""}`)) index.cards.push(node);
    if (
      (node.attribs.itemtype !== undefined || node.attribs.typeof !== undefined) &&
      /(^|[\s/:#])Recipe(\s|$)/.test(`${node.attribs.itemtype ?? ""} ${node.attribs.typeof ?? ""}`)
    ) {
      index.recipeScopes.push(node);
    }
    for (let i = node.children.length - 1; i >= 0; i--) {
      const child = node.children[i];
      if (child) stack.push(child);
    }
  }
  return index;
}
