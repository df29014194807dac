const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/**
 * Turns the promo banner's messages (PromoBanner's markup): every
 * `data-interval` ms, wrapping around, and with its previous/next buttons.
 * Rotation stops while the banner is hovered or holds focus (WCAG 2.2.2),
 * when the visitor presses pause, and from the start under reduced motion;
 * the live region speaks only while it is stopped, so only a change the
 * visitor made is announced.
 */
export function rotateBanners(root: ParentNode = document): void {
  for (const banner of root.querySelectorAll<HTMLElement>("[data-banner]"))
    rotate(banner);
}

function rotate(banner: HTMLElement): void {
  const slides = [...banner.querySelectorAll<HTMLElement>("[role=group]")];
  const live = banner.querySelector("[aria-live]");
  const play = banner.querySelector<HTMLElement>("[data-play]");
  const interval = Number(banner.dataset.interval);
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
      const label = autoplay ? play.dataset.pauseLabel : play.dataset.playLabel;
      if (label) play.setAttribute("aria-label", label);
    }
    live?.setAttribute("aria-live", rotating ? "off" : "polite");
    clearInterval(timer);
    timer = rotating ? setInterval(() => show(index + 1), interval) : undefined;
  };

  banner.addEventListener("click", (event) => {
    const button =
      event.target instanceof Element
        ? event.target.closest<HTMLElement>("button")
        : null;
    if (!button) return;
    if (button === play) {
      playing = !(playing ?? !motion.matches);
      update();
    } else if (button.dataset.step) show(index + Number(button.dataset.step));
  });
  banner.addEventListener("mouseenter", () => {
    hovered = true;
    update();
  });
  banner.addEventListener("mouseleave", () => {
    hovered = false;
    update();
  });
  banner.addEventListener("focusin", () => {
    focused = true;
    update();
  });
  banner.addEventListener("focusout", (event) => {
    if (banner.contains(event.relatedTarget as Node | null)) return;
    focused = false;
    update();
  });
  motion.addEventListener("change", update);
  update();
}
