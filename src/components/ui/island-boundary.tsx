import { Component, type ErrorInfo, type ReactNode } from "react";

/** An island's props: its component's, and the heading of the error screen. */
export type IslandProps<P> = P & {
  /** "Unexpected Application Error!", shown if the island throws. */
  errorHeading: string;
};

type Props = {
  /** "Unexpected Application Error!", from content. */
  heading: string;
  children: ReactNode;
};

/**
 * Wraps every island (src/islands/): an island that throws shows the specification's error
 * screen (its heading and the error's text) in its own place, and the rest of
 * the page keeps working.
 */
export class IslandBoundary extends Component<Props, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="container-page py-16">
        <h2 className="text-3xl font-bold">{this.props.heading}</h2>
        <p className="mt-4 text-ink-muted">{this.state.error.message}</p>
      </div>
    );
  }
}
