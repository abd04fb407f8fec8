import { describe, expect, it } from "vitest";
import { carPdf } from "./pdf.ts";
import { readPdf } from "../../tests/kit/vehicle/read-pdf.ts";
import { testCar } from "../../tests/kit/vehicle/test-car.ts";
import { testSite } from "../../tests/kit/vehicle/test-context.ts";

const site = testSite({ vehicle_page: { rego_unregistered: false } });
const url = "https://harbourmotors.com.au/cars/x";

describe("carPdf", () => {
  it("produces a PDF a reader can open: cross-reference table, trailer, pages with the car's title, price and VIN", async () => {
    const car = testCar({ before_price: 29990, dealercomments: "Immaculate." });
    const pdf = readPdf(await carPdf(car, site, url));
    expect(pdf.version).toMatch(/^1\.\d$/);
    expect(pdf.pageCount).toBeGreaterThanOrEqual(1);
    const text = pdf.lines.join("\n");
    expect(text).toContain("2021 Toyota Corolla");
    expect(text).toContain("$27,990");
    expect(text).toContain("Was $29,990");
    expect(text).toContain(car.vin);
    expect(text).toContain("Immaculate.");
    expect(text).toContain(url);
  });

  it("runs onto more pages when the car has a long feature list", async () => {
    const features = Array.from({ length: 120 }, (_, i) => `Feature number ${i + 1}`);
    const short = readPdf(await carPdf(testCar({ standardEquipment: features.slice(0, 3) }), site, url));
    const pdf = readPdf(await carPdf(testCar({ standardEquipment: features }), site, url));
    expect(pdf.pageCount).toBeGreaterThan(short.pageCount);
    expect(pdf.lines.join("\n")).toContain("Feature number 120");
  });
});

describe("readPdf", () => {
  it("refuses files a reader could not open", async () => {
    const pdf = await carPdf(testCar(), site, url);
    expect(() => readPdf(pdf.subarray(0, pdf.length - 200))).toThrow();
    expect(() => readPdf(Buffer.concat([Buffer.from("%PDF-1.3\n%%EOF")]))).toThrow(/startxref/);
    expect(() => readPdf(Buffer.from("<html></html>"))).toThrow(/header/);
    // A table entry pointing one byte past its object.
    const text = pdf.toString("latin1");
    const entry = /xref\n0 \d+\n0000000000 65535 f \n(\d{10})/.exec(text)!;
    const at = entry.index + entry[0].length - 10;
    const moved = Buffer.from(text.slice(0, at) + String(Number(entry[1]) + 1).padStart(10, "0") + text.slice(at + 10), "latin1");
    expect(() => readPdf(moved)).toThrow(/is not at/);
  });
});
