import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
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
  errorHeading: "Unexpected Application Error!",
  summary: <h1>Travel Backpack</h1>,
  purchase: <a href="https://partner.test/">BUY NOW</a>,
};

const mainImage = () => screen.getByRole("button", { name: /^Zoom in:/ });
const thumbnail = (n: number) =>
  screen.getByRole("button", { name: `View image ${n} of 8` });
const picker = () => screen.getByRole("group", { name: /Colour/ });

beforeEach(() => window.history.replaceState(null, "", "/"));
afterEach(() => window.history.replaceState(null, "", "/"));

describe("ProductHero gallery", () => {
  it("shows 8 thumbnails; thumbnails, buttons and arrow keys set the main image", async () => {
    render(<ProductHero {...props} />);
    expect(screen.getAllByRole("button", { name: /^View image/ })).toHaveLength(
      8,
    );
    expect(thumbnail(1)).toHaveAttribute("aria-current", "true");
    expect(within(mainImage()).getByRole("img")).toHaveAttribute(
      "alt",
      "The backpack: Black",
    );

    await userEvent.click(thumbnail(4));
    expect(thumbnail(4)).toHaveAttribute("aria-current", "true");
    expect(thumbnail(1)).not.toHaveAttribute("aria-current");
    expect(mainImage()).toHaveAccessibleName(
      "Zoom in: The backpack: 36L and 60L",
    );

    await userEvent.click(thumbnail(1));
    await userEvent.click(
      screen.getByRole("button", { name: "Previous image" }),
    );
    expect(thumbnail(8)).toHaveAttribute("aria-current", "true");
    await userEvent.click(screen.getByRole("button", { name: "Next image" }));
    expect(thumbnail(1)).toHaveAttribute("aria-current", "true");

    mainImage().focus();
    await userEvent.keyboard("{ArrowRight}");
    expect(thumbnail(2)).toHaveAttribute("aria-current", "true");
    await userEvent.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(thumbnail(8)).toHaveAttribute("aria-current", "true");
  }, 20_000);

  it("loads the first image eagerly at high priority and every thumbnail lazily", () => {
    render(<ProductHero {...props} />);
    const hero = within(mainImage()).getByRole("img");
    expect(hero).toHaveAttribute("loading", "eager");
    expect(hero).toHaveAttribute("fetchpriority", "high");
    expect(hero).toHaveAttribute("width", "1200");
    for (const n of [1, 2, 8])
      expect(thumbnail(n).querySelector("img")).toHaveAttribute(
        "loading",
        "lazy",
      );
  });

  it("swipes, ignoring a short touch", () => {
    render(<ProductHero {...props} />);
    const swipe = (from: number, to: number) => {
      fireEvent.touchStart(mainImage(), { touches: [{ clientX: from }] });
      fireEvent.touchEnd(mainImage(), { changedTouches: [{ clientX: to }] });
    };
    swipe(300, 100);
    expect(thumbnail(2)).toHaveAttribute("aria-current", "true");
    swipe(100, 120);
    expect(thumbnail(2)).toHaveAttribute("aria-current", "true");
    swipe(100, 300);
    swipe(100, 300);
    expect(thumbnail(8)).toHaveAttribute("aria-current", "true");
  });

  it("opens the zoom view, steps through it, and gives focus back when it closes", async () => {
    // jsdom has <dialog> but not its modal methods.
    HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
      this.open = true;
    };
    HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
      this.open = false;
      this.dispatchEvent(new Event("close"));
    };
    render(<ProductHero {...props} />);
    await userEvent.click(mainImage());
    const dialog = await screen.findByRole("dialog", {
      name: "Zoomed product images",
    });
    expect(dialog).toHaveTextContent("1 / 8");
    await userEvent.click(
      within(dialog).getByRole("button", { name: "Next image" }),
    );
    expect(dialog).toHaveTextContent("2 / 8");
    fireEvent.keyDown(dialog, { key: "ArrowLeft" });
    expect(dialog).toHaveTextContent("1 / 8");
    await userEvent.click(
      within(dialog).getByRole("button", { name: "Close zoom" }),
    );
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(mainImage()).toHaveFocus();
  });
});

describe("ProductHero colour", () => {
  it("defaults to Black; a choice changes the image and ?color= without a history entry", async () => {
    window.history.replaceState(null, "", "/?utm_source=ad#top");
    render(<ProductHero {...props} />);
    expect(picker()).toHaveTextContent("Colour: Black");
    expect(screen.getByRole("radio", { name: "Black" })).toBeChecked();
    const before = window.history.length;

    await userEvent.click(screen.getByRole("radio", { name: "Grey" }));
    expect(picker()).toHaveTextContent("Colour: Grey");
    expect(mainImage()).toHaveAccessibleName("Zoom in: The backpack: Grey");
    expect(window.location.search).toBe("?utm_source=ad&color=grey");
    expect(window.location.hash).toBe("#top");
    expect(window.history.length).toBe(before);
  });

  it("shows the colour chosen after browsing other images", async () => {
    render(<ProductHero {...props} />);
    await userEvent.click(thumbnail(5));
    await userEvent.click(screen.getByRole("radio", { name: "Army Green" }));
    expect(thumbnail(3)).toHaveAttribute("aria-current", "true");
  });

  it.each([
    ["?color=army-green", "Army Green"],
    ["?color=grey", "Grey"],
    ["?color=purple", "Black"],
    ["?color=", "Black"],
  ])("arrives with %s showing %s", (query, name) => {
    window.history.replaceState(null, "", `/${query}`);
    render(<ProductHero {...props} />);
    expect(screen.getByRole("radio", { name })).toBeChecked();
    expect(mainImage()).toHaveAccessibleName(`Zoom in: The backpack: ${name}`);
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

    expect(picker()).toHaveTextContent("Colour: Grey");
    expect(grey).toBeChecked();
    expect(mainImage()).toHaveAccessibleName("Zoom in: The backpack: Grey");
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
