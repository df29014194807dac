/**
 * What the reviews' tests share: the page's stand-ins for what jsdom
 * lacks, the section rendered as the page has it, and a shopper's steps.
 */
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, vi } from "vitest";
import { polyfillInvokers } from "@/browser/invokers";
import { NewReviews } from "./new-reviews";
import { HiddenReviewCards } from "./review-card";
import {
  fixtureReviews,
  newReviewsProps,
  sectionProps,
} from "./reviews-fixture";
import { ReviewsSection } from "./reviews-section";
import "./reviews-section-element";

/** Call at the top of a test file: jsdom's stand-ins and a slower timeout. */
export function setUpReviewsPage() {
  // Typing with user-event into a jsdom page is slow on a busy 2-core machine.
  vi.setConfig({ testTimeout: 20_000 });

  beforeAll(() => {
    // The page's language, which the section's element writes its counts in.
    document.documentElement.lang = sectionProps.locale;
    // jsdom has no invoker commands: the head script's fallback stands in.
    polyfillInvokers();
    // jsdom has no modal dialogs; this stands in for the browser's.
    HTMLDialogElement.prototype.showModal ??= function showModal(
      this: HTMLDialogElement,
    ) {
      this.open = true;
    };
    HTMLDialogElement.prototype.close ??= function close(
      this: HTMLDialogElement,
    ) {
      this.open = false;
      this.dispatchEvent(new Event("close"));
    };
  });
}

export const laterCards = async () =>
  renderToStaticMarkup(
    <HiddenReviewCards
      reviews={fixtureReviews.slice(8)}
      copy={sectionProps.copy}
      locale={sectionProps.locale}
    />,
  );

/** The server's answer to the later cards' file: what `loadCards` gives. */
export function serveCards(loadCards: (url: string) => Promise<string>) {
  vi.stubGlobal(
    "fetch",
    async (url: string) =>
      new Response(JSON.stringify({ html: await loadCards(url) })),
  );
}

/** The section as the page has it: static markup, its element, the island. */
export function renderReviews(loadCards = laterCards) {
  serveCards(loadCards);
  return render(
    <>
      <ReviewsSection {...sectionProps} />
      <NewReviews {...newReviewsProps} />
    </>,
  );
}

export const section = () =>
  screen.getByRole("region", { name: "Customer reviews" });
export const cards = () => within(section()).queryAllByRole("article");
export const filterTo = (name: string) =>
  userEvent.click(screen.getByRole("radio", { name }));
export const showMore = (remaining: number) =>
  userEvent.click(
    screen.getByRole("button", {
      name: `Show more reviews (${remaining} remaining)`,
    }),
  );

export async function openDialog() {
  await userEvent.click(screen.getByRole("button", { name: "Write a review" }));
  return screen.getByRole("dialog", { name: "Write a review" });
}

/** A shopper's steps in the dialog's form. */
export const typeName = (dialog: HTMLElement, name: string) =>
  userEvent.type(
    within(dialog).getByRole("textbox", { name: "Your name *" }),
    name,
  );
export const typeReview = (dialog: HTMLElement, text: string) =>
  userEvent.type(
    within(dialog).getByRole("textbox", { name: "Your review *" }),
    text,
  );
export const rate = (dialog: HTMLElement, stars: string) =>
  userEvent.click(within(dialog).getByRole("radio", { name: stars }));

export async function postReview(name: string, stars: string, text: string) {
  const dialog = await openDialog();
  await typeName(dialog, name);
  await rate(dialog, stars);
  await typeReview(dialog, text);
  await userEvent.click(
    within(dialog).getByRole("button", { name: "Submit review" }),
  );
}
