import { Parser } from "htmlparser2";
import type { TFetchedPage } from "./fetch-page";

/** How far into a page its `<meta charset>` is looked for (the HTML standard's prescan reads 1024 bytes). */
const PRESCAN_BYTES = 4096;

/**
 * The charset a page declares in its own markup: `<meta charset>` or
 * `<meta http-equiv="Content-Type" content="…; charset=…">`, read with the HTML parser from the
 * first bytes (decoded as Latin-1, which keeps every ASCII tag intact).
 */
export function declaredCharset(bytes: Uint8Array): string | undefined {
  let found: string | undefined;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (found !== undefined || name !== "meta") return;
        if (attributes.charset) found = attributes.charset.trim().toLowerCase();
        else if (attributes["http-equiv"]?.trim().toLowerCase() === "content-type" && attributes.content) {
          for (const parameter of attributes.content.split(";").slice(1)) {
            const [key, value] = parameter.split("=");
            if (key?.trim().toLowerCase() === "charset" && value)
              found = value
                .trim()
                .replace(/^["']|["']$/g, "")
                .toLowerCase();
          }
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(Buffer.from(bytes.subarray(0, PRESCAN_BYTES)).toString("latin1"));
  parser.end();
  return found === "" ? undefined : found;
}

/**
 * The page's text: the charset the server declared wins (the fetcher already decoded with it),
 * else a byte-order mark, else the page's own `<meta charset>`, else UTF-8.
 */
export function pageText(page: TFetchedPage): string {
  if (page.charset) return page.text;
  const bytes = page.bytes;
  const hasBom =
    (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) ||
    (bytes[0] === 0xfe && bytes[1] === 0xff) ||
    (bytes[0] === 0xff && bytes[1] === 0xfe);
  if (hasBom) return page.text;
  const label = declaredCharset(bytes);
  if (!label || label === "utf-8" || label === "utf8") return page.text;
  try {
    // The standard reads a page that claims UTF-16 in its markup as UTF-8 (it could not have said so otherwise).
    if (label.startsWith("utf-16")) return page.text;
    return new TextDecoder(label).decode(bytes);
  } catch {
    return page.text;
  }
}
