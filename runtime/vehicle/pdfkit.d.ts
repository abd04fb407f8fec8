// pdfkit ships no types; this declares only the calls the vehicle PDF makes.
declare module "pdfkit" {
  interface TextOptions {
    width?: number;
    align?: "left" | "right" | "center" | "justify";
    continued?: boolean;
    lineGap?: number;
  }

  class PDFDocument {
    constructor(options?: { size?: string; margin?: number; info?: Record<string, string> });
    readonly page: { width: number; height: number; margins: { left: number; right: number; top: number; bottom: number } };
    x: number;
    y: number;
    font(name: string): this;
    fontSize(size: number): this;
    fillColor(color: string): this;
    text(text: string, options?: TextOptions): this;
    text(text: string, x: number, y: number, options?: TextOptions): this;
    moveDown(lines?: number): this;
    moveTo(x: number, y: number): this;
    lineTo(x: number, y: number): this;
    strokeColor(color: string): this;
    stroke(): this;
    addPage(): this;
    image(source: Buffer, options?: { fit?: [number, number]; align?: "left" | "center" | "right" }): this;
    heightOfString(text: string, options?: TextOptions): number;
    on(event: "data", listener: (chunk: Buffer) => void): this;
    on(event: "end", listener: () => void): this;
    on(event: "error", listener: (error: Error) => void): this;
    end(): void;
  }

  export default PDFDocument;
}
