/**
 * Runs `run` once `element` first comes into the viewport: an animation below the fold starts when the shopper
 * scrolls to it, and the code it needs is not fetched while the page loads. Without IntersectionObserver it runs
 * at once. Returns what stops waiting.
 */
export function onceVisible(element: Element, run: () => void): () => void {
  if (typeof IntersectionObserver !== "function") {
    run();
    return () => {};
  }
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    run();
  });
  observer.observe(element);
  return () => observer.disconnect();
}
