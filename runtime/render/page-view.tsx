import { useMemo } from "react";
import type { PagePayload, RenderedBlock } from "../types/index.ts";
import { RouteContext } from "../ui/site-context.tsx";
import type { BlockRegistry } from "./block-registry.ts";
import { BlockFrame } from "./block-frame.tsx";

/** The whole page: layout blocks around the page's own blocks in `<main>`. */
export function PageView({ payload, registry }: { payload: PagePayload; registry: BlockRegistry }) {
  // One value per page: a new one would re-render every block reading it (and reach forms not yet hydrated).
  const route = useMemo(
    () => ({ pattern: payload.pattern, params: payload.params, path: payload.path, pageId: payload.pageId }),
    [payload],
  );
  return (
    <RouteContext.Provider value={route}>
      <Blocks blocks={payload.before} registry={registry} />
      <main id="main" tabIndex={-1}>
        <Blocks blocks={payload.blocks} registry={registry} />
      </main>
      <Blocks blocks={payload.after} registry={registry} />
    </RouteContext.Provider>
  );
}

function Blocks({ blocks, registry }: { blocks: RenderedBlock[]; registry: BlockRegistry }) {
  return blocks.map((block) => <BlockFrame key={block.id} block={block} component={registry.get(block.type)} />);
}
