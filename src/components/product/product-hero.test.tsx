import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { shownImage } from "./gallery";
import { ProductHero, type ProductHeroProps } from "./product-hero";

const names = ["Black", "Grey", "Army Green", "36L and 60L", "Compression"];
const images = [...names, "Interior", "Back panel", "In use"].map(
  (name, index) => ({
    src: `/image-${index}.svg`,
    alt: `The backpack: ${name}`,
    width: 1200,
    height: 1200,
  }),
);

const props: ProductHeroProps = {
  images,
  colours: [
    { name: "Black", value: "black", swatch: "#2b2f33", image: 0 },
    { name: "Grey", value: "grey", swatch: "#8b9298", image: 1 },
    { name: "Army Green", value: "army-green", swatch: "#5b6b45", image: 2 },
  ],
  copy: {
    galleryLabel: "Product images",
    thumbnailLabel: "View image {n} of {total}",
    previousImage: "Previous image",
    nextImage: "Next image",
    openZoom: "Zoom in: {alt}",
    zoomLabel: "Zoomed product images",
    closeZoom: "Close zoom",
    colourLabel: "Colour",
  },
  locale: "en",
  summary: <h1>Travel Backpack</h1>,
  purchase: <a href="https://partner.test/">BUY NOW</a>,
};

/** The image the gallery shows, 1-based, as its stylesheet reads the radios. */
const shown = () =>
  (shownImage(screen.getByRole("region", { name: "Product images" })) ?? -1) +
  1;
const thumbnail = (n: number) =>
  screen.getByRole("radio", { name: `View image ${n} of 8` });
/** The main image's zoom button for image n: the stylesheet shows only the checked one's. */
const zoomButton = (n: number) =>
  screen.getAllByRole("button", { name: /^Zoom in:/ })[n - 1]!;
const picker = () => screen.getByRole("group", { name: /Colour/ });
/** The legend's name the stylesheet shows: the checked colour's. */
const legendName = () => {
  const checked = picker().querySelector<HTMLInputElement>("input:checked");
  return picker().querySelector(
    `[data-colour-name="${checked?.dataset.colour}"]`,
  )?.textContent;
};

beforeEach(() => window.history.replaceState(null, "", "/"));
afterEach(() => window.history.replaceState(null, "", "/"));

describe("ProductHero gallery", () => {
  it("is a radio group of 8 thumbnails, opening on the first colour's image", () => {
    render(<ProductHero {...props} />);
    expect(screen.getAllByRole("radio", { name: /^View image/ })).toHaveLength(
      8,
    );
    // No thumbnail is picked: the colour's image shows.
    for (let n = 1; n <= 8; n++) expect(thumbnail(n)).not.toBeChecked();
    expect(shown()).toBe(1);
    expect(zoomButton(1)).toHaveAccessibleName("Zoom in: The backpack: Black");
    // The hidden radio that holds "the colour's image" is named like every control.
    const colourImage = screen
      .getByRole("region", { name: "Product images" })
      .querySelector("input[hidden]");
    expect(colourImage).toBeChecked();
    expect(colourImage).toHaveAttribute("aria-label", "Colour");
  });

  it("marks every image, zoomed image and count with its position, for the stylesheet", () => {
    const { container } = render(<ProductHero {...props} />);
    for (let index = 0; index < 8; index++)
      expect(
        container.querySelectorAll(`[data-for-image="${index}"]`),
      ).toHaveLength(3);
  });

  it("makes every arrow a label of the neighbouring image's radio, wrapping around", async () => {
    const { container } = render(<ProductHero {...props} />);
    const arrows = (index: number) =>
      [
        ...container.querySelectorAll<HTMLLabelElement>(
          `section > div [data-for-image="${index}"] > label`,
        ),
      ].map((label) => [label.getAttribute("title"), label.htmlFor]);
    expect(arrows(0)).toEqual([
      ["Previous image", thumbnail(8).id],
      ["Next image", thumbnail(2).id],
    ]);
    expect(arrows(7)).toEqual([
      ["Previous image", thumbnail(7).id],
      ["Next image", thumbnail(1).id],
    ]);
    await userEvent.click(
      container.querySelector<HTMLLabelElement>(
        `label[for="${thumbnail(2).id}"]`,
      )!,
    );
    expect(thumbnail(2)).toBeChecked();
    expect(shown()).toBe(2);
  });

  it("loads the first image eagerly at high priority, every other one and every thumbnail lazily", () => {
    render(<ProductHero {...props} />);
    const first = zoomButton(1).querySelector("img");
    expect(first).toHaveAttribute("loading", "eager");
    expect(first).toHaveAttribute("fetchpriority", "high");
    expect(first).toHaveAttribute("width", "1200");
    for (const n of [2, 8])
      expect(zoomButton(n).querySelector("img")).toHaveAttribute(
        "loading",
        "lazy",
      );
    for (const n of [1, 2, 8])
      expect(
        thumbnail(n).closest("label")?.querySelector("img"),
      ).toHaveAttribute("loading", "lazy");
  });

  it("steps with the arrow keys on the main image, keeping focus on the one shown", async () => {
    render(<ProductHero {...props} />);
    zoomButton(1).focus();
    await userEvent.keyboard("{ArrowRight}");
    expect(shown()).toBe(2);
    expect(zoomButton(2)).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(shown()).toBe(8);
    expect(zoomButton(8)).toHaveFocus();
  });

  it("swipes, ignoring a short touch", () => {
    render(<ProductHero {...props} />);
    const frame = zoomButton(1).closest("div")!.parentElement!;
    const swipe = (from: number, to: number) => {
      fireEvent.touchStart(frame, { touches: [{ clientX: from }] });
      fireEvent.touchEnd(frame, { changedTouches: [{ clientX: to }] });
    };
    swipe(300, 100);
    expect(shown()).toBe(2);
    swipe(100, 120);
    expect(shown()).toBe(2);
    swipe(100, 300);
    swipe(100, 300);
    expect(shown()).toBe(8);
  });

  it("opens the zoom view with an invoker command, and steps in it with the arrow keys", () => {
    const { container } = render(<ProductHero {...props} />);
    const dialog = container.querySelector("dialog")!;
    expect(dialog).toHaveAttribute("aria-label", "Zoomed product images");
    for (let n = 1; n <= 8; n++) {
      expect(zoomButton(n)).toHaveAttribute("commandfor", dialog.id);
      expect(zoomButton(n)).toHaveAttribute("command", "show-modal");
    }
    const close = screen.getByRole("button", {
      name: "Close zoom",
      hidden: true,
    });
    expect(close).toHaveAttribute("commandfor", dialog.id);
    expect(close).toHaveAttribute("command", "close");
    fireEvent.keyDown(dialog, { key: "ArrowRight" });
    expect(shown()).toBe(2);
    fireEvent.keyDown(dialog, { key: "ArrowLeft" });
    expect(shown()).toBe(1);
  });
});

