import type { FaqItem } from "./types";

export const faqHeading = "Frequently asked questions";

export const faqItems = [
  {
    id: "delivery",
    question: "How long does delivery take?",
    answer:
      "Orders are dispatched within 1-3 business days and delivered within 3-9 business days. You receive an e-mail with your tracking number as soon as your order ships.",
  },
  {
    id: "shipping",
    question: "How much does shipping cost?",
    answer:
      "Nothing: shipping is free and tracked on all orders, wherever you are.",
  },
  {
    id: "tracking",
    question: "How can I track my order?",
    answer:
      "Every order is tracked. Enter the tracking number from your shipping e-mail on our Order Track page to see where your parcel is.",
  },
  {
    id: "payment",
    question: "Which payment methods can I use? Is payment secure?",
    answer:
      "You pay on our partner's secure, encrypted checkout with Mastercard, Visa, American Express, Diners Club, Elo, Hypercard, Google Pay or Meta Pay. We never see or store your card details.",
  },
  {
    id: "guarantee",
    question: "What if I don't like it?",
    answer:
      "You are covered by our 90-day satisfaction guarantee: if the backpack doesn't live up to your expectations, contact us and we will make it right.",
  },
] satisfies FaqItem[];
