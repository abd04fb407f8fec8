import type { Hotspot } from "../types/generated/hotspot.ts";
import { stepIndex } from "./media-gallery.ts";

/** Spec §9: one spin frame per 20 px of drag. */
export const SPIN_PX_PER_FRAME = 20;

/** Spec §9: default auto-rotate interval. */
export const SPIN_INTERVAL_MS = 100;

/** The frame shown after dragging `dx` px from `startFrame` (drag right turns forward), wrapping around. */
export function frameAfterDrag(startFrame: number, dx: number, frameCount: number): number {
  return stepIndex(startFrame, Math.trunc(dx / SPIN_PX_PER_FRAME), frameCount);
}

/** What the spin needs of a car's hotspot (schemas/hotspot.schema.json). */
export type SpinHotspot = Pick<Hotspot, "id" | "description" | "positions">;

export interface VisibleHotspot {
  id: Hotspot["id"];
  description: string;
  posX: number;
  posY: number;
}

/** Hotspots to draw on a frame: those with a position whose activeAngle is that frame. */
export function hotspotsAt(hotspots: readonly SpinHotspot[], frame: number): VisibleHotspot[] {
  return hotspots.flatMap((hotspot) => {
    const at = hotspot.positions.find((position) => position.activeAngle === frame);
    return at ? [{ id: hotspot.id, description: hotspot.description ?? "", posX: at.posX, posY: at.posY }] : [];
  });
}
