import type { Car } from "../../types/generated/car.ts";
import { colourHex } from "../stock/colours.ts";
import { escapeXml, shade, svgOpen } from "./svg.ts";

export type InteriorCar = Pick<Car, "name" | "colour" | "interior_colour">;

/** The panorama is three 600 px views wide: left door, the dashboard through the windscreen, right door. */
const INTERIOR_WIDTH = 1800;
const HEIGHT = 400;

/**
 * A car's interior panorama, seen from the driver's seat of a right-hand-drive car: the doors in the car's
 * paint, the dash and seats in its trim colour. Wider than the viewer, so the shopper pans across it.
 */
export function interiorSvg(car: InteriorCar): string {
  const trim = colourHex(car.interior_colour ?? "charcoal");
  const dash = shade(trim, 0.55);
  const paint = colourHex(car.colour);
  const door = (x: number, flip: boolean) => {
    const t = `translate(${x} 0)${flip ? " scale(-1 1) translate(-600 0)" : ""}`;
    return [
      `<g transform="${t}">`,
      `<rect width="600" height="400" fill="${shade(trim, 0.8)}"/>`,
      `<polygon points="60,40 540,60 540,190 60,200" fill="url(#sky)" stroke="${paint}" stroke-width="18"/>`,
      `<rect x="60" y="230" width="420" height="26" rx="13" fill="${dash}"/>`,
      `<rect x="120" y="290" width="240" height="60" rx="10" fill="${shade(trim, 1.15)}"/>`,
      `</g>`,
    ].join("");
  };
  return [
    svgOpen(INTERIOR_WIDTH, HEIGHT, INTERIOR_WIDTH),
    `<title>${escapeXml(car.name)} - interior</title>`,
    `<defs><linearGradient id="sky" x2="0" y2="1"><stop offset="0" stop-color="#a9cdee"/><stop offset="1" stop-color="#eef5fb"/></linearGradient></defs>`,
    door(0, false),
    // Windscreen and road ahead, then the dashboard across it.
    `<rect x="600" width="600" height="400" fill="url(#sky)"/>`,
    `<polygon points="600,230 860,170 940,170 1200,230" fill="#8d9499"/>`,
    `<rect x="600" width="600" height="22" fill="${dash}"/><rect x="600" width="24" height="400" fill="${dash}"/><rect x="1176" width="24" height="400" fill="${dash}"/>`,
    `<path d="M600 250 Q900 190 1200 250 L1200 400 L600 400 Z" fill="${trim}"/>`,
    `<rect x="840" y="240" width="120" height="80" rx="8" fill="#1d2329"/><rect x="852" y="252" width="96" height="56" rx="4" fill="#3b6f9e"/>`,
    `<rect x="1010" y="236" width="130" height="46" rx="12" fill="#1d2329"/>`,
    `<circle cx="1075" cy="320" r="82" fill="none" stroke="${dash}" stroke-width="20"/>`,
    `<circle cx="1075" cy="320" r="22" fill="${dash}"/>`,
    `<path d="M993 320 H1053 M1097 320 H1157 M1075 342 V402" stroke="${dash}" stroke-width="16"/>`,
    `<rect x="870" y="340" width="60" height="60" rx="8" fill="${shade(trim, 0.7)}"/>`,
    door(1200, true),
    `</svg>`,
  ].join("");
}
