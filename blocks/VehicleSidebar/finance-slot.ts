import type { LoaderContext } from "../../runtime/types/index.ts";
import type { TeaserFigures } from "../../runtime/finance/teaser.ts";
import loadFinanceTeaser from "../FinanceTeaser/loader.ts";
import teaserSchema from "../FinanceTeaser/schema.json" with { type: "json" };
import type { FinanceTeaserProps } from "../FinanceTeaser/props.gen.ts";
import { blockDefaults } from "./block-defaults.ts";

/** The FinanceTeaser block's props and loader data, for rendering it inside the sidebar. */
export interface FinanceSlot {
  props: FinanceTeaserProps;
  data: TeaserFigures;
}

const teaserProps = blockDefaults<FinanceTeaserProps>(teaserSchema);

/** Runs the FinanceTeaser block's own loader; null when its rule shows no teaser for this car. */
export async function financeSlot(ctx: LoaderContext): Promise<FinanceSlot | null> {
  const data = await loadFinanceTeaser(teaserProps, ctx);
  return data ? { props: teaserProps, data } : null;
}
