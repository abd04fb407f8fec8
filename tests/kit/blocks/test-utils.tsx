import type { ComponentType, ReactNode } from "react";
import { afterEach } from "vitest";
import { cleanup, render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { MemoryRouter, useLocation } from "react-router";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import { RouteContext, SiteContext, type PublicSite, type RouteInfo } from "../../../runtime/ui/site-context.tsx";
import type { BlockComponentProps } from "../../../runtime/types/index.ts";

// Vitest runs without globals, so Testing Library cannot unmount between tests by itself.
afterEach(cleanup);
const serverPages = new Set<HTMLElement>();
afterEach(() => {
  serverPages.forEach((page) => page.remove());
  serverPages.clear();
});

/** A small, complete dealer site for block tests; override only what a test is about. */
export function fakeSite(overrides: Record<string, unknown> = {}): PublicSite {
  const site = {
    slug: "harbour-motors",
    name: "Harbour Motors",
    template: "franchise",
    domains: ["harbourmotors.com.au"],
    dealerships: [{ id: 101, slug: "harbour-motors-toyota", name: "Harbour Motors Toyota" }],
    logo: { url: "/media/logos/harbour-motors.svg", alt: "Harbour Motors", width: 180, height: 48 },
    address: { street: "1 Harbour Street", city: "Sydney", state: "NSW", postcode: "2000" },
    phone: "02 9000 0000",
    locations: [],
    manufacturer: "Toyota",
    theme: {
      colors: {
        primary: "#0b5cab", on_primary: "#ffffff", accent: "#f5a623", background: "#ffffff",
        surface: "#f4f6f8", text: "#1a1a1a", muted: "#5f6b7a", border: "#d9dee4",
      },
      fonts: { body: "system-ui, sans-serif", heading: "system-ui, sans-serif" },
      radius: "8px",
    },
    navigation: {
      header: [
        { label: "Home", href: "/" },
        {
          label: "Vehicles",
          children: [
            { label: "New Cars", href: "/search/new-cars" },
            { label: "Used Cars", href: "/search/used-cars" },
          ],
        },
        { label: "Brands", mega_menu: "brands" },
        { label: "Finance", href: "/finance" },
      ],
      footer: [
        { heading: "Vehicles by body type", links: [{ label: "SUV", href: "/search/used-cars?body=suv" }] },
        { heading: "Buyer Tools", links: [{ label: "Finance", href: "/finance" }] },
      ],
    },
    brands: [],
    texts: { no_price: "Enquire for price.", enquire_button: "Enquire Now" },
    features: {},
    layout: { before: [{ type: "SiteHeader" }], after: [{ type: "SiteFooter" }] },
    ...overrides,
  };
  return site as unknown as PublicSite;
}

const validators = new WeakMap<object, ValidateFunction>();

/**
 * A block's props as the runtime hands them over: validated against the block's schema (strict mode, so a
 * schema mistake fails the test) with the schema's defaults applied.
 */
export function propsFrom<P>(schema: object, props: Record<string, unknown> = {}): P {
  let validate = validators.get(schema);
  if (!validate) {
    validate = new Ajv2020({ strict: true, useDefaults: true, allErrors: true }).compile(schema);
    validators.set(schema, validate);
  }
  const copy = structuredClone(props);
  if (!validate(copy)) throw new Error(`Invalid props: ${JSON.stringify(validate.errors)}`);
  return copy as P;
}

interface RenderBlockOptions<P, D> {
  props: P;
  data?: D;
  site?: PublicSite;
  /** The current path (and query); also the route's path. */
  path?: string;
  route?: Partial<RouteInfo>;
  blockId?: string;
  /** Rendered after the block, inside the same router and contexts (e.g. <CurrentPath />). */
  after?: ReactNode;
}

/**
 * Renders a block the way a page does: inside a router, with the site and route contexts and a react-query client
 * of its own (no retries, so a failing fetch shows its error at once).
 */
export function renderBlock<P, D>(Block: ComponentType<BlockComponentProps<P, D>>, options: RenderBlockOptions<P, D>) {
  return render(blockTree(Block, options));
}

/** The HTML the server sends for a block, in the document and never hydrated: what a shopper without JavaScript sees. */
export function renderBlockOnServer<P, D>(Block: ComponentType<BlockComponentProps<P, D>>, options: RenderBlockOptions<P, D>): HTMLElement {
  const page = document.createElement("div");
  page.innerHTML = renderToString(blockTree(Block, options));
  document.body.append(page);
  serverPages.add(page);
  return page;
}

function blockTree<P, D>(Block: ComponentType<BlockComponentProps<P, D>>, options: RenderBlockOptions<P, D>) {
  const path = options.path ?? "/";
  const route: RouteInfo = { pattern: path, params: {}, path, pageId: "home", ...options.route };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <SiteContext.Provider value={options.site ?? fakeSite()}>
          <RouteContext.Provider value={route}>
            <Block props={options.props} data={options.data as D} blockId={options.blockId ?? "test-0"} />
            {options.after}
          </RouteContext.Provider>
        </SiteContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

/** Shows the router's current path and query as a status message, to see where a click navigated. */
export function CurrentPath() {
  const location = useLocation();
  return <output>{location.pathname + location.search}</output>;
}
