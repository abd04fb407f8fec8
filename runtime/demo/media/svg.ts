/** Text safe inside SVG markup. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** `x,y x,y ...` with whole-pixel coordinates (keeps the markup small). */
export function points(list: readonly (readonly [number, number])[]): string {
  return list.map(([x, y]) => `${Math.round(x)},${Math.round(y)}`).join(" ");
}

/** A colour lightened (factor > 1) or darkened (factor < 1). */
export function shade(hex: string, factor: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 255;
    const scaled = factor >= 1 ? c + (255 - c) * (factor - 1) : c * factor;
    return Math.max(0, Math.min(255, Math.round(scaled)));
  };
  return `#${((1 << 24) | (channel(16) << 16) | (channel(8) << 8) | channel(0)).toString(16).slice(1)}`;
}

/** A stable 32-bit hash of a string, for picking colours and variations deterministically. */
export function hashText(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

/** Opening tag of an artwork: drawn in a fixed viewBox, rendered at the requested width. */
export function svgOpen(viewWidth: number, viewHeight: number, width: number): string {
  const height = Math.round((width * viewHeight) / viewWidth);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${viewWidth} ${viewHeight}">`;
}
