import type { Site } from "../types/index.ts";
import { readableOn } from "./readable-on.ts";

const COLOR_VARIABLES: Record<string, string> = {
  primary: "--color-primary",
  on_primary: "--color-on-primary",
  accent: "--color-accent",
  on_accent: "--color-on-accent",
  background: "--color-background",
  surface: "--color-surface",
  text: "--color-text",
  muted: "--color-muted",
  border: "--color-border",
};

/** The site's theme as CSS custom properties on :root; values that could break out of the rule are dropped. */
export function themeCss(theme: Site["theme"]): string {
  const declarations: string[] = [];
  const colors = { ...(theme.colors ?? {}) } as unknown as Record<string, string | undefined>;
  // A dealer's accent may be dark or light; its text stays readable unless the site chose one.
  if (colors.accent && !colors.on_accent && safe(colors.accent)) colors.on_accent = readableOn(colors.accent);
  for (const [key, variable] of Object.entries(COLOR_VARIABLES)) {
    const value = colors[key];
    if (value && safe(value)) declarations.push(`${variable}:${value}`);
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
