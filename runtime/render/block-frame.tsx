import { Component, Suspense, type ReactNode } from "react";
import type { BlockComponent, RenderedBlock } from "../types/index.ts";
import { BlockFallback } from "./block-fallback.tsx";
import { ReportBlockHydrated } from "./block-hydration.tsx";

interface Props {
  block: RenderedBlock;
  component: BlockComponent<any, any> | undefined;
}

/**
 * Renders one block inside its own error boundary and Suspense boundary. On the server a throwing block
 * falls back inside its Suspense boundary (React streams the fallback); in the browser the error boundary
 * catches it. The named wrapper puts the block type into React's component stack for the server log.
 */
export function BlockFrame({ block, component }: Props) {
  if (!component || block.failed) {
    return (
      <>
        <BlockFallback type={block.type} />
        <ReportBlockHydrated blockId={block.id} />
      </>
    );
  }
  const Named = namedBlock(block.type, component);
  return (
    <BlockErrorBoundary type={block.type}>
      <Suspense fallback={<BlockFallback type={block.type} />}>
        <Named props={block.props} data={block.data} blockId={block.id} />
        <ReportBlockHydrated blockId={block.id} />
      </Suspense>
    </BlockErrorBoundary>
  );
}

const named = new Map<BlockComponent<any, any>, BlockComponent<any, any>>();

function namedBlock(type: string, component: BlockComponent<any, any>): BlockComponent<any, any> {
  let wrapper = named.get(component);
  if (!wrapper) {
    const Inner = component;
    wrapper = (props) => <Inner {...props} />;
    wrapper.displayName = `Block(${type})`;
    named.set(component, wrapper);
  }
  return wrapper;
}

class BlockErrorBoundary extends Component<{ type: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`Block ${this.props.type} failed to render`, error);
  }

  override render() {
    return this.state.failed ? <BlockFallback type={this.props.type} /> : this.props.children;
  }
}
