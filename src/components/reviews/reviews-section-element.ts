/**
 * `<review-list>`, the behaviour of ReviewsSection's markup
 * (reviews-section.tsx): the rating filter, "Show more reviews", the empty
 * state's reset and a long review's Show more / Show less. What is shown
 * follows from the DOM alone: the checked filter radio, the element's
 * `data-visible` count and each card's `data-rating`, so reviews the
 * write-a-review island adds to the top of the list are filtered and paged
 * as the rest are. The cards after the first 8 come from the file the
 * element names (`data-rest`), fetched and added to the list, hidden, when
 * the browser is idle after `load`: the first "Show more reviews" then only
 * shows them, with nothing to fetch or parse inside the tap.
 */
import { WiredElement } from "@/components/element-base";
import { FILTER_ALL, FILTER_NAME } from "@/components/reviews/reviews-ids";
import { fetchJson, type ReviewCardsData } from "@/lib/data-files";
import { formatNumber, prepareNumbers } from "@/lib/numbers";
import { afterLoad, whenNear } from "@/lib/page-timing";
import { INITIAL_VISIBLE, showMoreCount } from "@/lib/reviews";
import { fill } from "@/lib/template";

/** The later cards' HTML, from the address the element names. */
const loadCards = async (url: string) =>
  (await fetchJson<ReviewCardsData>(url, { priority: "low" })).html;

class ReviewListElement extends WiredElement {
  protected start(): void {
    followSection(this);
  }
}

customElements.define("review-list", ReviewListElement);

function followSection(section: HTMLElement): void {
  const list = section.querySelector<HTMLElement>("[data-cards]");
  if (!list) return;
  const rest = section.dataset.rest;

  let added: Promise<void> | undefined;
  /** The later cards in the list, hidden, once; a failed fetch is tried again next time. */
  const addRest = () =>
    (added ??= rest
      ? loadCards(rest)
          .then((html) => {
            const template = document.createElement("template");
            // The cards come hidden (HiddenReviewCards); showCards shows them.
            template.innerHTML = html;
            list.append(template.content);
          })
          .catch((error: unknown) => {
            added = undefined;
            console.warn("Showing the reviews the page has:", error);
          })
      : Promise.resolve());

  /**
   * With every card in the list, sets how many to show (`count` of how
   * many are shown and how many the filter keeps) and shows them.
   */
  const update = async (
    count: (visible: number, matching: number) => number,
  ) => {
    await addRest();
    section.dataset.visible = String(
      count(visibleCount(section), selection(section, list).matching.length),
    );
    showCards(section, list);
  };
  const first = () => INITIAL_VISIBLE;

  section.addEventListener("change", (event) => {
    if (isFilter(event.target)) void update(first);
  });
  section.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const toggle = target?.closest("[data-review-toggle]");
    if (toggle) {
      toggle.setAttribute(
        "aria-expanded",
        String(toggle.getAttribute("aria-expanded") !== "true"),
      );
    } else if (target?.closest("[data-reviews-more]")) {
      void update(showMoreCount);
    } else if (target?.closest("[data-reviews-reset]")) {
      const all = section.querySelector<HTMLInputElement>(
        `input[name="${FILTER_NAME}"][value="${FILTER_ALL}"]`,
      );
      if (all) {
        all.checked = true;
        // Focus stays in the section, on the choice it now shows.
        all.focus();
      }
      void update(first);
    }
  });
  // A review the island posts: counted with every card in the list.
  new MutationObserver(() => void update((visible) => visible)).observe(list, {
    childList: true,
    subtree: true,
  });

  // A rating chosen before this ran.
  if (checkedFilter(section) !== FILTER_ALL) void update(first);
  // A list taken out of the page before then fetches nothing.
  afterLoad(() => {
    if (section.isConnected) void addRest();
  });
  // The first "Show more reviews" writes a number; the page's first number
  // loads the engine's number data, which takes longer than a tap may.
  whenNear(section, () => prepareNumbers(pageLanguage()));
}

const pageLanguage = () => document.documentElement.lang;

const isFilter = (target: EventTarget | null) =>
  target instanceof HTMLInputElement && target.name === FILTER_NAME;

function checkedFilter(section: HTMLElement): string {
  return (
    section.querySelector<HTMLInputElement>(
      `input[name="${FILTER_NAME}"]:checked`,
    )?.value ?? FILTER_ALL
  );
}

function visibleCount(section: HTMLElement): number {
  return Number(section.dataset.visible) || INITIAL_VISIBLE;
}

/** The cards in list order, and those the checked filter keeps. */
function selection(section: HTMLElement, list: HTMLElement) {
  const filter = checkedFilter(section);
  const cards = [...list.querySelectorAll<HTMLElement>("[data-review]")];
  const matching = cards.filter(
    (card) => filter === FILTER_ALL || card.dataset.rating === filter,
  );
  return { cards, matching };
}

/**
 * Shows the first `data-visible` cards the filter keeps and hides the rest,
 * the empty state when it keeps none, and "Show more reviews" with what
 * remains.
 */
function showCards(section: HTMLElement, list: HTMLElement): void {
  const { cards, matching } = selection(section, list);
  const shown = new Set(matching.slice(0, visibleCount(section)));
  for (const card of cards) card.hidden = !shown.has(card);
  const empty = section.querySelector<HTMLElement>("[data-reviews-empty]");
  if (empty) empty.hidden = matching.length > 0;
  const more = section.querySelector<HTMLElement>("[data-reviews-more]");
  if (more) {
    const remaining = matching.length - shown.size;
    more.hidden = remaining <= 0;
    // A label that keeps its count is left as the HTML wrote it: adding the
    // later cards after `load` formats no number.
    if (more.dataset.remaining === String(remaining)) return;
    more.dataset.remaining = String(remaining);
    more.textContent = fill(more.dataset.label ?? "", {
      // The page's language, as the section's own HTML wrote it.
      remaining: formatNumber(remaining, pageLanguage()),
    });
  }
}
