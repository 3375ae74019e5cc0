/**
 * Runs work once the page is idle after its first screen, so it never lengthens the tasks that
 * paint that screen (docs/benchmarks.md, Lighthouse). `timeout` bounds the wait on a busy page.
 */
export function whenIdle(work: () => void, timeout = 4000): void {
  const run = () => {
    if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(() => work(), { timeout });
    else window.setTimeout(work, 200);
  };
  if (document.readyState === "complete") run();
  else window.addEventListener("load", run, { once: true });
}
