import type { BlockLoader } from "../../runtime/types/index.ts";
import { accountPage } from "../../runtime/kit/loaders.ts";
import type { AccountDetailsProps } from "./props.gen.ts";
import type { AccountDetailsData } from "./data.ts";

const load: BlockLoader<AccountDetailsProps, AccountDetailsData> = async (_props, ctx) => accountPage(ctx);

export default load;
