// The first-tap benchmark's widgets, in one table: where each is, what to
// tap (by role and accessible name, named as the store's content names it),
// and what its tap changes (page-state.mjs). A page-script widget names its
// custom element: its target is looked up inside it. The element's name is
// read from the element's own file (elements.mjs), never written here.
import { elementOf, storeElements } from "./elements.mjs";
import { escapeRegExp, templatePattern } from "./store.mjs";

/**
 * @typedef {import("@playwright/test").Page} Page
 * @typedef {import("@playwright/test").Locator} Locator
 * @typedef {import("./page-state.mjs").StatePart} StatePart
 * @typedef {object} Scenario
 * @property {string} id
 * @property {string} route
 * @property {string} label what the table calls it
 * @property {(page: Page) => Locator} target
 * @property {StatePart[]} state
 */

/**
 * A page-script widget: its custom element, inside which its target is
 * looked up.
 * @param {Page} page
 * @param {string} element
 */
export const widget = (page, element) => page.locator(element);

/**
 * Every widget a shopper taps, on every route it is on.
 * @param {import("./store.mjs").StoreText} store
 * @param {string[]} routes every route, for the widgets on all of them
 * @param {string} [home] the product page: "/", or a language's ("/de")
 * @param {Record<string, string>} [elements] the store's custom elements
 *   (storeElements)
 * @returns {Scenario[]}
 */
export function scenarios(
  store,
  routes,
  home = "/",
  elements = storeElements(),
) {
  const tabsElement = elementOf(
    elements,
    "product/description-tabs-element.ts",
  );
  const reviewsElement = elementOf(
    elements,
    "reviews/reviews-section-element.ts",
  );
  const orderElement = elementOf(
    elements,
    "layout/order-track-form-element.ts",
  );
  const bannerElement = elementOf(elements, "layout/promo-banner-element.ts");
  /** A page of the product page's language: "/order-track" at "/de/order-track". */
  const at = (/** @type {string} */ path) =>
    home === "/" ? path : `${home}${path}`;
  const { product: copy, reviews, orderTrack } = store.copy;
  const { banner, menuLabel } = store.chrome;
  const gallery = (/** @type {Page} */ page) =>
    page.getByRole("region", { name: copy.galleryLabel, exact: true });
  /** @type {StatePart[]} */
  const galleryState = [{ within: copy.galleryLabel, read: "alts" }];
  const openDialogs = /** @type {StatePart[]} */ ([
    { read: "count", of: "dialog[open]" },
  ]);
  /** The first colour not shown at load. */
  const colour = store.product.colours[1];
  /** @type {Scenario[]} */
  const product = [
    {
      id: "gallery-next",
      route: home,
      label: `gallery "${copy.nextImage}"`,
      // A button, or the label of the next image's radio.
      target: (page) =>
        gallery(page)
          .getByRole("button", { name: copy.nextImage, exact: true })
          .or(gallery(page).getByTitle(copy.nextImage, { exact: true }))
          .filter({ visible: true })
          .first(),
      state: galleryState,
    },
    {
      id: "gallery-thumbnail",
      route: home,
      label: "the last thumbnail",
      // A button, or the label around the image's radio: what a finger hits.
      target: (page) => {
        const name = templatePattern(copy.thumbnailLabel);
        return gallery(page)
          .getByRole("button", { name })
          .or(
            gallery(page)
              .locator("label")
              .filter({ has: page.getByRole("radio", { name }) }),
          )
          .last();
      },
      state: galleryState,
    },
    ...(colour
      ? [
          /** @type {Scenario} */ ({
            id: "colour",
            route: home,
            label: `colour ${colour.name}`,
            target: (page) =>
              page
                .getByRole("group", {
                  name: new RegExp(`^${escapeRegExp(copy.colourLabel)}`),
                })
                .locator("label")
                .filter({ hasText: colour.name }),
            state: [
              ...galleryState,
              { within: copy.colourLabel, read: "text", of: "legend" },
            ],
          }),
        ]
      : []),
    {
      id: "zoom",
      route: home,
      label: "zoom (open the dialog)",
      target: (page) =>
        page
          .getByRole("button", { name: templatePattern(copy.openZoom) })
          .filter({ visible: true })
          .first(),
      state: openDialogs,
    },
    {
      id: "tabs-next",
      route: home,
      label: `description "${copy.nextTab}"`,
      target: (page) =>
        widget(page, tabsElement).getByRole("button", {
          name: copy.nextTab,
          exact: true,
        }),
      state: [
        {
          within: copy.tabsLabel,
          read: "text",
          of: '[role="tab"][aria-selected="true"]',
        },
        { within: copy.tabsLabel, read: "ids", of: '[role="tabpanel"]' },
      ],
    },
    {
      id: "write-review",
      route: home,
      label: reviews.writeReview,
      target: (page) =>
        page.getByRole("button", { name: reviews.writeReview, exact: true }),
      state: openDialogs,
    },
    {
      id: "reviews-filter",
      route: home,
      label: "reviews filter, the highest rating",
      // The chip after "All": the label around its radio.
      target: (page) =>
        widget(page, reviewsElement)
          .getByRole("group", { name: reviews.filterLabel, exact: true })
          .locator("label")
          .nth(1),
      state: [
        { within: reviews.heading, read: "text", of: "article h3" },
        { within: reviews.heading, read: "text", of: "button" },
      ],
    },
    {
      id: "reviews-more",
      route: home,
      label: `"${reviews.showMoreReviews.replace(/\{\w+\}/g, "…")}"`,
      target: (page) =>
        widget(page, reviewsElement).getByRole("button", {
          name: templatePattern(reviews.showMoreReviews),
        }),
      state: [{ within: reviews.heading, read: "count", of: "article" }],
    },
    {
      id: "review-text",
      route: home,
      label: `a long review's "${reviews.showMore}"`,
      target: (page) =>
        widget(page, reviewsElement)
          .getByRole("button", { name: reviews.showMore, exact: true })
          .first(),
      state: [
        { within: reviews.heading, read: "text", of: "article", first: true },
      ],
    },
    {
      id: "faq",
      route: home,
      label: "an FAQ question",
      target: (page) =>
        page
          .locator("summary")
          .filter({ hasText: store.faq.items[0].question }),
      state: [{ read: "count", of: "details[open]" }],
    },
    {
      // Not the element's name: that lives in its file alone.
      id: "order-form",
      route: at("/order-track"),
      label: `${orderTrack.submit}, empty (${at("/order-track")})`,
      target: (page) =>
        widget(page, orderElement).getByRole("button", {
          name: orderTrack.submit,
          exact: true,
        }),
      state: [{ read: "shows", of: orderElement, text: orderTrack.emptyError }],
    },
  ];
  const everyPage = routes.flatMap((route) => [
    /** @type {Scenario} */ ({
      id: `banner-previous${route}`,
      route,
      label: `banner "${banner.previousLabel}" (${route})`,
      target: (page) =>
        widget(page, bannerElement).getByRole("button", {
          name: banner.previousLabel,
          exact: true,
        }),
      state: [
        {
          within: banner.label,
          read: "index",
          of: '[aria-roledescription="slide"]',
          step: -1,
        },
      ],
    }),
    /** @type {Scenario} */ ({
      id: `menu${route}`,
      route,
      label: `menu (${route})`,
      target: (page) =>
        page.getByRole("button", { name: menuLabel, exact: true }),
      state: [{ read: "count", of: ":popover-open" }],
    }),
  ]);
  return [...product, ...everyPage];
}
