import { describe, expect, it } from "vitest";
import { QueryClient, dehydrate } from "@tanstack/react-query";
import type { PagePayload, Site } from "../types/index.ts";
import { documentTail } from "./document-shell.ts";
import { toPublicSite } from "../site/public-site.ts";

const site = {
  slug: "test-motors",
  name: "Test Motors",
  pages: {},
  routes: {},
  theme: { colors: {} },
  analytics: { tag_manager_id: null, ga4_measurement_id: null, meta_pixel_id: null, consent_banner: false, consent_text: "" },
  leads: { server: { webhook_secret: "hidden" }, form: "x" },
} as unknown as Site;

function pageData(html: string): unknown {
  const json = /<script id="fc-data" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!;
  return JSON.parse(json);
}

describe("documentTail", () => {
  it("writes the page data as the site's public part and the dehydrated cache, its payload from the JSON made of it", () => {
    const payload = { path: "/search?x=</script>&y=1", status: 200, blocks: [{ type: "Text", props: { text: "a & b > c" } }] } as unknown as PagePayload;
    const queryClient = new QueryClient();
    queryClient.setQueryData(["page", payload.path], payload);
    const state = dehydrate(queryClient);
    const html = documentTail({ site, state, payload: { value: payload, json: JSON.stringify(payload) }, assets: { entry: null, stylesheet: null, preload: [] } as never, nonce: "n", consent: null });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(pageData(html)).toEqual(JSON.parse(JSON.stringify({ site: toPublicSite(site), state })));
    expect(JSON.stringify(pageData(html))).not.toContain("hidden");
  });
});
