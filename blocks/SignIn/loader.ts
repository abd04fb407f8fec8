import type { BlockLoader } from "../../runtime/types/index.ts";
import { signInPage } from "../../runtime/kit/loaders.ts";
import type { SignInProps } from "./props.gen.ts";
import type { SignInData } from "./data.ts";

const load: BlockLoader<SignInProps, SignInData> = async (_props, ctx) => signInPage(ctx);

export default load;
