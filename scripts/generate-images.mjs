// Draws the store's vector art: `npm run images`. The logo mark, the review
// placeholder, the photo drop zone and the payment logos go to
// src/content/images/; the favicons (SVG and 48 px PNG) to src/content/public/.
// The product images, the sharing image and the app icons are rendered
// instead (`npm run render`, scripts/render.mjs). All output is committed.
import { mkdirSync, writeFileSync } from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { AmericanExpressFlatRoundedIcon } from "react-svg-credit-card-payment-icons/americanexpress";
import { DinersClubFlatRoundedIcon } from "react-svg-credit-card-payment-icons/dinersclub";
import { EloFlatRoundedIcon } from "react-svg-credit-card-payment-icons/elo";
import { HipercardFlatRoundedIcon } from "react-svg-credit-card-payment-icons/hipercard";
import { MastercardFlatRoundedIcon } from "react-svg-credit-card-payment-icons/mastercard";
import { VisaFlatRoundedIcon } from "react-svg-credit-card-payment-icons/visa";
import sharp from "sharp";
import { siGooglepay, siMeta } from "simple-icons";
import { optimize } from "svgo";
import { themeColours } from "./theme.mjs";

const images = new URL("../src/content/images/", import.meta.url);
const publicDir = new URL("../src/content/public/", import.meta.url);
mkdirSync(images, { recursive: true });
mkdirSync(publicDir, { recursive: true });

const svgOf = (markup) =>
  optimize(markup.replace(/\n\s*/g, " "), { multipass: true }).data;
const writeSvg = (name, markup) =>
  writeFileSync(new URL(name, images), svgOf(markup));

// The brand colours the art uses, from src/styles/app.css.
const colours = themeColours();
const brand = {
  green: colours.brand,
  soft: colours["brand-soft"],
  accent: colours.accent,
};

writeSvg(
  "review-placeholder.svg",
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120"><rect width="120" height="120" fill="${brand.soft}"/><circle cx="60" cy="47" r="20" fill="${brand.green}" opacity=".5"/><path d="M22 106 q38 -48 76 0z" fill="${brand.green}" opacity=".5"/></svg>`,
);

writeSvg(
  "review-drop-zone.svg",
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 72" width="96" height="72"><rect x="6" y="10" width="64" height="52" rx="8" fill="${brand.soft}" stroke="${brand.green}" stroke-width="3"/><circle cx="26" cy="28" r="6" fill="${brand.green}" opacity=".6"/><path d="M12 56 l18 -18 l12 12 l8 -8 l16 14z" fill="${brand.green}" opacity=".6"/><circle cx="74" cy="54" r="16" fill="${brand.accent}"/><path d="M74 46 v16 M66 54 h16" stroke="#fff" stroke-width="4" stroke-linecap="round"/></svg>`,
);

// The logo mark: a backpack silhouette in the brand green.
const mark = (
  size = 64,
) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${size}" height="${size}">
  <rect width="64" height="64" rx="16" fill="${brand.green}"/>
  <path d="M26 15 q6 -7 12 0" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round"/>
  <rect x="17" y="16" width="30" height="36" rx="10" fill="#fff"/>
  <rect x="22" y="33" width="20" height="14" rx="5" fill="${brand.green}"/>
  <path d="M24 24 h16" stroke="${brand.green}" stroke-width="3" stroke-linecap="round"/>
</svg>`;
writeSvg("logo-mark.svg", mark());
writeFileSync(new URL("favicon.svg", publicDir), svgOf(mark()));
const png = (svg, size, file) =>
  sharp(Buffer.from(svg), { density: 300 })
    .resize(size, size)
    .png()
    .toFile(new URL(file, publicDir).pathname);
await png(mark(), 48, "favicon-48.png");

// Payment logos: the card networks from react-svg-credit-card-payment-icons,
// the wallets' marks from simple-icons on a card of the same size. Shipped as
// static SVG files, so the footer costs no JavaScript.
const card = (Icon) =>
  renderToStaticMarkup(createElement(Icon, { width: 780, height: 500 }));
const wallet = (
  icon,
) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 780 500" width="780" height="500">
  <rect x="10" y="10" width="760" height="480" rx="40" fill="#fff" stroke="#d0d3d4" stroke-width="20"/>
  <g transform="translate(190 50) scale(16.67)" fill="#${icon.hex}"><path d="${icon.path}"/></g></svg>`;
const paymentLogos = {
  mastercard: card(MastercardFlatRoundedIcon),
  elo: card(EloFlatRoundedIcon),
  visa: card(VisaFlatRoundedIcon),
  amex: card(AmericanExpressFlatRoundedIcon),
  diners: card(DinersClubFlatRoundedIcon),
  hipercard: card(HipercardFlatRoundedIcon),
  googlepay: wallet(siGooglepay),
  metapay: wallet(siMeta),
};
for (const [id, markup] of Object.entries(paymentLogos)) {
  writeSvg(
    `payment-${id}.svg`,
    markup.includes("xmlns=")
      ? markup
      : markup.replace("<svg", '<svg xmlns="http://www.w3.org/2000/svg"'),
  );
}

console.log("images written");
