import PDFDocument from "pdfkit";
import type { Car, Site } from "../types/index.ts";
import { priceDisplay } from "../rules/price-display.ts";
import type { SpecLine } from "../rules/spec-lines.ts";
import { allSpecifications, carSummary, keyInformation } from "../rules/vehicle-specs.ts";
import { vehicleTitle } from "../rules/vehicle-naming.ts";

type PdfSite = Pick<Site, "name" | "phone" | "offers_subscription" | "texts" | "vehicle_page">;

/** The downloadable brochure of a car ({slug}.pdf): title, price, its photo (a JPEG), facts, features and the dealer's comments. */
export function carPdf(car: Car, site: PdfSite, pageUrl: string, now = new Date(), photo?: Uint8Array): Promise<Buffer> {
  const doc = new PDFDocument({ size: "A4", margin: 48, info: { Title: car.name, Author: site.name } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const { title, subtitle } = vehicleTitle(car);
  const price = priceDisplay(car, { subscription: site.offers_subscription, noPriceText: site.texts.no_price });
  doc.font("Helvetica").fontSize(10).fillColor("#555555").text(`${site.name}  |  ${site.phone}`);
  doc.moveDown(0.5).font("Helvetica-Bold").fontSize(22).fillColor("#111111").text(title);
  if (subtitle) doc.font("Helvetica").fontSize(13).fillColor("#333333").text(subtitle);
  doc.moveDown(0.5).font("Helvetica-Bold").fontSize(18).fillColor("#111111").text(price.text, { continued: !!price.wasText });
  if (price.wasText) doc.font("Helvetica").fontSize(11).fillColor("#777777").text(`   Was ${price.wasText}`);
  if (car.location) doc.font("Helvetica").fontSize(10).fillColor("#333333").text(`Located at ${car.location.name}${car.location.phone ? `, ${car.location.phone}` : ""}`);

  if (photo) {
    const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
    doc.moveDown(0.5).image(Buffer.from(photo), { fit: [width, width * (2 / 3)], align: "center" });
    doc.moveDown(0.5);
  }
  section(doc, "Key information", keyInformation(car, now, site.vehicle_page.rego_unregistered));
  section(doc, "Car summary", carSummary(car));
  section(doc, "Specifications", allSpecifications(car));
  if (car.standardEquipment?.length) {
    heading(doc, "Features");
    doc.font("Helvetica").fontSize(10).fillColor("#222222").text(car.standardEquipment.map((item) => `•  ${item}`).join("\n"), { lineGap: 2 });
  }
  if (car.dealercomments?.trim()) {
    heading(doc, "Dealer comments");
    doc.font("Helvetica").fontSize(10).fillColor("#222222").text(car.dealercomments.trim(), { lineGap: 2 });
  }
  doc.moveDown(1).font("Helvetica").fontSize(9).fillColor("#555555").text(pageUrl);
  doc.end();
  return done;
}

function heading(doc: PDFDocument, text: string): void {
  doc.moveDown(1).font("Helvetica-Bold").fontSize(13).fillColor("#111111").text(text);
  const y = doc.y + 2;
  doc.moveTo(doc.page.margins.left, y).lineTo(doc.page.width - doc.page.margins.right, y).strokeColor("#cccccc").stroke();
  doc.moveDown(0.4);
}

function section(doc: PDFDocument, title: string, lines: SpecLine[]): void {
  if (lines.length === 0) return;
  heading(doc, title);
  const left = doc.page.margins.left;
  for (const line of lines) {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 20) doc.addPage();
    const y = doc.y;
    doc.font("Helvetica").fontSize(10).fillColor("#555555").text(line.label, left, y, { width: 180 });
    doc.font("Helvetica-Bold").fillColor("#111111").text(line.value, left + 190, y, { width: 300 });
    doc.x = left;
  }
}
