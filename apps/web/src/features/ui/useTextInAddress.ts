import { useEffect, useState } from "react";

/**
 * A search box whose text lives in the address. The box answers every key at once; the address
 * (and so the list it filters) follows once typing pauses for `debounceMs`. When the address changes
 * for another reason (back, forward, a link), the box takes that text in; the echo of its own
 * change never overwrites what was typed since.
 */
export function useTextInAddress(inAddress: string, write: (text: string) => void, debounceMs: number) {
  const [text, setText] = useState(inAddress);
  const [seen, setSeen] = useState(inAddress);
  const [written, setWritten] = useState<string | null>(null);
  if (inAddress !== seen) {
    setSeen(inAddress);
    if (inAddress !== written) setText(inAddress);
  }
  useEffect(() => {
    if (text === inAddress) return;
    const timer = setTimeout(() => {
      setWritten(text);
      write(text);
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [text, inAddress, write, debounceMs]);
  return [text, setText] as const;
}
