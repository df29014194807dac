import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
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

// Typing with user-event into a jsdom page is slow on a busy 2-core machine.
vi.setConfig({ testTimeout: 20_000 });

beforeAll(() => {
  // jsdom has no invoker commands: the page script's fallback stands in.
  polyfillInvokers(document);
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

/** The cards after the first 8, as /data/review-cards.json holds them. */
const laterCards = async () =>
  renderToStaticMarkup(
    <HiddenReviewCards
      reviews={fixtureReviews.slice(8)}
      copy={sectionProps.copy}
    />,
  );

/** The server's answer to the later cards' file: what `loadCards` gives. */
function serveCards(loadCards: (url: string) => Promise<string>) {
  vi.stubGlobal(
    "fetch",
    async (url: string) =>
      new Response(JSON.stringify({ html: await loadCards(url) })),
  );
}

/** The section as the page has it: static markup, its element, the island. */
function renderReviews(loadCards = laterCards) {
  serveCards(loadCards);
  return render(
    <>
      <ReviewsSection {...sectionProps} />
      <NewReviews {...newReviewsProps} />
    </>,
  );
}

const section = () => screen.getByRole("region", { name: "Customer reviews" });
const cards = () => within(section()).queryAllByRole("article");
const filterTo = (name: string) =>
  userEvent.click(screen.getByRole("radio", { name }));
const showMore = (remaining: number) =>
  userEvent.click(
    screen.getByRole("button", {
      name: `Show more reviews (${remaining} remaining)`,
    }),
  );

async function openDialog() {
  await userEvent.click(screen.getByRole("button", { name: "Write a review" }));
  return screen.getByRole("dialog", { name: "Write a review" });
}

async function postReview(name: string, stars: string, text: string) {
  const dialog = await openDialog();
  await userEvent.type(
    within(dialog).getByRole("textbox", { name: "Your name *" }),
    name,
  );
  await userEvent.click(within(dialog).getByRole("radio", { name: stars }));
  await userEvent.type(
    within(dialog).getByRole("textbox", { name: "Your review *" }),
    text,
  );
  await userEvent.click(
    within(dialog).getByRole("button", { name: "Submit review" }),
  );
}

describe("ReviewsSection", () => {
  it("summarises the rating, each bar's count read with the right plural", () => {
    renderReviews();
    expect(section()).toHaveAttribute("id", "reviews");
    expect(section()).toHaveTextContent("4.9");
    expect(section()).toHaveTextContent("Based on 439 reviews");
    const bars = within(section()).getAllByRole("listitem");
    expect(bars.map((bar) => bar.textContent)).toEqual([
      "5 stars416416 reviews, 95%",
      "4 stars1010 reviews, 2%",
      "3 stars1111 reviews, 3%",
      "2 stars11 review, 0%",
      "1 star11 review, 0%",
    ]);
    expect(section()).not.toHaveTextContent(/\b1 reviews\b/);
  });

  it("is pre-rendered with the filter, the first 8 reviews and the count of the rest, and no dialog", () => {
    document.body.innerHTML = renderToString(
      <ReviewsSection {...sectionProps} />,
    );
    expect(screen.getByText("Based on 439 reviews")).toBeInTheDocument();
    expect(screen.getAllByRole("radio")).toHaveLength(6);
    expect(screen.getByRole("radio", { name: "All" })).toBeChecked();
    expect(cards()).toHaveLength(8);
    expect(
      screen.getByRole("button", { name: "Show more reviews (8 remaining)" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("No reviews found for the selected rating."),
    ).not.toBeVisible();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    document.body.innerHTML = "";
  });

  it("shows 8 reviews, then 4 more at a time with the remaining count, fetching the later ones once", async () => {
    const loadCards = vi.fn(laterCards);
    renderReviews(loadCards);
    expect(cards()).toHaveLength(8);
    await showMore(8);
    expect(cards()).toHaveLength(12);
    expect(cards()[8]).toHaveTextContent("Reviewer 9");
    await showMore(4);
    expect(cards()).toHaveLength(16);
    expect(
      screen.queryByRole("button", { name: /Show more reviews/ }),
    ).not.toBeInTheDocument();
    expect(loadCards).toHaveBeenCalledTimes(1);
    expect(loadCards).toHaveBeenCalledWith("/data/review-cards.json");
  });

  it("adds the later reviews to the list, hidden, when the browser is idle after load, before any tap", async () => {
    const loadCards = vi.fn(laterCards);
    renderReviews(loadCards);
    await vi.waitFor(
      () =>
        expect(section().querySelectorAll("article[data-review]")).toHaveLength(
          fixtureReviews.length,
        ),
      { timeout: 5000 },
    );
    expect(loadCards).toHaveBeenCalledTimes(1);
    expect(cards()).toHaveLength(8);
    await showMore(8);
    expect(cards()).toHaveLength(12);
    expect(loadCards).toHaveBeenCalledTimes(1);
  });

  it("filters by rating, caps Show more at the filtered count, and resets from the empty state", async () => {
    renderReviews();
    await filterTo("5 stars");
    const fiveStar = fixtureReviews.filter(
      (review) => review.rating === 5,
    ).length;
    expect(cards()).toHaveLength(8);
    await showMore(fiveStar - 8);
    expect(cards()).toHaveLength(fiveStar);
    for (const card of cards())
      expect(
        within(card).getByRole("img", { name: "Rated 5 out of 5" }),
      ).toBeInTheDocument();

    await filterTo("3 stars");
    expect(cards()).toHaveLength(2);
    expect(
      screen.queryByRole("button", { name: /Show more reviews/ }),
    ).not.toBeInTheDocument();

    await filterTo("2 stars");
    expect(cards()).toHaveLength(0);
    expect(
      screen.getByText("No reviews found for the selected rating."),
    ).toBeVisible();
    await userEvent.click(
      screen.getByRole("button", { name: "Show all reviews" }),
    );
    expect(cards()).toHaveLength(8);
    expect(
      screen.queryByText("No reviews found for the selected rating."),
    ).not.toBeVisible();
    const all = screen.getByRole("radio", { name: "All" });
    expect(all).toBeChecked();
    expect(all).toHaveFocus();
    expect(screen.getByRole("radio", { name: "2 stars" })).not.toBeChecked();
  });

  it("shows the rating a shopper chose before its element was defined", async () => {
    // A document with no custom elements: the page before the page script.
    const early = document.implementation.createHTMLDocument();
    early.body.innerHTML = renderToString(<ReviewsSection {...sectionProps} />);
    // A tap on the native radio, with no script to see it.
    early.querySelector<HTMLInputElement>('input[value="3"]')!.click();
    serveCards(laterCards);

    const section = document.adoptNode(early.body.firstElementChild!);
    onTestFinished(() => section.remove());
    document.body.append(section);

    await vi.waitFor(() => expect(cards()).toHaveLength(2));
    for (const card of cards())
      expect(
        within(card).getByRole("img", { name: "Rated 3 out of 5" }),
      ).toBeInTheDocument();
  });

  it("shows the reviews it has when the later ones cannot be fetched", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    renderReviews(() => Promise.reject(new Error("offline")));
    await filterTo("4 stars");
    expect(cards()).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith(
      "Showing the reviews the page has:",
      expect.any(Error),
    );
    warn.mockRestore();
  });

  it("toggles a long review between its short and full text", async () => {
    renderReviews();
    const first = cards()[0]!;
    const toggle = first.querySelector("button")!;
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(first).toHaveTextContent(`${fixtureReviews[0]!.shortText}`);
    expect(fixtureReviews[0]!.shortText).toMatch(/…$/);
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(within(cards()[1]!).queryByRole("button")).not.toBeInTheDocument();
  });

  it("shows a seeded photo, and the placeholder for a review without one", () => {
    renderReviews();
    expect(
      within(cards()[0]!).getByRole("img", {
        name: "The black backpack at an airport gate",
      }),
    ).toHaveAttribute("src", "/_astro/airport.svg");
    expect(cards()[1]!.querySelector("img")).toHaveAttribute(
      "src",
      "/_astro/placeholder.svg",
    );
  });
});

describe("Writing a review", () => {
  it("posts a new review first, not verified, dated Just now, and announces it", async () => {
    renderReviews();
    const dialog = await openDialog();
    const submit = within(dialog).getByRole("button", {
      name: "Submit review",
    });
    expect(submit).toBeDisabled();

    await userEvent.type(
      within(dialog).getByRole("textbox", { name: "Your name *" }),
      "Ada",
    );
    await userEvent.click(
      within(dialog).getByRole("radio", { name: "4 stars" }),
    );
    expect(submit).toBeDisabled();
    await userEvent.type(
      within(dialog).getByRole("textbox", { name: "Your review *" }),
      "x".repeat(120),
    );
    expect(submit).toBeEnabled();
    await userEvent.click(submit);

    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(
      "Thank you! Your review has been posted.",
    );
    const first = cards()[0]!;
    expect(first).toHaveTextContent("Ada");
    expect(first).toHaveTextContent("Not verified");
    expect(first).toHaveTextContent("Just now");
    expect(first).toHaveTextContent(`${"x".repeat(100)}…`);
    expect(
      within(first).getByRole("img", { name: "Rated 4 out of 5" }),
    ).toBeInTheDocument();
    expect(first.querySelector("img")).toHaveAttribute(
      "src",
      "/_astro/placeholder.svg",
    );
    // The list counts it with the others: still 8 shown, 9 to come.
    await vi.waitFor(() =>
      expect(
        screen.getByRole("button", { name: "Show more reviews (9 remaining)" }),
      ).toBeInTheDocument(),
    );
    expect(cards()).toHaveLength(8);
    // The dialog is beside the section: its star radios never mix with the
    // filter's.
    expect(within(section()).getAllByRole("radio")).toHaveLength(6);
  });

  it("filters and pages the reviews posted on the page with the others", async () => {
    renderReviews();
    await postReview("Ada", "3 stars", "Roomy.");
    await postReview("Bo", "5 stars", "Light.");
    expect(cards()[0]).toHaveTextContent("Bo");
    await filterTo("3 stars");
    expect(cards()).toHaveLength(3);
    expect(cards()[0]).toHaveTextContent("Ada");
  });

  it("ignores a submit that misses a required field", async () => {
    renderReviews();
    const dialog = await openDialog();
    await userEvent.type(
      within(dialog).getByRole("textbox", { name: "Your name *" }),
      "Ada",
    );
    await userEvent.type(
      within(dialog).getByRole("textbox", { name: "Your review *" }),
      "No stars given",
    );
    fireEvent.submit(dialog.querySelector("form")!);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(cards()[0]).toHaveTextContent(fixtureReviews[0]!.name);
  });

  it("keeps Submit disabled for a name of only spaces, and Cancel closes without posting", async () => {
    renderReviews();
    const dialog = await openDialog();
    await userEvent.type(
      within(dialog).getByRole("textbox", { name: "Your name *" }),
      "   ",
    );
    await userEvent.click(
      within(dialog).getByRole("radio", { name: "5 stars" }),
    );
    await userEvent.type(
      within(dialog).getByRole("textbox", { name: "Your review *" }),
      "Great",
    );
    expect(
      within(dialog).getByRole("button", { name: "Submit review" }),
    ).toBeDisabled();
    await userEvent.click(
      within(dialog).getByRole("button", { name: "Cancel" }),
    );
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(cards()[0]).toHaveTextContent(fixtureReviews[0]!.name);
  });

  it("types the name field, so its autocomplete hint fits the field", async () => {
    renderReviews();
    const dialog = await openDialog();
    const name = within(dialog).getByRole("textbox", { name: "Your name *" });
    expect(name).toHaveAttribute("type", "text");
    expect(name).toHaveAttribute("autocomplete", "name");
  });

  it("says that a review stays on this device until the page is reloaded", async () => {
    renderReviews();
    const dialog = await openDialog();
    expect(dialog).toHaveTextContent(
      "Your review is shown on this device only, until the page is reloaded.",
    );
  });

  it("opens with an empty form after a review was posted", async () => {
    renderReviews();
    await postReview("Ada", "1 star", "Too small");
    const dialog = await openDialog();
    expect(
      within(dialog).getByRole("textbox", { name: "Your name *" }),
    ).toHaveValue("");
    expect(
      within(dialog).getByRole("radio", { name: "1 star" }),
    ).not.toBeChecked();
  });

  it("clears the thanks when the dialog opens again", async () => {
    renderReviews();
    await postReview("Ada", "4 stars", "Fine.");
    expect(screen.getByRole("status")).toHaveTextContent("Thank you!");
    const dialog = await openDialog();
    // Browsers send `toggle` when a dialog opens; jsdom does not.
    fireEvent(dialog, Object.assign(new Event("toggle"), { newState: "open" }));
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("stays open when opened again before the last close event arrived", async () => {
    // As in browsers: the close event comes a task after close().
    vi.spyOn(HTMLDialogElement.prototype, "close").mockImplementation(
      function close(this: HTMLDialogElement) {
        this.open = false;
        setTimeout(() => this.dispatchEvent(new Event("close")));
      },
    );
    renderReviews();
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    fireEvent.click(screen.getByRole("button", { name: "Write a review" }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(
      screen.getByRole("dialog", { name: "Write a review" }),
    ).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it("refuses a file that is not an image with a message", async () => {
    renderReviews();
    const dialog = await openDialog();
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(
      input,
      new File(["hello"], "notes.txt", { type: "text/plain" }),
      { applyAccept: false },
    );
    expect(
      await within(dialog).findByText("Please choose an image file."),
    ).toBeInTheDocument();
  });

  it("wakes on its pre-rendered dialog without a hydration error, keeping what was typed", async () => {
    const errors = vi.spyOn(console, "error");
    const container = document.createElement("div");
    container.innerHTML = renderToString(<NewReviews {...newReviewsProps} />);
    document.body.append(container);
    const name = container.querySelector<HTMLInputElement>("input[name=name]")!;
    name.value = "Typed early";

    render(<NewReviews {...newReviewsProps} />, { container, hydrate: true });

    await vi.waitFor(() =>
      expect(
        container.querySelector<HTMLInputElement>("input[name=name]"),
      ).toHaveValue("Typed early"),
    );
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
