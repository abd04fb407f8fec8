/**
 * Buttons clicked before the page's code has loaded are kept and clicked again once the page has hydrated, so no
 * click before hydration is lost. Links, form submit buttons and buttons outside the React root (the consent banner's, which its own script serves) are left alone: they work without the page's code. Written by
 * hand: React sees no event before hydration starts, and a click on a block whose Suspense boundary has not yet
 * hydrated did not reach its handler; nothing runs earlier than a script in the head.
 */
export const EARLY_CLICKS_SCRIPT =
  "(function(){var kept=[];function keep(event){" +
  'var button=event.target instanceof Element?event.target.closest("button"):null;' +
  'if(!button||button.disabled||(button.type==="submit"&&button.form)||!button.closest("#root"))return;' +
  // One replay per button: a double click on a toggle before hydration should not switch it back.
  "event.preventDefault();event.stopPropagation();if(kept.indexOf(button)<0)kept.push(button)}" +
  'document.addEventListener("click",keep,true);' +
  'window.__fcTakeEarlyClicks=function(){document.removeEventListener("click",keep,true);return kept}})()';

declare global {
  interface Window {
    /** Set by EARLY_CLICKS_SCRIPT: stops keeping clicks and returns the buttons clicked so far. */
    __fcTakeEarlyClicks?: () => HTMLButtonElement[];
  }
}

/** Stops keeping early clicks (React answers every click from here) and clicks each kept button again. */
export function replayEarlyClicks(target: Window): void {
  for (const button of target.__fcTakeEarlyClicks?.() ?? []) if (button.isConnected && !button.disabled) button.click();
}
