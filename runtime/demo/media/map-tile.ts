/**
 * The platform's demo map tiles: a plain street grid drawn in world pixels, so lines run on from one tile to
 * the next. They let location maps work with no tile provider and no call leaving the machine; a dealer's
 * site names its real provider in `maps.tile_url`.
 */
const TILE = 256;
const STREET_EVERY = 64;
const ROAD_EVERY = 320;
const MAX_ZOOM = 19;

/** Whether z/x/y names a tile of the Web Mercator grid. */
export function isTile(z: number, x: number, y: number): boolean {
  const span = 2 ** z;
  return [z, x, y].every(Number.isInteger) && z >= 0 && z <= MAX_ZOOM && x >= 0 && y >= 0 && x < span && y < span;
}

export function mapTileSvg(z: number, x: number, y: number): string {
  const left = x * TILE;
  const top = y * TILE;
  const lines = [...gridLines(left, "x"), ...gridLines(top, "y")];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE}" height="${TILE}" viewBox="0 0 ${TILE} ${TILE}">`,
    `<title>Demo map tile ${z}/${x}/${y}</title>`,
    `<rect width="${TILE}" height="${TILE}" fill="#eef0e6"/>`,
    ...lines,
    `</svg>`,
  ].join("");
}

function gridLines(start: number, axis: "x" | "y"): string[] {
  const lines: string[] = [];
  for (let world = Math.ceil(start / STREET_EVERY) * STREET_EVERY; world < start + TILE; world += STREET_EVERY) {
    const at = world - start;
    const road = world % ROAD_EVERY === 0;
    const ends = axis === "x" ? `x1="${at}" y1="0" x2="${at}" y2="${TILE}"` : `x1="0" y1="${at}" x2="${TILE}" y2="${at}"`;
    lines.push(`<line ${ends} stroke="${road ? "#f6d58e" : "#ffffff"}" stroke-width="${road ? 9 : 5}"/>`);
  }
  return lines;
}
