import type { LoaderContext } from "../../runtime/types/index.ts";
import { loadFinanceTeaser } from "../../runtime/kit/finance.ts";
import teaserSchema from "../FinanceTeaser/schema.json" with { type: "json" };
import type { FinanceTeaserProps } from "../FinanceTeaser/props.gen.ts";
import { blockDefaults } from "./block-defaults.ts";
import type { FinanceSlot } from "./data.ts";

const teaserProps = blockDefaults<FinanceTeaserProps>(teaserSchema);

/** The FinanceTeaser block's data from the kit's shared teaser loader; null when its rule shows no teaser for this car. */
export async function financeSlot(ctx: LoaderContext): Promise<FinanceSlot | null> {
  const data = await loadFinanceTeaser(ctx);
  return data ? { props: teaserProps, data } : null;
}
