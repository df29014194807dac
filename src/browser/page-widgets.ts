/**
 * The buttons of the widgets the page script answers (the promo banner, the
 * description tabs, the tracking form). Before it runs, the layout's head
 * script holds a tap on one of them, and the page script replays it.
 */
export const PAGE_WIDGET_BUTTONS =
  "[data-banner] button, [data-tabs] button, [data-order-track] button";
