// The block kit's analytics: blocks report shopper events through this, never runtime/analytics directly.
export * from "../analytics/track.ts";
export { sendViewContent } from "../analytics/page-events.ts";
