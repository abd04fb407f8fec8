import type { Site } from "./site.ts";
import type { LoaderContext } from "./loader.ts";

/** What an API handler knows about its request. `site` is null on hosts that map to no site. */
export interface ApiContext extends Pick<LoaderContext, "params" | "url" | "user" | "services"> {
  site: Site | null;
  /** The client's IP address (for rate limits). */
  ip: string;
}

/** A web-standard API handler. Throwing is a bug: return a 4xx Response for bad input. */
export type ApiHandler = (request: Request, ctx: ApiContext) => Promise<Response> | Response;

export interface ApiRoute {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";
  /** Path pattern with `{param}` segments, e.g. `/api/cars/{slug}/autogauge`. */
  path: string;
  handler: ApiHandler;
  /** Serve even when the Host header maps to no site (e.g. the search service). Default false. */
  anyHost?: boolean;
  /** Largest body this route reads, in bytes, when it needs more than the server's BODY_LIMIT_BYTES (a stock feed). */
  bodyLimit?: number;
  /**
   * Checked before the body is read (the request it gets has none): a Response refuses the request. An admin
   * route's token check, so a caller without one cannot make the server read a large body.
   */
  authorize?: (request: Request, ctx: ApiContext) => Promise<Response | null>;
  /**
   * The route takes multipart/form-data uploads: the server streams in at most `files` files of at most
   * `fileBytes` each (413 beyond) and hands them to the handler as the request's form data.
   */
  multipart?: { files: number; fileBytes: number };
  /** Send the handler's Response body as it is produced rather than read whole first (a sitemap of every car). */
  stream?: boolean;
}
