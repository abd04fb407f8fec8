import type { Car } from "../../types/generated/car.ts";
import { escapeXml, svgOpen } from "./svg.ts";

export type ReportCar = Pick<Car, "name" | "vin" | "regplate" | "state" | "km" | "year" | "build_date" | "compliance_date">;

/** A one-page vehicle history report (the car's `file`), A4 proportions. */
export function historyReportSvg(car: ReportCar): string {
  const rows: [string, string][] = [
    ["Vehicle", car.name],
    ["VIN", car.vin ?? "Not recorded"],
    ["Registration", car.regplate ? `${car.regplate} (${car.state ?? "-"})` : "Unregistered"],
    ["Odometer", `${String(car.km).replace(/\B(?=(\d{3})+(?!\d))/g, ",")} km`],
    ["Build date", car.build_date ?? "Not recorded"],
    ["Compliance date", car.compliance_date ?? "Not recorded"],
    ["Written-off register", "No record found"],
    ["Stolen vehicle register", "No record found"],
    ["Finance owing (PPSR)", "No security interest registered"],
  ];
  return [
    svgOpen(595, 842, 595),
    `<title>Vehicle history report - ${escapeXml(car.name)}</title>`,
    `<rect width="595" height="842" fill="#fff"/><rect width="595" height="90" fill="#1f3356"/>`,
    `<text x="40" y="56" font-family="sans-serif" font-size="26" font-weight="700" fill="#fff">Vehicle history report</text>`,
    ...rows.map(([label, value], i) => {
      const y = 150 + i * 44;
      return `<text x="40" y="${y}" font-family="sans-serif" font-size="14" fill="#5f6b7a">${label}</text>` +
        `<text x="240" y="${y}" font-family="sans-serif" font-size="15" fill="#1a1a1a">${escapeXml(value)}</text>` +
        `<line x1="40" y1="${y + 16}" x2="555" y2="${y + 16}" stroke="#d9dee4"/>`;
    }),
    `<text x="40" y="800" font-family="sans-serif" font-size="11" fill="#5f6b7a">Demonstration report generated from the dealer's stock record.</text>`,
    `</svg>`,
  ].join("");
}
