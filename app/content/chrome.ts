import amex from "./images/payment-amex.svg";
import diners from "./images/payment-diners.svg";
import elo from "./images/payment-elo.svg";
import googlepay from "./images/payment-googlepay.svg";
import hipercard from "./images/payment-hipercard.svg";
import mastercard from "./images/payment-mastercard.svg";
import metapay from "./images/payment-metapay.svg";
import visa from "./images/payment-visa.svg";
import type {
  FooterContent,
  NavLink,
  PaymentMethod,
  PromoBanner,
  TrustBadge,
} from "./types";

export const promoBanner = {
  label: "Store promotions",
  messages: [
    "FREE SHIPPING ON ALL ORDERS",
    "MORE THAN 27,610 SATISFIED CUSTOMERS!",
    "30-DAY MONEY BACK GUARANTEE",
    "24/7 CUSTOMER SUPPORT AVAILABLE",
    "SECURE PAYMENT & FAST DELIVERY",
  ],
  intervalMs: 3000,
} satisfies PromoBanner;

export const mainNavigation = [
  { label: "Home", href: "/" },
  { label: "About", href: "/about" },
  { label: "Order Track", href: "/order-track" },
  { label: "Contact", href: "/contact" },
] as const satisfies readonly NavLink[];

export const trustBadgesHeading = "Why shop with us";

export const trustBadges = [
  {
    icon: "truck",
    title: "Free tracked shipping",
    text: "Every order ships free with a tracking number, worldwide.",
  },
  {
    icon: "headset",
    title: "Customer service",
    text: "Real people ready to help, Monday to Friday 9:00 AM to 6:30 PM.",
  },
  {
    icon: "shield",
    title: "Secure payment",
    text: "Encrypted checkout with the payment methods you already trust.",
  },
] as const satisfies readonly TrustBadge[];

const logo = (src: string) => ({ src, width: 780, height: 500 });

export const paymentMethods = [
  { id: "mastercard", name: "Mastercard", logo: logo(mastercard) },
  { id: "elo", name: "Elo", logo: logo(elo) },
  { id: "visa", name: "Visa", logo: logo(visa) },
  { id: "amex", name: "American Express", logo: logo(amex) },
  { id: "diners", name: "Diners Club", logo: logo(diners) },
  { id: "hipercard", name: "Hypercard", logo: logo(hipercard) },
  { id: "googlepay", name: "Google Pay", logo: logo(googlepay) },
  { id: "metapay", name: "Meta Pay", logo: logo(metapay) },
] as const satisfies readonly PaymentMethod[];

export const footer = {
  newsletter: {
    heading: "Travel notes, now and then",
    text: "Packing tips, new colours and members-only offers. No spam, ever.",
    label: "Email address",
    placeholder: "you@example.com",
  },
  aboutHeading: "About",
  aboutLinks: [
    { label: "About us", href: "/about" },
    { label: "Contact", href: "/contact" },
  ],
  policiesHeading: "Policies",
  policyLinks: [
    { label: "Contact information", href: "/contact-information" },
    { label: "Privacy policy", href: "/privacy-policy" },
    { label: "Refund policy", href: "/refund-policy" },
    { label: "Shipping policy", href: "/shipping-policy" },
    { label: "Terms of service", href: "/terms-of-service" },
  ],
  paymentHeading: "We accept",
  currencyLabel: "Currency",
  rights: "All rights reserved.",
} satisfies FooterContent;
