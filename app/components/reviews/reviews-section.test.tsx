import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import {
  ratingSummary,
  reviewDropZone,
  reviewPlaceholder,
  reviewsCopy,
  seedReviews,
} from "~/content/reviews";
import { ReviewsSection } from "./reviews-section";

beforeAll(() => {
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

function renderSection() {
  render(
    <ReviewsSection
      id="reviews"
      summary={ratingSummary}
      seeds={seedReviews}
      placeholder={reviewPlaceholder}
      dropZoneImage={reviewDropZone}
      copy={reviewsCopy}
    />,
  );
}

const cards = () => screen.queryAllByRole("article");
const filterTo = (name: string) =>
  userEvent.click(screen.getByRole("radio", { name }));

describe("ReviewsSection", () => {
  it("shows 8 reviews, then 4 more at a time with the remaining count", async () => {
    renderSection();
    expect(cards()).toHaveLength(8);
    await userEvent.click(
      screen.getByRole("button", { name: "Show more reviews (8 remaining)" }),
    );
    expect(cards()).toHaveLength(12);
    await userEvent.click(
      screen.getByRole("button", { name: "Show more reviews (4 remaining)" }),
    );
    expect(cards()).toHaveLength(16);
    expect(
      screen.queryByRole("button", { name: /Show more reviews/ }),
    ).not.toBeInTheDocument();
  });

  it("filters by rating, caps Show more at the filtered count, and resets from the empty state", async () => {
    renderSection();
    await filterTo("5 stars");
    const fiveStar = seedReviews.filter((review) => review.rating === 5).length;
    expect(cards()).toHaveLength(8);
    await userEvent.click(
      screen.getByRole("button", {
        name: `Show more reviews (${fiveStar - 8} remaining)`,
      }),
    );
    expect(cards()).toHaveLength(fiveStar);
    for (const card of cards())
      expect(
        within(card).getByRole("img", { name: "Rated 5 out of 5" }),
      ).toBeInTheDocument();

    await filterTo("2 stars");
    expect(cards()).toHaveLength(0);
    expect(
      screen.getByText("No reviews found for the selected rating."),
    ).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole("button", { name: "Show all reviews" }),
    );
    expect(cards()).toHaveLength(8);
    expect(screen.getByRole("radio", { name: "All" })).toBeChecked();
  });

  it("toggles a long review between Show more and Show less", async () => {
    renderSection();
    const first = cards()[0]!;
    const toggle = within(first).getByRole("button", { name: "Show more" });
    expect(first).toHaveTextContent("…");
    await userEvent.click(toggle);
    expect(toggle).toHaveTextContent("Show less");
    expect(first).toHaveTextContent(seedReviews[0]!.text);
    await userEvent.click(toggle);
    expect(toggle).toHaveTextContent("Show more");
  });

  it("posts a new review first, not verified, dated Just now, and announces it", async () => {
    renderSection();
    await userEvent.click(
      screen.getByRole("button", { name: "Write a review" }),
    );
    const dialog = await screen.findByRole("dialog", {
      name: "Write a review",
    });
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
    expect(
      screen.getByRole("button", { name: "Write a review" }),
    ).toHaveFocus();
  });

  it("keeps Submit disabled for a name of only spaces, and Cancel closes without posting", async () => {
    renderSection();
    await userEvent.click(
      screen.getByRole("button", { name: "Write a review" }),
    );
    const dialog = await screen.findByRole("dialog");
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
    expect(cards()[0]).toHaveTextContent(seedReviews[0]!.name);
  });

  it("refuses a file that is not an image with a message", async () => {
    renderSection();
    await userEvent.click(
      screen.getByRole("button", { name: "Write a review" }),
    );
    const dialog = await screen.findByRole("dialog");
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
});
