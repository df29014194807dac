import backPanel from "./images/backpack-back-panel.svg";
import black from "./images/backpack-black.svg";
import compression from "./images/backpack-compression.svg";
import expansion from "./images/backpack-expansion.svg";
import green from "./images/backpack-green.svg";
import grey from "./images/backpack-grey.svg";
import inUse from "./images/backpack-in-use.jpg?responsive";
import interior from "./images/backpack-interior.svg";
import { store } from "./store";
import type { Product, ProductCopy } from "./types";

const square = { width: 1200, height: 1200 } as const;

export const product = {
  title: "Vacuum Compression Travel Backpack",
  brand: store.name,
  description:
    "A carry-on travel backpack with a built-in vacuum compression bay: it expands from 36L to 60L and reduces the volume of your clothing by up to 80%.",
  meta: {
    title: `Vacuum Compression Travel Backpack, 36L to 60L | ${store.name}`,
    description:
      "The carry-on backpack that expands from 36L to 60L and compresses clothing by up to 80%. Free tracked shipping and a 30-day money-back guarantee.",
  },
  badge: "Exclusively",
  rating: 4.9,
  reviewCount: 439,
  sold: 2002,
  price: 14.95,
  originalPrice: 70.0,
  savings: 55.05,
  colours: [
    { name: "Black", value: "black", swatch: "#2b2f33", image: 0 },
    { name: "Grey", value: "grey", swatch: "#8b9298", image: 1 },
    { name: "Army Green", value: "army-green", swatch: "#5b6b45", image: 2 },
  ],
  gallery: [
    { src: black, alt: "The travel backpack in Black, front view", ...square },
    { src: grey, alt: "The travel backpack in Grey, front view", ...square },
    {
      src: green,
      alt: "The travel backpack in Army Green, front view",
      ...square,
    },
    {
      src: expansion,
      alt: "Side by side: the backpack at 36L and expanded to 60L",
      ...square,
    },
    {
      src: compression,
      alt: "Clothes before and after vacuum compression: up to 80% less volume",
      ...square,
    },
    {
      src: interior,
      alt: "The open backpack: laptop sleeve, tech and toiletry pockets and the compression bay",
      ...square,
    },
    {
      src: backPanel,
      alt: "The padded, breathable back panel with shoulder straps and trolley sleeve",
      ...square,
    },
    { ...inUse, alt: "A traveller wearing the backpack on a mountain trip" },
  ],
  benefits: [
    "Expands from 36L to 60L with one zip",
    "Vacuum compression reduces clothing volume by up to 80%",
    "Fits airline carry-on sizers when closed",
    "Padded 17-inch laptop sleeve and water-resistant shell",
  ],
  tabs: [
    {
      id: "description",
      label: "DESCRIPTION",
      heading: "Pack a week into a carry-on",
      paragraphs: [
        "Stop choosing between the clothes you want and the bag fees you don't. The built-in vacuum compression bay squeezes the air out of your clothing and reduces its volume by up to 80%, so a week of outfits fits where three days used to.",
        "Need more room on the way home? Open the expansion zip and the backpack grows from 36L to 60L in seconds. Close it again and it slips back into the airline sizer.",
      ],
      points: [
        "Capacity: 36L, expanding to 60L",
        "Up to 80% less clothing volume in the compression bay",
        "Padded laptop sleeve for devices up to 17 inches",
        "Water-resistant shell, lockable zips and a luggage trolley sleeve",
        "Colours: Black, Grey and Army Green",
      ],
    },
    {
      id: "shipping",
      label: "FREE TRACKED SHIPPING",
      heading: "Free tracked shipping on every order",
      paragraphs: [
        "Shipping is free and tracked on all orders, wherever you are. Your order is dispatched within 1-3 business days and arrives within 3-9 business days.",
        "As soon as your backpack leaves our warehouse you receive a tracking number by e-mail, so you can follow it all the way to your door on our Order Track page.",
      ],
    },
    {
      id: "returns",
      label: "RETURNS & EXCHANGES",
      heading: "Easy returns within 30 days",
      paragraphs: [
        "Changed your mind? Send the backpack back unused within 30 days of delivery and we refund you in full: that is our 30-day money-back guarantee.",
        "We don't offer direct exchanges. To get another colour, return your backpack for a refund and place a new order. Our refund policy has every detail.",
      ],
    },
    {
      id: "guarantee",
      label: "GUARANTEE & REFUND",
      heading: "Covered twice over",
      paragraphs: [
        "Every backpack comes with our 30-day money-back guarantee: if it is not right for you, return it for a full refund.",
        // The specification shows two guarantee periods: 30-day money back (banner,
        // refund policy) and 90-day satisfaction (FAQ, guarantee text). Both stay.
        "On top of that, our 90-day satisfaction guarantee means that if anything about your backpack disappoints you in the first 90 days, our team will make it right.",
      ],
    },
  ],
} satisfies Product;

export const productCopy = {
  soldLabel: "sold",
  reviewsLabel: "reviews",
  colourLabel: "Colour",
  buyNow: "BUY NOW",
  buyNowHint: "Opens our partner's secure offer page in a new tab",
  savePrefix: "Save",
  originalPriceLabel: "Original price:",
  currentPriceLabel: "Current price:",
  loading: "Loading...",
  galleryLabel: "Product images",
  thumbnailLabel: "View image {n} of {total}",
  previousImage: "Previous image",
  nextImage: "Next image",
  openZoom: "Zoom in: {alt}",
  zoomLabel: "Zoomed product images",
  closeZoom: "Close zoom",
  tabsLabel: "Product details",
  previousTab: "Previous tab",
  nextTab: "Next tab",
} satisfies ProductCopy;
