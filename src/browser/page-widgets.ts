/**
 * The buttons of the widgets the page script answers (the promo banner, the
 * description tabs, the tracking form, the reviews list; not the button
 * that opens the review dialog, which the platform answers). Before it
 * runs, the layout's head script holds a tap on one of them, and the page
 * script replays it.
 */
export const PAGE_WIDGET_BUTTONS =
  "[data-banner] button, [data-tabs] button, [data-order-track] button, [data-reviews] button:not([commandfor])";
