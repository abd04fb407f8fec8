import type { Site } from "./site.ts";
import type { Services } from "./services.ts";
import type { SignedInUser } from "./loader.ts";

/** What an API handler knows about its request. `site` is null on hosts that map to no site. */
export interface ApiContext {
  site: Site | null;
  params: Record<string, string>;
  url: URL;
  user: SignedInUser | null;
  services: Services;
  /** The client's IP address (for rate limits). */
  ip: string;
}

/** A web-standard API handler. Throwing is a bug: return a 4xx Response for bad input. */
export type ApiHandler = (request: Request, ctx: ApiContext) => Promise<Response> | Response;

/** A request as a text handler sees it: the body already read and decoded. */
export interface TextRequest {
  method: string;
  /** A header's value, by case-insensitive name; null when absent. */
  header(name: string): string | null;
  body: string;
}

/** A text handler's answer: a status, headers and a body of text. */
export interface TextAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The body's length in UTF-8 bytes when the handler counted it as it wrote; else the server measures it. */
  bytes?: number;
}

/**
 * An API handler for hot endpoints of text in, text out (the search protocol): the server calls it without
 * making web Request and Response objects, which cost more than a small search. Throwing is a bug, as for ApiHandler.
 */
export type TextHandler = (request: TextRequest, ctx: ApiContext) => Promise<TextAnswer>;

export interface ApiRoute {
  method: "GET" | "POST" | "PUT" | "DELETE" | "OPTIONS";
  /** Path pattern with `{param}` segments, e.g. `/api/cars/{slug}/autogauge`. */
  path: string;
  /** Always present; for a route with `text`, made from it (see textRoute), for callers holding a Request. */
  handler: ApiHandler;
  /** What the server calls instead of `handler` when present. */
  text?: TextHandler;
  /** Serve even when the Host header maps to no site (e.g. the search service). Default false. */
  anyHost?: boolean;
}
