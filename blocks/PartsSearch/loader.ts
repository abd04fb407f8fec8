import type { BlockLoader } from "../../runtime/types/index.ts";
import { catalogueVehicles, searchParts } from "../../runtime/kit/rules.ts";
import type { PartsSearchData } from "./data.ts";
import type { PartsSearchProps } from "./props.gen.ts";

const MAX_TEXT = 100;
const MAX_PAGE = 10_000;

/** Reads the search from the query string (?q=&make=&model=&year=&page=); what is out of bounds is ignored. */
const load: BlockLoader<PartsSearchProps, PartsSearchData> = (_props, ctx) => {
  const params = ctx.url.searchParams;
  const param = (name: string) => (params.get(name) ?? "").trim().slice(0, MAX_TEXT);
  const year = /^(19[5-9][0-9]|20[0-9]{2})$/.test(param("year")) ? Number(param("year")) : null;
  const page = /^[1-9][0-9]{0,4}$/.test(param("page")) ? Math.min(Number(param("page")), MAX_PAGE) : 1;
  const catalogue = ctx.services.content.parts(ctx.site.slug);
  const query = { text: param("q"), make: param("make"), model: param("model"), year };
  const found = searchParts(catalogue, { ...query, page }, ctx.site.parts.page_size);
  return { query, ...found, vehicles: catalogueVehicles(catalogue) };
};

export default load;
