import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { ReviewsSection } from "./reviews-section";
import { fixtureReviews, sectionProps } from "./reviews-fixture";
import {
  cards,
  filterTo,
  laterCards,
  renderReviews,
  section,
  serveCards,
  setUpReviewsPage,
  showMore,
} from "./reviews-testing";

setUpReviewsPage();

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

  it("writes the summary's figures in the page's language", () => {
    document.body.innerHTML = renderToString(
      <ReviewsSection
        {...sectionProps}
        summary={{ ...sectionProps.summary, total: 12345 }}
        locale="de"
      />,
    );
    const summary = screen.getByText("4,9");
    expect(summary.tagName).toBe("P");
    expect(screen.getByText("Based on 12.345 reviews")).toBeInTheDocument();
    expect(screen.queryByText("4.9")).toBeNull();
    // The share with its sign as German writes it: a no-break space before %.
    expect(document.body.textContent).toContain("416 reviews, 95\u00a0%");
    expect(
      screen.getByRole("img", { name: "Rated 4,9 out of 5" }),
    ).toBeTruthy();
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
