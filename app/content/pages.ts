import { store } from "./store";
import type { PageMeta } from "./types";

const { name } = store;

export const aboutPage = {
  meta: {
    title: `About us | ${name}`,
    description: `${name} makes one thing: a vacuum compression travel backpack that fits a week of clothes into carry-on size. Meet the team behind it.`,
  },
  title: "About us",
  heading: `Why ${name} exists`,
  paragraphs: [
    `${name} started with a familiar travel problem: a carry-on that is full before the trip has even begun. We wanted one bag that carries a week of clothes, slides under an airline seat and still looks sharp in a meeting or a café.`,
    "So we make a single product and put everything into it. Our vacuum compression travel backpack expands from 36L to 60L when you need the room, and its compression compartment reduces the volume of your clothing by up to 80%. Fewer bags, no checked-luggage fees and no more sitting on a suitcase to close it.",
    "Every order ships free and tracked, every payment is encrypted, and a real person answers every message. If the backpack is not right for you, our money-back guarantee has you covered.",
  ],
  badgesHeading: "Our promise to you",
} as const;

export const contactPage = {
  meta: {
    title: `Contact us | ${name}`,
    description: `Questions about your backpack, an order or a return? Write to the ${name} team and we will get back to you.`,
  },
  title: "Contact",
  heading: "Contact us",
  intro:
    "Questions about sizing, an order or a return? Send us a message and our team will reply by e-mail.",
  fields: {
    name: "Name",
    email: "Email",
    message: "Message",
  },
  submit: "Send message",
} as const;

export const contactInformationPage = {
  meta: {
    title: `Contact information | ${name}`,
    description: `Trade name, support e-mail, postal address and customer service hours of ${name}.`,
  },
  title: "Contact information",
  heading: "Contact information",
  labels: {
    tradeName: "Trade name",
    email: "Support e-mail",
    address: "Postal address",
    hours: "Customer service hours",
  },
} as const;

export const orderTrackPage = {
  meta: {
    title: `Track your order | ${name}`,
    description: `Enter your tracking number to follow your ${name} order from our warehouse to your door.`,
  },
  title: "Order Track",
  heading: "Track your order",
  intro:
    "Enter the tracking number from your shipping confirmation e-mail to see where your parcel is.",
  label: "Tracking number",
  placeholder: "LP00123456789",
  hint: "Two letters followed by digits, for example LP00123456789.",
  submit: "Track order",
  emptyError: "Please enter a tracking number",
  notFound: {
    heading: "Order Not Found",
    text: "We couldn't find an order with the tracking number you provided. Please check your tracking number and try again.",
  },
  help: { text: "Still stuck?", link: "Need Help?", href: "/contact" },
} as const;

export const notFoundPage = {
  meta: {
    title: `Page not found | ${name}`,
    description: `The page you were looking for is not on ${name}.`,
  },
  title: "Page not found",
  heading: "Oops! Page not found",
  text: "The page you are looking for may have moved, or the address may be mistyped.",
  homeLink: "Return to Home",
} as const;

export const errorPage = {
  heading: "Unexpected Application Error!",
  meta: {
    title: `Something went wrong | ${name}`,
    description: "",
  } satisfies PageMeta,
} as const;

export const skipLinkLabel = "Skip to content";
export const breadcrumbHomeLabel = "Home";
