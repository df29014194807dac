/**
 * `<promo-banner>`, the behaviour of PromoBanner's markup (promo-banner.tsx):
 * it turns the messages every `data-interval` ms, wrapping around, and with
 * its previous/next buttons (`value` is the step). Rotation stops while the
 * banner is hovered or holds focus (WCAG 2.2.2), when the visitor presses
 * pause, and from the start under reduced motion; the live region speaks
 * only while it is stopped, so only a change the visitor made is announced.
 */
import { WiredElement, eventTarget } from "@/components/element-base";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

class PromoBannerElement extends WiredElement {
  protected start(): void {
    const slides = [...this.querySelectorAll<HTMLElement>("[role=group]")];
    const live = this.querySelector("[aria-live]");
    const play = this.querySelector<HTMLElement>("[data-play]");
    const interval = Number(this.dataset.interval);
    const motion = window.matchMedia(REDUCED_MOTION);
    let index = Math.max(
      0,
      slides.findIndex((slide) => !slide.hidden),
    );
    // null until the visitor presses pause/play: then reduced motion decides.
    let playing: boolean | null = null;
    let hovered = false;
    let focused = false;
    let timer: ReturnType<typeof setInterval> | undefined;

    const show = (next: number) => {
      index = (next + slides.length) % slides.length;
      slides.forEach((slide, n) => (slide.hidden = n !== index));
    };

    const update = () => {
      const autoplay = playing ?? !motion.matches;
      const rotating = autoplay && !hovered && !focused;
      if (play) {
        play.dataset.playing = String(autoplay);
        const label = autoplay
          ? play.dataset.pauseLabel
          : play.dataset.playLabel;
        if (label) play.setAttribute("aria-label", label);
      }
      live?.setAttribute("aria-live", rotating ? "off" : "polite");
      clearInterval(timer);
      timer = rotating
        ? setInterval(() => show(index + 1), interval)
        : undefined;
    };

    this.addEventListener("click", (event) => {
      const button = eventTarget<HTMLButtonElement>(event, "button");
      if (!button) return;
      if (button === play) {
        playing = !(playing ?? !motion.matches);
        update();
      } else if (button.value) show(index + Number(button.value));
    });
    this.addEventListener("mouseenter", () => {
      hovered = true;
      update();
    });
    this.addEventListener("mouseleave", () => {
      hovered = false;
      update();
    });
    this.addEventListener("focusin", () => {
      focused = true;
      update();
    });
    this.addEventListener("focusout", (event) => {
      if (this.contains(event.relatedTarget as Node | null)) return;
      focused = false;
      update();
    });
    motion.addEventListener("change", update);
    update();
  }
}

customElements.define("promo-banner", PromoBannerElement);
