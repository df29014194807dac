import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { polyfillInvokers } from "@/browser/invokers";
import { fixtureProps } from "./reviews-fixture";
import { ReviewsSection } from "./reviews-section";

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

const seeds = fixtureProps.reviews;
const renderSection = () => render(<ReviewsSection {...fixtureProps} />);
const cards = () => screen.queryAllByRole("article");
const filterTo = (name: string) =>
  userEvent.click(screen.getByRole("radio", { name }));

async function openDialog() {
  await userEvent.click(screen.getByRole("button", { name: "Write a review" }));
  return screen.getByRole("dialog", { name: "Write a review" });
}

describe("ReviewsSection", () => {
  it("summarises the rating, each bar's count read with the right plural", () => {
    renderSection();
    const section = screen.getByRole("region", { name: "Customer reviews" });
    expect(section).toHaveAttribute("id", "reviews");
    expect(section).toHaveTextContent("4.9");
    expect(section).toHaveTextContent("Based on 439 reviews");
    const bars = within(section).getAllByRole("listitem");
    expect(bars.map((bar) => bar.textContent)).toEqual([
      "5 stars416416 reviews, 95%",
      "4 stars1010 reviews, 2%",
      "3 stars1111 reviews, 3%",
      "2 stars11 review, 0%",
      "1 star11 review, 0%",
    ]);
    expect(section).not.toHaveTextContent(/\b1 reviews\b/);
  });

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
    const fiveStar = seeds.filter((review) => review.rating === 5).length;
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
    expect(screen.getByRole("radio", { name: "1 star" })).not.toBeChecked();
  });

  it("toggles a long review between Show more and Show less", async () => {
    renderSection();
    const first = cards()[0]!;
    const toggle = within(first).getByRole("button", { name: "Show more" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(first).toHaveTextContent("…");
    expect(first).not.toHaveTextContent(seeds[0]!.text);
    await userEvent.click(toggle);
    expect(toggle).toHaveTextContent("Show less");
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(first).toHaveTextContent(seeds[0]!.text);
    await userEvent.click(toggle);
    expect(toggle).toHaveTextContent("Show more");
    expect(within(cards()[1]!).queryByRole("button")).not.toBeInTheDocument();
  });

  it("shows a seeded photo, and the placeholder for a review without one", () => {
    renderSection();
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

  it("posts a new review first, not verified, dated Just now, and announces it", async () => {
    renderSection();
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
    expect(cards()).toHaveLength(8);
    expect(
      screen.getByRole("button", { name: "Show more reviews (9 remaining)" }),
    ).toBeInTheDocument();
    // The closed dialog stays, but outside the section: its star radios
    // must not mix with the filter's.
    expect(
      within(
        screen.getByRole("region", { name: "Customer reviews" }),
      ).getAllByRole("radio", { hidden: true }),
    ).toHaveLength(6);
  });

  it("ignores a submit that misses a required field", async () => {
    renderSection();
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
    expect(cards()[0]).toHaveTextContent(seeds[0]!.name);
  });

  it("keeps Submit disabled for a name of only spaces, and Cancel closes without posting", async () => {
    renderSection();
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
    expect(cards()[0]).toHaveTextContent(seeds[0]!.name);
  });

  it("says that a review stays on this device until the page is reloaded", async () => {
    renderSection();
    const dialog = await openDialog();
    expect(dialog).toHaveTextContent(
      "Your review is shown on this device only, until the page is reloaded.",
    );
  });

  it("opens with an empty form after a review was posted", async () => {
    renderSection();
    let dialog = await openDialog();
    await userEvent.type(
      within(dialog).getByRole("textbox", { name: "Your name *" }),
      "Ada",
    );
    await userEvent.click(
      within(dialog).getByRole("radio", { name: "1 star" }),
    );
    await userEvent.type(
      within(dialog).getByRole("textbox", { name: "Your review *" }),
      "Too small",
    );
    await userEvent.click(
      within(dialog).getByRole("button", { name: "Submit review" }),
    );
    dialog = await openDialog();
    expect(
      within(dialog).getByRole("textbox", { name: "Your name *" }),
    ).toHaveValue("");
    expect(
      within(dialog).getByRole("radio", { name: "1 star" }),
    ).not.toBeChecked();
  });

  it("stays open when opened again before the last close event arrived", async () => {
    // As in browsers: the close event comes a task after close().
    vi.spyOn(HTMLDialogElement.prototype, "close").mockImplementation(
      function close(this: HTMLDialogElement) {
        this.open = false;
        setTimeout(() => this.dispatchEvent(new Event("close")));
      },
    );
    renderSection();
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    fireEvent.click(screen.getByRole("button", { name: "Write a review" }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(
      screen.getByRole("dialog", { name: "Write a review" }),
    ).toBeInTheDocument();
  });

  it("refuses a file that is not an image with a message", async () => {
    renderSection();
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
});

describe("ReviewsSection before and after hydration", () => {
  it("is pre-rendered with the summary, the filter and the first 8 reviews", () => {
    document.body.innerHTML = renderToString(
      <ReviewsSection {...fixtureProps} />,
    );
    expect(screen.getByText("Based on 439 reviews")).toBeInTheDocument();
    expect(screen.getAllByRole("radio")).toHaveLength(6);
    expect(cards()).toHaveLength(8);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    document.body.innerHTML = "";
  });

  it("shows the rating a shopper chose before the island woke, without a hydration error", async () => {
    const errors = vi.spyOn(console, "error");
    const container = document.createElement("div");
    container.innerHTML = renderToString(<ReviewsSection {...fixtureProps} />);
    document.body.append(container);
    // A click on the native radio, before React is there to see it.
    screen.getByRole("radio", { name: "3 stars" }).click();

    render(<ReviewsSection {...fixtureProps} />, { container, hydrate: true });

    const threeStar = seeds.filter((review) => review.rating === 3).length;
    await vi.waitFor(() => expect(cards()).toHaveLength(threeStar));
    expect(screen.getByRole("radio", { name: "3 stars" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "All" })).not.toBeChecked();
    expect(errors).not.toHaveBeenCalled();
  });
});
