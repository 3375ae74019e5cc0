import { useCallback, useEffect, useRef, useState } from "react";
import { discardPreview, previewRemoteImage } from "./web-import";

export type ImportedImage = { status: "none" | "loading" | "failed"; url: null } | { status: "ready"; url: string };

/**
 * The imported page's image, stored as an unused upload so the form can show it (our CSP allows
 * images from ourselves only). `release` drops that upload unless the saved recipe kept it.
 */
export function useImportedImage(
  remote: string | null,
  onReady: (url: string) => void,
): ImportedImage & { release: (kept: string | null) => void } {
  const [image, setImage] = useState<ImportedImage>(remote ? { status: "loading", url: null } : { status: "none", url: null });
  const stored = useRef<string | null>(null);
  const ready = useRef(onReady);
  useEffect(() => {
    ready.current = onReady;
  });

  useEffect(() => {
    if (!remote) return;
    const controller = new AbortController();
    previewRemoteImage(remote, controller.signal).then(
      (url) => {
        if (controller.signal.aborted) return discardPreview(url);
        stored.current = url;
        setImage({ status: "ready", url });
        ready.current(url);
      },
      () => {
        if (!controller.signal.aborted) setImage({ status: "failed", url: null });
      },
    );
    return () => controller.abort();
  }, [remote]);

  const release = useCallback((kept: string | null) => {
    if (stored.current && stored.current !== kept) discardPreview(stored.current);
    stored.current = null;
  }, []);

  useEffect(() => () => release(null), [release]);
  return { ...image, release };
}
