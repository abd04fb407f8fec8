import type { Site } from "../types/index.ts";
import { readableOn } from "./readable-on.ts";

/** The theme's colours, in the order their `--color-*` variables are written (`on_primary` as `--color-on-primary`). */
const COLORS = ["primary", "on_primary", "accent", "on_accent", "background", "surface", "text", "muted", "border"];

/** The site's theme as CSS custom properties on :root; values that could break out of the rule are dropped. */
export function themeCss(theme: Site["theme"]): string {
  const declarations: string[] = [];
  const colors = { ...(theme.colors ?? {}) } as unknown as Record<string, string | undefined>;
  // A dealer's accent may be dark or light; its text stays readable unless the site chose one.
  if (colors.accent && !colors.on_accent && safe(colors.accent)) colors.on_accent = readableOn(colors.accent);
  for (const key of COLORS) {
    const value = colors[key];
    if (value && safe(value)) declarations.push(`--color-${key.replace("_", "-")}:${value}`);
  }
  const fonts = (theme.fonts ?? {}) as unknown as Record<string, string | undefined>;
  if (fonts.body && safe(fonts.body)) declarations.push(`--font-body:${fonts.body}`);
  if (fonts.heading && safe(fonts.heading)) declarations.push(`--font-heading:${fonts.heading}`);
  if (theme.radius && safe(theme.radius)) declarations.push(`--radius:${theme.radius}`);
  return `:root{${declarations.join(";")}}`;
}

function safe(value: string): boolean {
  return !/[<>{};\\]/.test(value);
}
