// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { EARLY_CLICKS_SCRIPT, replayEarlyClicks } from "./early-clicks.ts";

function loadPage(html: string): void {
  document.body.innerHTML = `<div id="root">${html}</div>`;
  // What the head's inline script does in the browser: keep clicks from here until the replay.
  new Function(EARLY_CLICKS_SCRIPT)();
}

describe("clicks before hydration (architecture principle 5)", () => {
  afterEach(() => replayEarlyClicks(window));

  it("keeps a button's click until the page is interactive, then clicks it once", () => {
    loadPage(`<button type="button" id="reveal">Show number</button>`);
    const button = document.getElementById("reveal")!;
    button.click();
    button.click();
    let handled = 0;
    button.addEventListener("click", () => handled++);
    expect(handled).toBe(0);
    replayEarlyClicks(window);
    expect(handled).toBe(1);
    button.click();
    expect(handled).toBe(2);
  });

  it("leaves links and form submits to the browser: they work as plain HTML", () => {
    loadPage(`<form><button type="submit" id="send">Send</button></form><a href="#x" id="link">More</a>`);
    const events: boolean[] = [];
    document.addEventListener("click", (event) => events.push(event.defaultPrevented), { once: false });
    document.getElementById("link")!.click();
    document.getElementById("send")!.addEventListener("click", (event) => {
      events.push(event.defaultPrevented);
      event.preventDefault();
    });
    document.getElementById("send")!.click();
    expect(events.slice(0, 2)).toEqual([false, false]);
  });

  it("leaves a button outside the React root to its own script (the consent banner)", () => {
    loadPage(`<button type="button" id="inside">Show number</button>`);
    document.body.insertAdjacentHTML("beforeend", `<button type="button" id="banner">Accept</button>`);
    let handled = 0;
    document.getElementById("banner")!.addEventListener("click", () => handled++);
    document.getElementById("banner")!.click();
    expect(handled).toBe(1);
  });

  it("skips a kept button that is gone or disabled by the time the page hydrates", () => {
    loadPage(`<button type="button" id="a">A</button><button type="button" id="b">B</button>`);
    const [a, b] = [document.getElementById("a")!, document.getElementById("b") as HTMLButtonElement];
    a.click();
    b.click();
    let clicks = 0;
    b.addEventListener("click", () => clicks++);
    a.remove();
    b.disabled = true;
    replayEarlyClicks(window);
    expect(clicks).toBe(0);
  });
});
