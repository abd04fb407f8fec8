import { colourHex } from "../stock/colours.ts";
import { artShape } from "./art-shape.ts";
import type { ArtCar } from "./car-image.ts";
import { SPIN_MODELS, type Block } from "./spin-models.ts";
import { escapeXml, points, shade, svgOpen } from "./svg.ts";

export const SPIN_FRAME_COUNT = 36;

type Vec = [number, number, number];
const ELEVATION = (22 * Math.PI) / 180;
const TOWARD_VIEWER: Vec = [0, -Math.cos(ELEVATION), Math.sin(ELEVATION)];
const LIGHT: Vec = normalise([-0.35, -0.55, 0.76]);
const CENTRE_X = 300;
const CENTRE_Y = 285;

/** Frame `n` (1-based) of a car's 360 spin: the car turned by (n - 1) x 10 degrees, seen from slightly above. */
export function spinFrameSvg(car: ArtCar, n: number, width = 600): string {
  const angle = ((n - 1) * 2 * Math.PI) / SPIN_FRAME_COUNT;
  const model = SPIN_MODELS[artShape(car)];
  const paint = colourHex(car.colour);
  const rotate = ([x, y, z]: Vec): Vec => [x * Math.cos(angle) - y * Math.sin(angle), x * Math.sin(angle) + y * Math.cos(angle), z];
  const project = ([x, y, z]: Vec): [number, number] => [
    CENTRE_X + x,
    CENTRE_Y - z * Math.cos(ELEVATION) - y * Math.sin(ELEVATION),
  ];
  const half = model.blocks.reduce((max, block) => Math.max(max, Math.abs(block.x[0]), Math.abs(block.x[1])), 0);
  const footprint = ([[-half, -100], [half, -100], [half, 100], [-half, 100]] as const).map(([x, y]) => project(rotate([x, y, 0])));
  const wheels = model.wheels.flatMap((x) => (model.track ? [-model.track, model.track] : [0]).map((y) => rotate([x, y, model.radius])));
  const wheel = ([x, y, z]: Vec) => {
    const [sx, sy] = project([x, y, z]);
    const rx = Math.max(model.radius * Math.abs(Math.cos(angle)), model.radius * 0.3);
    return `<ellipse cx="${Math.round(sx)}" cy="${Math.round(sy)}" rx="${Math.round(rx)}" ry="${Math.round(model.radius * Math.cos(ELEVATION))}" fill="#1d1f21"/>`;
  };
  const blocks = model.blocks
    .map((block) => ({ block, depth: rotate([(block.x[0] + block.x[1]) / 2, 0, 0])[1] }))
    // A block resting on another is drawn after it; blocks side by side are drawn far to near.
    .sort((a, b) => (a.block.z[0] >= b.block.z[1] - 1 ? 1 : b.block.z[0] >= a.block.z[1] - 1 ? -1 : b.depth - a.depth))
    .map(({ block }) => drawBlock(block, paint, rotate, project));
  return [
    svgOpen(600, 400, width),
    `<title>${escapeXml(car.name)} - 360 view ${n} of ${SPIN_FRAME_COUNT}</title>`,
    `<rect width="600" height="400" fill="#eef1f4"/><rect y="250" width="600" height="150" fill="#dde2e7"/>`,
    `<polygon points="${points(footprint)}" fill="#000" opacity=".18"/>`,
    ...wheels.filter((w) => w[1] > 0).map(wheel),
    ...blocks,
    lights(model.blocks, angle, project, rotate),
    ...wheels.filter((w) => w[1] <= 0).map(wheel),
    `</svg>`,
  ].join("");
}

function drawBlock(block: Block, paint: string, rotate: (v: Vec) => Vec, project: (v: Vec) => [number, number]): string {
  const [x0, x1] = block.x;
  const [t0, t1] = block.top ?? block.x;
  const [z0, z1] = block.z;
  const tw = block.tw ?? block.w;
  const corners: Vec[] = [
    [x0, -block.w, z0], [x1, -block.w, z0], [x1, block.w, z0], [x0, block.w, z0],
    [t0, -tw, z1], [t1, -tw, z1], [t1, tw, z1], [t0, tw, z1],
  ].map((v) => rotate(v as Vec));
  const faces = [[4, 5, 6, 7], [0, 1, 5, 4], [1, 2, 6, 5], [2, 3, 7, 6], [3, 0, 4, 7]];
  const centre = average(corners);
  return faces
    .map((face, index) => {
      const vertices = face.map((i) => corners[i] as Vec);
      const normal = outwardNormal(vertices, centre);
      if (dot(normal, TOWARD_VIEWER) <= 0) return "";
      const base = block.role === "panel" ? "#e6e9ec" : block.role === "cabin" && index > 0 ? "#2a3540" : paint;
      const light = 0.62 + 0.5 * Math.max(0, dot(normal, LIGHT));
      return `<polygon points="${points(vertices.map(project))}" fill="${shade(base, light)}" stroke="${shade(base, 0.7)}" stroke-width="1.5" stroke-linejoin="round"/>`;
    })
    .join("");
}

/** Headlights on the frontmost block and tail lights on the rearmost one, drawn when that end faces the viewer. */
function lights(blocks: readonly Block[], angle: number, project: (v: Vec) => [number, number], rotate: (v: Vec) => Vec): string {
  const front = blocks.reduce((a, b) => (b.x[1] > a.x[1] ? b : a));
  const rear = blocks.reduce((a, b) => (b.x[0] < a.x[0] ? b : a));
  const facing = -Math.sin(angle) * Math.cos(ELEVATION);
  const lamp = (block: Block, x: number, colour: string) => {
    const z = block.z[0] + (block.z[1] - block.z[0]) * 0.6;
    const sides = block.w > 30 ? [-block.w * 0.65, block.w * 0.65] : [0];
    return sides
      .map((y) => {
        const [sx, sy] = project(rotate([x, y, z]));
        return `<circle cx="${Math.round(sx)}" cy="${Math.round(sy)}" r="7" fill="${colour}"/>`;
      })
      .join("");
  };
  if (facing > 0.05) return lamp(front, front.x[1], "#fff6c8");
  if (facing < -0.05) return lamp(rear, rear.x[0], "#d3192b");
  return "";
}

function outwardNormal(vertices: Vec[], centre: Vec): Vec {
  const [a, b, c] = vertices as [Vec, Vec, Vec];
  let normal = normalise(cross(sub(b, a), sub(c, a)));
  if (dot(normal, sub(average(vertices), centre)) < 0) normal = [-normal[0], -normal[1], -normal[2]];
  return normal;
}

const sub = (a: Vec, b: Vec): Vec => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: Vec, b: Vec) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vec, b: Vec): Vec => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
function normalise(v: Vec): Vec {
  const length = Math.hypot(...v) || 1;
  return [v[0] / length, v[1] / length, v[2] / length];
}
function average(vs: Vec[]): Vec {
  const sum = vs.reduce((acc, v) => [acc[0] + v[0], acc[1] + v[1], acc[2] + v[2]] as Vec, [0, 0, 0] as Vec);
  return [sum[0] / vs.length, sum[1] / vs.length, sum[2] / vs.length];
}
