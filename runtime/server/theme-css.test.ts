import { describe, expect, it } from "vitest";
import { themeCss } from "./theme-css.ts";

describe("themeCss", () => {
  it("maps theme colours, fonts and radius to CSS variables", () => {
    const css = themeCss({
      colors: { primary: "#0b5cab", on_primary: "#fff" },
      fonts: { body: "Inter, system-ui, sans-serif" },
      radius: "6px",
    } as never);
    expect(css).toBe(":root{--color-primary:#0b5cab;--color-on-primary:#fff;--font-body:Inter, system-ui, sans-serif;--radius:6px}");
  });

  it("drops values that could escape the style element or the rule", () => {
    const css = themeCss({ colors: { primary: "red}</style><script>", accent: "#f00" } } as never);
    expect(css).toBe(":root{--color-accent:#f00;--color-on-accent:#000000}");
  });

  it("gives the accent readable text unless the site sets on_accent", () => {
    expect(themeCss({ colors: { accent: "#1f2a44" } } as never)).toBe(":root{--color-accent:#1f2a44;--color-on-accent:#ffffff}");
    expect(themeCss({ colors: { accent: "#ffb300" } } as never)).toBe(":root{--color-accent:#ffb300;--color-on-accent:#000000}");
    expect(themeCss({ colors: { accent: "#1f2a44", on_accent: "#ffd700" } } as never)).toBe(":root{--color-accent:#1f2a44;--color-on-accent:#ffd700}");
  });
});
