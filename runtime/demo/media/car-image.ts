import type { Car } from "../../types/generated/car.ts";
import { colourHex } from "../stock/colours.ts";
import { artShape } from "./art-shape.ts";
import { SILHOUETTES } from "./silhouettes.ts";
import { escapeXml, hashText, points, shade, svgOpen } from "./svg.ts";

export type ArtCar = Pick<Car, "id" | "name" | "colour" | "simple_body" | "item_type" | "photos_count">;

const BACKDROPS = [
  { sky: ["#cfe3f5", "#f4f8fc"], ground: "#b9c0c7" },
  { sky: ["#e9ecef", "#ffffff"], ground: "#d5d9dd" },
  { sky: ["#f7d9b5", "#fbeee0"], ground: "#a99a8b" },
  { sky: ["#28323e", "#4a5866"], ground: "#2b2f33" },
  { sky: ["#dff0e4", "#f5fbf7"], ground: "#9fb39f" },
] as const;

// Each photo of a car is taken from a different spot: side on, from the other side, close to the front or rear.
const VIEWS = [
  { flip: false, scale: 1, focus: 300 },
  { flip: true, scale: 1, focus: 300 },
  { flip: false, scale: 1.6, focus: 470 },
  { flip: true, scale: 1.6, focus: 130 },
  { flip: false, scale: 0.8, focus: 300 },
  { flip: true, scale: 1.25, focus: 330 },
] as const;

/**
 * Photo `n` (1-based) of a car's gallery: its silhouette in its colour, on a backdrop. No photo counter is drawn in:
 * the gallery shows its own, and a second one burnt into the photo overlapped it.
 */
export function carImageSvg(car: ArtCar, n: number, width = 600): string {
  const paint = colourHex(car.colour);
  const outline = shade(paint, 0.75);
  const shape = SILHOUETTES[artShape(car)];
  const backdrop = BACKDROPS[(hashText(String(car.id)) + n) % BACKDROPS.length] ?? BACKDROPS[0];
  const view = VIEWS[(n - 1) % VIEWS.length] ?? VIEWS[0];
  const transform = `translate(300 300) scale(${view.flip ? -view.scale : view.scale} ${view.scale}) translate(${-view.focus} -300)`;
  const wheels = shape.wheels
    .map((x) => `<circle cx="${x}" cy="${300 - shape.radius}" r="${shape.radius}" fill="#1d1f21"/><circle cx="${x}" cy="${300 - shape.radius}" r="${Math.round(shape.radius * 0.55)}" fill="#aeb4ba"/>`)
    .join("");
  const strokes = (shape.strokes ?? [])
    .map(([[x1, y1], [x2, y2]]) => `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"/>`)
    .join("");
  return [
    svgOpen(600, 400, width),
    `<title>${escapeXml(car.name)} - photo ${n} of ${car.photos_count}</title>`,
    `<defs><linearGradient id="s" x2="0" y2="1"><stop offset="0" stop-color="${backdrop.sky[0]}"/><stop offset="1" stop-color="${backdrop.sky[1]}"/></linearGradient></defs>`,
    `<rect width="600" height="400" fill="url(#s)"/><rect y="300" width="600" height="100" fill="${backdrop.ground}"/>`,
    `<g transform="${transform}">`,
    `<ellipse cx="300" cy="302" rx="270" ry="9" fill="#000" opacity=".25"/>`,
    `<g stroke="${paint}" stroke-width="12" stroke-linecap="round">${strokes}</g>`,
    `<polygon points="${points(shape.body)}" fill="${paint}" stroke="${outline}" stroke-width="5" stroke-linejoin="round"/>`,
    ...(shape.panels ?? []).map((panel) => `<polygon points="${points(panel)}" fill="#eceff1" stroke="${outline}" stroke-width="3"/>`),
    ...shape.windows.map((window) => `<polygon points="${points(window)}" fill="#26313c" opacity=".88"/>`),
    wheels,
    `</g>`,
    `</svg>`,
  ].join("");
}
