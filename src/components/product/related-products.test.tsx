import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RelatedProducts, type RelatedCard } from "./related-products";

const image = { src: "/x.svg", alt: "A bag", width: 600, height: 600 };
const card = (id: number, price: number, more: Partial<RelatedCard> = {}) => ({
  id,
  name: `Bag ${id}`,
  image,
  rating: 4.8,
  reviewsCount: 100 + id,
  price,
  colorsAvailable: "3 colours available",
  ...more,
});

const copy = {
  loading: "Loading...",
  originalPriceLabel: "Original price:",
  savePrefix: "Save",
  reviewsLabel: "reviews",
  ratedLabel: "Rated {rating} out of 5",
};

/** The section of `items`, priced in US dollars. */
function renderCards(items: readonly RelatedCard[]) {
  render(
    <RelatedProducts
      heading="You will also like"
      items={items}
      copy={copy}
      currencies={["USD"]}
      locale="en"
    />,
  );
}

describe("RelatedProducts", () => {
  it("shows each card with its price, and savings only where there was an original price", () => {
    renderCards([card(1, 44), card(3, 49, { originalPrice: 80, savings: 31 })]);
    const region = screen.getByRole("region", { name: "You will also like" });
    const [first, second] = within(region).getAllByRole("listitem");
    expect(first).toHaveTextContent("$44.00");
    expect(first).not.toHaveTextContent("Save");
    expect(second).toHaveTextContent("Original price: $80.00");
    expect(second).toHaveTextContent("Save $31.00");
    expect(second).toHaveTextContent("(103 reviews)");
    expect(
      within(second!).getByRole("img", { name: /^Rated/ }),
    ).toHaveAccessibleName("Rated 4.8 out of 5");
  });

  it("makes a card a link only when it has an address", () => {
    renderCards([
      card(1, 44),
      card(2, 157, { url: "https://shop.test/carry-on" }),
    ]);
    const links = screen.getAllByRole("link");
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute("href", "https://shop.test/carry-on");
  });
});
