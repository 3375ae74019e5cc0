import { useEffect, useRef } from "react";
import { WEB_IMPORT_HANDOFF } from "@simmer/contracts";

/**
 * The bookmarklet's script (ADR 067): posts the page in view, its address and source, to Simmer in
 * a new tab. A form post is used because it is a navigation: the page's own fetch rules (CSP
 * connect-src, CORS) do not apply to it, and the person's session stays in Simmer's tab.
 */
export function bookmarkletScript(origin: string): string {
  const action = JSON.stringify(`${origin}${WEB_IMPORT_HANDOFF.path}`);
  return [
    "(function(){",
    "var d=document,f=d.createElement('form');",
    `f.method='post';f.action=${action};f.target='_blank';f.acceptCharset='utf-8';f.style.display='none';`,
    "[['url',location.href],['html',d.documentElement.outerHTML]].forEach(function(p){",
    "var i=d.createElement('input');i.type='hidden';i.name=p[0];i.value=p[1];f.appendChild(i);});",
    "(d.body||d.documentElement).appendChild(f);f.submit();f.remove();",
    "})()",
  ].join("");
}

export const bookmarkletHref = (origin: string) => `javascript:${encodeURIComponent(bookmarkletScript(origin))}`;

/** 'Save to Simmer': a link to drag to the bookmarks bar; clicking it here does nothing. */
export function SaveToSimmerLink() {
  const link = useRef<HTMLAnchorElement>(null);
  // React refuses javascript: addresses in href (rightly, for data); this one is ours, set directly.
  useEffect(() => {
    link.current?.setAttribute("href", bookmarkletHref(window.location.origin));
  }, []);
  return (
    <p className="save-to-simmer muted">
      <a ref={link} className="btn btn-ghost save-to-simmer-link" onClick={(e) => e.preventDefault()} title="Drag me to your bookmarks bar">
        Save to Simmer
      </a>
      <span>Drag it to your bookmarks bar, then click it on any recipe page to import that recipe.</span>
    </p>
  );
}
