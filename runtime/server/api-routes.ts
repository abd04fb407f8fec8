import type { ApiRoute } from "../types/index.ts";

// Every capability registers its API routes here, one import each.
export const apiRoutes: ApiRoute[] = [];
