import { store } from "./store";
import type { Policy } from "./types";

const { name, supportEmail } = store;
const hours = `${store.serviceHours.days}, ${store.serviceHours.hours} ${store.serviceHours.timeZone}`;

export const privacyPolicy = {
  path: "/privacy-policy",
  title: "Privacy policy",
  meta: {
    title: `Privacy policy | ${name}`,
    description: `How ${name} collects, uses and protects your personal information, and the choices you have.`,
  },
  intro: `This policy explains what personal information ${name} ("we", "us") collects when you visit our store, why we collect it and the choices you have. We collect as little as we can and we never sell your data.`,
  sections: [
    {
      heading: "Information we collect",
      blocks: [
        {
          kind: "list",
          items: [
            "Messages you send us through the contact form or by e-mail: your name, e-mail address and what you write.",
            "Reviews you choose to post: the name, rating, text and photo you provide.",
            "Your approximate country, worked out from your IP address by a geo-IP service, only to show prices in your currency.",
            "Technical data your browser sends with every request, such as your IP address, browser type and the pages you view.",
          ],
        },
      ],
    },
    {
      heading: "How we use it",
      blocks: [
        {
          kind: "list",
          items: [
            "To answer your questions and help with orders, returns and refunds.",
            "To show prices in euros, pounds or US dollars depending on where you are.",
            "To keep the store secure and working, and to prevent fraud.",
            "To meet our legal and accounting obligations.",
          ],
        },
      ],
    },
    {
      heading: "Storage on your device",
      blocks: [
        {
          kind: "paragraph",
          text: "We remember your currency in your browser's local storage so that we do not have to look up your country on every visit. We use no advertising cookies. You can clear this storage at any time in your browser settings.",
        },
      ],
    },
    {
      heading: "Sharing",
      blocks: [
        {
          kind: "paragraph",
          text: "Payments and orders are completed on our partner's secure offer page, which handles your payment and delivery details under its own privacy policy. We share information with service providers (such as the geo-IP service and our e-mail provider) only as far as they need it to work for us, and with authorities only when the law requires it.",
        },
      ],
    },
    {
      heading: "How long we keep it",
      blocks: [
        {
          kind: "paragraph",
          text: "We keep messages for as long as we need them to help you and for up to 24 months afterwards, and order records for as long as tax law requires. Then we delete or anonymise them.",
        },
      ],
    },
    {
      heading: "Your rights",
      blocks: [
        {
          kind: "paragraph",
          text: "Depending on where you live (for example under the GDPR, the UK GDPR or the California Consumer Privacy Act) you may have the right to:",
        },
        {
          kind: "list",
          items: [
            "see the personal information we hold about you and get a copy of it;",
            "have it corrected or deleted;",
            "object to or restrict how we use it;",
            "complain to your local data protection authority.",
          ],
        },
        {
          kind: "paragraph",
          text: `To use any of these rights, write to ${supportEmail}. We answer within 30 days.`,
        },
      ],
    },
    {
      heading: "Contact",
      blocks: [
        {
          kind: "paragraph",
          text: `Questions about this policy? E-mail ${supportEmail} (${hours}).`,
        },
      ],
    },
  ],
} satisfies Policy;

export const refundPolicy = {
  path: "/refund-policy",
  title: "Refund policy",
  meta: {
    title: `Refund policy | ${name}`,
    description: `${name}'s 30-day money-back guarantee: how to return your backpack and how long your refund takes.`,
  },
  intro: `We want you to love your backpack. If it is not right for you, our 30-day money-back guarantee lets you send it back for a full refund.`,
  sections: [
    {
      heading: "30-day money-back guarantee",
      blocks: [
        {
          kind: "paragraph",
          text: "You have 30 days from the day your order is delivered to ask for a refund. The item must be unused, in the condition you received it, with its tags and original packaging.",
        },
      ],
    },
    {
      heading: "How to start a return",
      blocks: [
        {
          kind: "list",
          items: [
            `E-mail ${supportEmail} with your order number and the reason for the return.`,
            "We reply within one business day with your return address and instructions.",
            "Pack the item securely and send it back with a tracked service. Keep your proof of postage.",
          ],
        },
      ],
    },
    {
      heading: "Refund processing times",
      blocks: [
        {
          kind: "paragraph",
          text: "Once your return arrives and passes inspection we approve your refund and process it within 5-7 business days. After that, how soon the money reaches you depends on how you paid:",
        },
        {
          kind: "table",
          caption: "Time for a refund to reach you after we process it",
          columns: ["Payment method", "Time to reach you"],
          rows: [
            ["Credit card", "3-5 business days"],
            ["PayPal", "1-2 business days"],
            ["Bank transfer", "5-7 business days"],
          ],
        },
      ],
    },
    {
      heading: "Exchanges",
      blocks: [
        {
          kind: "paragraph",
          text: "We do not offer direct exchanges. If you would like a different colour, return the item for a refund and place a new order.",
        },
      ],
    },
    {
      heading: "Items that cannot be returned",
      blocks: [
        {
          kind: "paragraph",
          text: "Custom or personalised items are made for you alone and are not returnable, unless they arrive damaged or defective.",
        },
      ],
    },
    {
      heading: "Damaged or wrong items",
      blocks: [
        {
          kind: "paragraph",
          text: `If your order arrives damaged, defective or is not what you ordered, e-mail ${supportEmail} within 7 days of delivery with a photo and we will make it right at no cost to you.`,
        },
      ],
    },
  ],
} satisfies Policy;