describe("ProductHero colour", () => {
  it("defaults to Black; a choice changes the image and ?color= without a history entry", async () => {
    window.history.replaceState(null, "", "/?utm_source=ad#top");
    render(<ProductHero {...props} />);
    expect(legendName()).toBe("Black");
    expect(screen.getByRole("radio", { name: "Black" })).toBeChecked();
    const before = window.history.length;

    await userEvent.click(screen.getByRole("radio", { name: "Grey" }));
    expect(legendName()).toBe("Grey");
    expect(shown()).toBe(2);
    expect(window.location.search).toBe("?utm_source=ad&color=grey");
    expect(window.location.hash).toBe("#top");
    expect(window.history.length).toBe(before);
  });

  it("shows the colour chosen after browsing other images", async () => {
    render(<ProductHero {...props} />);
    await userEvent.click(thumbnail(5));
    expect(shown()).toBe(5);
    await userEvent.click(screen.getByRole("radio", { name: "Army Green" }));
    expect(shown()).toBe(3);
    expect(thumbnail(5)).not.toBeChecked();
  });

  it.each([
    ["?color=army-green", "Army Green", 3],
    ["?color=grey", "Grey", 2],
    ["?color=purple", "Black", 1],
    ["?color=", "Black", 1],
  ])("arrives with %s showing %s", (query, name, image) => {
    window.history.replaceState(null, "", `/${query}`);
    render(<ProductHero {...props} />);
    expect(screen.getByRole("radio", { name })).toBeChecked();
    expect(shown()).toBe(image);
    expect(window.location.search).toBe(query);
  });

  it("adopts a colour picked before the island woke, and puts it in the address", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<ProductHero {...props} />);
    document.body.append(container);
    const grey = container.querySelector<HTMLInputElement>(
      'input[value="grey"]',
    )!;
    grey.checked = true;

    await act(async () => {
      hydrateRoot(container, <ProductHero {...props} />);
    });

    expect(legendName()).toBe("Grey");
    expect(grey).toBeChecked();
    expect(shown()).toBe(2);
    expect(window.location.search).toBe("?color=grey");
    container.remove();
  });

  it("keeps the static slots around the picker", () => {
    render(<ProductHero {...props} />);
    expect(
      screen.getByRole("heading", { name: "Travel Backpack" }),
    ).toBeVisible();
    expect(screen.getByRole("link", { name: "BUY NOW" })).toBeVisible();
  });
});
