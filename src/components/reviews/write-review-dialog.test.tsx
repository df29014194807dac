import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { NewReviews } from "./new-reviews";
import { fixtureReviews, newReviewsProps } from "./reviews-fixture";
import {
  cards,
  filterTo,
  openDialog,
  postReview,
  rate,
  renderReviews,
  section,
  setUpReviewsPage,
  typeName,
  typeReview,
} from "./reviews-testing";

setUpReviewsPage();

describe("Writing a review", () => {
  it("posts a new review first, not verified, dated Just now, and announces it", async () => {
    renderReviews();
    const dialog = await openDialog();
    const submit = within(dialog).getByRole("button", {
      name: "Submit review",
    });
    expect(submit).toBeDisabled();

    await typeName(dialog, "Ada");
    await rate(dialog, "4 stars");
    expect(submit).toBeDisabled();
    await typeReview(dialog, "x".repeat(120));
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
    await typeName(dialog, "Ada");
    await typeReview(dialog, "No stars given");
    fireEvent.submit(dialog.querySelector("form")!);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(cards()[0]).toHaveTextContent(fixtureReviews[0]!.name);
  });

  it("keeps Submit disabled for a name of only spaces, and Cancel closes without posting", async () => {
    renderReviews();
    const dialog = await openDialog();
    await typeName(dialog, "   ");
    await rate(dialog, "5 stars");
    await typeReview(dialog, "Great");
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