export const shippingPolicy = {
  path: "/shipping-policy",
  title: "Shipping policy",
  meta: {
    title: `Shipping policy | ${name}`,
    description: `Free tracked shipping on every ${name} order: processing times, delivery windows by region and expedited options.`,
  },
  intro:
    "Shipping is free and tracked on all orders. Here is how long your order takes to reach you.",
  sections: [
    {
      heading: "Order processing",
      blocks: [
        {
          kind: "paragraph",
          text: "Orders are processed within 1-2 business days. Orders placed before 2 PM EST on a business day ship the same day. You receive a tracking number by e-mail as soon as your parcel leaves our warehouse.",
        },
      ],
    },
    {
      heading: "Delivery times",
      blocks: [
        {
          kind: "table",
          caption:
            "Standard delivery windows after dispatch, free on all orders",
          columns: ["Destination", "Delivery time"],
          rows: [
            ["United States", "3-7 business days"],
            ["Canada", "5-10 business days"],
            ["United Kingdom", "5-12 business days"],
            ["European Union", "7-14 business days"],
            ["Australia", "7-14 business days"],
            ["Rest of World", "10-21 business days"],
          ],
        },
      ],
    },
    {
      heading: "Expedited shipping",
      blocks: [
        {
          kind: "paragraph",
          text: "Need it sooner? Expedited shipping is available for domestic orders only.",
        },
        {
          kind: "table",
          caption: "Expedited options (domestic orders only)",
          columns: ["Service", "Delivery time", "Price"],
          rows: [
            ["Express", "2-3 days", { amount: 9.99, currency: "USD" }],
            ["Overnight", "1-2 days", { amount: 19.99, currency: "USD" }],
          ],
        },
      ],
    },
    {
      heading: "Tracking your parcel",
      blocks: [
        {
          kind: "paragraph",
          text: "Use the tracking number from your shipping e-mail on our Order Track page. Tracking can take up to 48 hours to show the first scan.",
        },
      ],
    },
    {
      heading: "Customs and duties",
      blocks: [
        {
          kind: "paragraph",
          text: "Orders shipped outside the United States may be subject to import duties and taxes set by the destination country. These are not included in our prices and are the responsibility of the recipient.",
        },
      ],
    },
  ],
} satisfies Policy;

export const termsOfService = {
  path: "/terms-of-service",
  title: "Terms of service",
  meta: {
    title: `Terms of service | ${name}`,
    description: `The terms that apply when you use the ${name} store and buy our products.`,
  },
  intro: `These terms apply when you visit the ${name} store. By using it you agree to them, so please read them carefully.`,
  sections: [
    {
      heading: "Using our store",
      blocks: [
        {
          kind: "paragraph",
          text: "You may browse and buy from our store for your own personal use. You agree not to misuse it, for example by trying to break its security or by posting unlawful content.",
        },
      ],
    },
    {
      heading: "Products and prices",
      blocks: [
        {
          kind: "paragraph",
          text: "We describe our products as accurately as we can; colours may look slightly different on your screen. Prices are shown in your local currency where we can detect it. Prices quoted in our policies are in US dollars.",
        },
      ],
    },
    {
      heading: "Orders and payment",
      blocks: [
        {
          kind: "paragraph",
          text: "When you choose BUY NOW you are taken to our partner's secure offer page, where you place your order and pay. The final price, taxes and delivery details are confirmed there before you pay.",
        },
      ],
    },
    {
      heading: "Reviews and content you post",
      blocks: [
        {
          kind: "paragraph",
          text: "Reviews you post must be your own honest opinion and must not include anything unlawful, offensive or that belongs to someone else. Reviews posted on this site are marked as not verified. We may remove content that breaks these rules.",
        },
      ],
    },
    {
      heading: "Returns, refunds and shipping",
      blocks: [
        {
          kind: "paragraph",
          text: "Our refund policy and shipping policy form part of these terms.",
        },
      ],
    },
    {
      heading: "Intellectual property",
      blocks: [
        {
          kind: "paragraph",
          text: `All text, images, logos and designs on this site belong to ${store.tradeName} or its licensors and may not be copied without permission.`,
        },
      ],
    },
    {
      heading: "Liability",
      blocks: [
        {
          kind: "paragraph",
          text: "Nothing in these terms limits your statutory rights as a consumer. Otherwise, to the extent the law allows, we are not liable for indirect or unforeseeable loss arising from the use of our store.",
        },
      ],
    },
    {
      heading: "Changes and contact",
      blocks: [
        {
          kind: "paragraph",
          text: `We may update these terms from time to time; the date at the top of this page shows the latest version. Questions? E-mail ${supportEmail}.`,
        },
      ],
    },
  ],
} satisfies Policy;

export const policies = [
  privacyPolicy,
  refundPolicy,
  shippingPolicy,
  termsOfService,
] as const satisfies readonly Policy[];

export const lastUpdatedLabel = "Last updated";
