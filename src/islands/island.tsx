import type { ComponentType } from "react";
import {
  IslandBoundary,
  type IslandProps,
} from "@/components/ui/island-boundary";

/**
 * The island of a component: the component inside its error boundary,
 * with the error screen's heading as one more prop. Every island is made
 * with it, in src/islands/<name>-island.tsx.
 */
export function island<P extends object>(Component: ComponentType<P>) {
  function Island({ errorHeading, ...props }: IslandProps<P>) {
    return (
      <IslandBoundary heading={errorHeading}>
        <Component {...(props as P)} />
      </IslandBoundary>
    );
  }
  Island.displayName = `${Component.displayName ?? Component.name}Island`;
  return Island;
}
