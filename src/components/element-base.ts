/**
 * What the store's custom elements share. `WiredElement` wires its markup
 * once, on the first connection that finds it ready: an element moved in the
 * document is not wired twice.
 */
export abstract class WiredElement extends HTMLElement {
  #started = false;

  connectedCallback(): void {
    if (this.#started) return;
    this.#started = this.start() !== false;
  }

  /**
   * Wires the markup's behaviour. Returns false when the page is not ready
   * for it yet, to try again at the next connection.
   */
  protected abstract start(): boolean | void;
}

/** The element `selector` names that an event happened in, or null. */
export function eventTarget<T extends Element>(
  event: Event,
  selector: string,
): T | null {
  return event.target instanceof Element
    ? event.target.closest<T>(selector)
    : null;
}
