// Draws the store's illustration set and icons: `npm run images`.
// SVG art goes to src/content/images/ (imported by content modules); one scene
// is rendered to JPEG there to exercise the photo pipeline; favicons, app
// icons and the sharing image go to src/content/public/. All output is committed.
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

const images = new URL("../src/content/images/", import.meta.url);
const publicDir = new URL("../src/content/public/", import.meta.url);
mkdirSync(images, { recursive: true });
mkdirSync(publicDir, { recursive: true });

const svgOf = (markup) =>
  optimize(markup.replace(/\n\s*/g, " "), { multipass: true }).data;
const writeSvg = (name, markup) =>
  writeFileSync(new URL(name, images), svgOf(markup));

// The brand palette, as in src/styles/app.css.
const brand = {
  ink: "#16211d",
  green: "#1e4d40",
  deep: "#143a30",
  soft: "#e6efe9",
  accent: "#c2410c",
  sand: "#f3f1ec",
  line: "#dcd8cf",
};
const packs = {
  black: {
    body: "#2c3136",
    dark: "#1b1f23",
    light: "#3f454c",
    trim: "#8a9096",
  },
  grey: { body: "#8d949a", dark: "#6c7379", light: "#a9afb4", trim: "#e3e6e8" },
  green: {
    body: "#5b6b45",
    dark: "#445234",
    light: "#73845a",
    trim: "#d2d8c3",
  },
};
const font = `font-family="Helvetica Neue, Helvetica, Arial, sans-serif"`;

function scene(
  content,
  {
    size = 1200,
    bg = brand.sand,
    floor = true,
    width = size,
    height = size,
  } = {},
) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">
    <defs>
      <radialGradient id="glow" cx="50%" cy="42%" r="65%"><stop offset="0" stop-color="#fff" stop-opacity=".85"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
      <linearGradient id="shade" x1="0" x2="1"><stop offset="0" stop-color="#fff" stop-opacity=".18"/><stop offset=".45" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".28"/></linearGradient>
    </defs>
    <rect width="${width}" height="${height}" fill="${bg}"/>
    <rect width="${width}" height="${height}" fill="url(#glow)"/>
    ${floor ? `<ellipse cx="${width / 2}" cy="${height * 0.86}" rx="${width * 0.27}" ry="${height * 0.03}" fill="${brand.ink}" opacity=".13"/>` : ""}
    ${content}
  </svg>`;
}

/** The backpack, front view, centred on cx with its base at `base`, scaled by s. */
function backpack(c, { cx = 600, base = 1030, s = 1, expanded = false } = {}) {
  const h = expanded ? 760 : 640;
  return `<g transform="translate(${cx} ${base}) scale(${s}) translate(-600 ${-h})">
    <path d="M372 150 C300 330 300 520 352 ${h - 40}" fill="none" stroke="${c.dark}" stroke-width="46" stroke-linecap="round"/>
    <path d="M828 150 C900 330 900 520 848 ${h - 40}" fill="none" stroke="${c.dark}" stroke-width="46" stroke-linecap="round"/>
    <path d="M530 40 q70 -70 140 0" fill="none" stroke="${c.dark}" stroke-width="30" stroke-linecap="round"/>
    <path d="M400 40 h400 q90 0 100 100 l20 ${h - 200} q6 100 -100 100 h-440 q-106 0 -100 -100 l20 ${-(h - 200)} q10 -100 100 -100z" fill="${c.body}"/>
    <path d="M400 40 h400 q90 0 100 100 l20 ${h - 200} q6 100 -100 100 h-440 q-106 0 -100 -100 l20 ${-(h - 200)} q10 -100 100 -100z" fill="url(#shade)"/>
    <path d="M330 170 q270 -96 540 0" fill="none" stroke="${c.trim}" stroke-width="7" stroke-dasharray="16 9" opacity=".9"/>
    <rect x="840" y="150" width="16" height="52" rx="7" fill="${c.trim}"/>
    <rect x="300" y="${h * 0.42}" width="600" height="26" fill="${c.dark}" opacity=".7"/>
    <rect x="300" y="${h * 0.62}" width="600" height="26" fill="${c.dark}" opacity=".7"/>
    <rect x="396" y="${h * 0.36}" width="408" height="${h * 0.5}" rx="70" fill="${c.light}"/>
    <path d="M436 ${h * 0.44} h328" stroke="${c.trim}" stroke-width="7" stroke-dasharray="16 9"/>
    <rect x="748" y="${h * 0.44 - 8}" width="16" height="50" rx="7" fill="${c.trim}"/>
    ${expanded ? `<rect x="312" y="${h * 0.27}" width="576" height="50" fill="${c.dark}"/><path d="M330 ${h * 0.27 + 25} h540" stroke="${c.trim}" stroke-width="6" stroke-dasharray="12 8"/>` : ""}
    <rect x="548" y="86" width="104" height="44" rx="12" fill="${c.dark}"/>
    <circle cx="600" cy="${h * 0.27}" r="24" fill="${c.dark}"/><circle cx="600" cy="${h * 0.27}" r="9" fill="${c.trim}"/>
  </g>`;
}

const caption = (text, { y = 1120, width = 1200 } = {}) => {
  const w = Math.min(width - 120, text.length * 26 + 100);
  return `<rect x="${(width - w) / 2}" y="${y - 50}" width="${w}" height="76" rx="38" fill="${brand.green}"/>
    <text x="${width / 2}" y="${y}" ${font} font-size="38" font-weight="700" fill="#fff" text-anchor="middle">${text}</text>`;
};
const label = (x, y, text, size = 44, fill = brand.ink) =>
  `<text x="${x}" y="${y}" ${font} font-size="${size}" font-weight="700" fill="${fill}" text-anchor="middle">${text}</text>`;
const arrow = (x, y) =>
  `<path d="M${x - 50} ${y} h90" stroke="${brand.accent}" stroke-width="16" stroke-linecap="round"/><path d="M${x + 14} ${y - 34} l34 34 l-34 34" fill="none" stroke="${brand.accent}" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>`;

// The three colours: the hero view.
for (const [name, colours] of Object.entries(packs))
  writeSvg(`backpack-${name}.svg`, scene(backpack(colours)));

writeSvg(
  "backpack-expansion.svg",
  scene(
    backpack(packs.black, { cx: 350, base: 900, s: 0.58 }) +
      backpack(packs.black, { cx: 850, base: 900, s: 0.58, expanded: true }) +
      arrow(600, 620) +
      label(350, 980, "36L") +
      label(850, 980, "60L") +
      caption("Expands from 36L to 60L"),
    { floor: false },
  ),
);

const clothes = [
  "#c96d4b",
  "#4c7a8f",
  "#e0b354",
  "#7c8f5b",
  "#a55f7a",
  "#5d6d7e",
];
writeSvg(
  "backpack-compression.svg",
  scene(
    `<rect x="140" y="300" width="400" height="560" rx="70" fill="#fff" stroke="${brand.line}" stroke-width="6"/>
     ${clothes.map((colour, i) => `<rect x="180" y="${340 + i * 84}" width="320" height="68" rx="26" fill="${colour}"/>`).join("")}
     <rect x="690" y="560" width="370" height="300" rx="60" fill="#fff" stroke="${brand.line}" stroke-width="6"/>
     ${clothes.map((colour, i) => `<rect x="730" y="${592 + i * 40}" width="290" height="30" rx="12" fill="${colour}"/>`).join("")}
     <circle cx="1040" cy="580" r="26" fill="${brand.green}"/><circle cx="1040" cy="580" r="10" fill="#fff"/>
     ${arrow(615, 640)}${label(340, 940, "Before")}${label(875, 940, "After")}${caption("Up to 80% less clothing volume")}`,
    { floor: false },
  ),
);

writeSvg(
  "backpack-interior.svg",
  scene(
    `<rect x="200" y="170" width="800" height="800" rx="110" fill="${packs.black.body}"/>
     <rect x="245" y="215" width="710" height="710" rx="80" fill="#ece8df"/>
     <rect x="280" y="250" width="300" height="290" rx="30" fill="#cfdcd5"/>${label(430, 405, "Laptop 17″", 36)}
     <rect x="610" y="250" width="310" height="135" rx="30" fill="#e2d6c4"/>${label(765, 330, "Tech", 36)}
     <rect x="610" y="405" width="310" height="135" rx="30" fill="#e2d6c4"/>${label(765, 485, "Toiletries", 36)}
     <rect x="280" y="570" width="640" height="320" rx="30" fill="#b9cbc1"/>${label(600, 720, "Vacuum compression bay", 36)}
     <circle cx="600" cy="800" r="24" fill="${brand.green}"/><circle cx="600" cy="800" r="9" fill="#fff"/>
     ${caption("A place for everything")}`,
    { floor: false },
  ),
);

writeSvg(
  "backpack-back-panel.svg",
  scene(
    `<path d="M400 180 h400 q90 0 100 100 l20 540 q6 100 -100 100 h-440 q-106 0 -100 -100 l20 -540 q10 -100 100 -100z" fill="${packs.black.body}"/>
     <rect x="410" y="250" width="380" height="600" rx="70" fill="${packs.black.light}"/>
     ${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="440" y="${280 + i * 92}" width="320" height="66" rx="30" fill="#596068"/>`).join("")}
     <path d="M455 200 C385 470 385 700 445 900" fill="none" stroke="${packs.black.dark}" stroke-width="74" stroke-linecap="round"/>
     <path d="M745 200 C815 470 815 700 755 900" fill="none" stroke="${packs.black.dark}" stroke-width="74" stroke-linecap="round"/>
     <rect x="470" y="600" width="260" height="70" rx="16" fill="${packs.black.trim}"/>${label(600, 646, "Trolley sleeve", 30)}
     ${caption("Breathable, padded back panel")}`,
  ),
);

const scenes = {
  trip: `<rect width="1200" height="760" fill="#cfe3e6"/><circle cx="960" cy="210" r="86" fill="#f4c96d"/>
    <path d="M0 640 L230 380 L430 560 L690 280 L980 600 L1200 450 V800 H0Z" fill="#8fb5a7"/>
    <path d="M0 700 L320 520 L600 700 L900 540 L1200 700 V800 H0Z" fill="#6d998a"/>
    <rect y="760" width="1200" height="440" fill="#e4dccb"/>`,
};
const traveller = (pack) => `<g>
    <circle cx="520" cy="340" r="62" fill="#c58c6d"/><path d="M462 320 q58 -70 118 0 q-10 -60 -60 -62 q-50 2 -58 62z" fill="#3b2a22"/>
    <rect x="455" y="410" width="130" height="310" rx="56" fill="${brand.green}"/>
    <rect x="462" y="700" width="52" height="240" rx="24" fill="#2b3440"/><rect x="528" y="700" width="52" height="240" rx="24" fill="#2b3440"/>
    ${backpack(pack, { cx: 650, base: 780, s: 0.42 })}
    <path d="M560 430 l60 20" stroke="${packs.green.dark}" stroke-width="18" stroke-linecap="round"/>
  </g>`;
const inUse = scene(
  scenes.trip +
    traveller(packs.green) +
    caption("Built for the trip, not the baggage fee"),
  {
    floor: false,
  },
);
await sharp(Buffer.from(inUse))
  .jpeg({ quality: 86, mozjpeg: true })
  .toFile(new URL("backpack-in-use.jpg", images).pathname);

const related = {
  "related-packing-cubes.svg": `<rect x="240" y="560" width="440" height="300" rx="44" fill="#4c7a8f"/><rect x="520" y="430" width="440" height="300" rx="44" fill="#7fa4b5"/><rect x="380" y="300" width="380" height="230" rx="44" fill="#a9c4d0"/>
    ${[0, 1, 2].map((i) => `<path d="M${300 + i * 140} ${600 - i * 130} h${300 - i * 40}" stroke="#fff" stroke-width="6" stroke-dasharray="12 8" opacity=".8"/>`).join("")}`,
  "related-carry-on.svg": `<rect x="540" y="150" width="120" height="120" rx="22" fill="none" stroke="${packs.black.dark}" stroke-width="24"/><rect x="390" y="250" width="420" height="640" rx="64" fill="${packs.black.body}"/><rect x="390" y="250" width="420" height="640" rx="64" fill="url(#shade)"/>
    ${[0, 1, 2].map((i) => `<path d="M${480 + i * 120} 290 v560" stroke="${packs.black.light}" stroke-width="14" stroke-linecap="round"/>`).join("")}<circle cx="450" cy="920" r="32" fill="${packs.black.dark}"/><circle cx="750" cy="920" r="32" fill="${packs.black.dark}"/>`,
  "related-sling.svg": `<path d="M280 290 C520 180 840 420 930 820" fill="none" stroke="${packs.grey.dark}" stroke-width="42" stroke-linecap="round"/><rect x="360" y="500" width="480" height="320" rx="130" fill="${packs.grey.body}"/><rect x="360" y="500" width="480" height="320" rx="130" fill="url(#shade)"/><path d="M420 610 h360" stroke="${packs.grey.trim}" stroke-width="8" stroke-dasharray="16 9"/><rect x="560" y="680" width="80" height="44" rx="12" fill="${packs.grey.dark}"/>`,
  "related-duffel.svg": `<path d="M450 480 q150 -180 300 0" fill="none" stroke="${packs.green.dark}" stroke-width="32" stroke-linecap="round"/><rect x="200" y="470" width="800" height="380" rx="180" fill="${packs.green.body}"/><rect x="200" y="470" width="800" height="380" rx="180" fill="url(#shade)"/><path d="M300 560 h600" stroke="${packs.green.trim}" stroke-width="8" stroke-dasharray="16 9"/><rect x="530" y="660" width="140" height="60" rx="14" fill="${packs.green.dark}"/>`,
};
for (const [file, art] of Object.entries(related)) writeSvg(file, scene(art));

const reviewScenes = {
  "review-photo-airport.svg": [
    `<rect width="1200" height="820" fill="#dfe9ee"/><rect x="120" y="120" width="960" height="520" rx="40" fill="#b8d3e0"/><path d="M360 360 l300 -70 l80 20 l-300 90z" fill="#fff"/><rect y="820" width="1200" height="380" fill="#d9d2c4"/>`,
    packs.black,
  ],
  "review-photo-hotel.svg": [
    `<rect width="1200" height="1200" fill="#efe3d3"/><rect x="80" y="640" width="1040" height="300" rx="40" fill="#fff"/><rect x="120" y="560" width="300" height="120" rx="50" fill="#f7f1e8"/><rect y="940" width="1200" height="260" fill="#cbb9a0"/>`,
    packs.grey,
  ],
  "review-photo-trail.svg": [
    `<rect width="1200" height="1200" fill="#dbe7d6"/><path d="M0 700 L300 400 L520 620 L800 330 L1200 720 V1200 H0Z" fill="#9dbb96"/><path d="M0 900 L400 760 L800 900 L1200 780 V1200 H0Z" fill="#7a9b72"/>`,
    packs.green,
  ],
  "review-photo-train.svg": [
    `<rect width="1200" height="1200" fill="#e6e2ef"/><rect x="100" y="120" width="1000" height="440" rx="60" fill="#c9d8e6"/><path d="M100 450 L400 330 L700 420 L1100 300 V560 H100Z" fill="#a8c2a0"/><rect y="880" width="1200" height="320" fill="#8a8ea6"/>`,
    packs.black,
  ],
};
for (const [file, [backdrop, pack]] of Object.entries(reviewScenes)) {
  writeSvg(
    file,
    scene(backdrop + backpack(pack, { cx: 600, base: 1040, s: 0.72 }), {
      floor: true,
    }).replace('width="1200" height="1200"', 'width="600" height="600"'),
  );
}

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
await png(mark(), 180, "apple-touch-icon.png");
await png(mark(), 192, "icon-192.png");
await png(mark(), 512, "icon-512.png");

// The sharing image, 1200 × 630.
const og = scene(
  `<rect x="0" y="0" width="560" height="630" fill="${brand.green}"/>
   <g transform="translate(60 70) scale(1.6)">${mark(64).replace(/<\/?svg[^>]*>/g, "")}</g>
   <text x="60" y="290" ${font} font-size="64" font-weight="800" fill="#fff">Voyapack</text>
   <text x="60" y="360" ${font} font-size="34" fill="#e6efe9">Vacuum Compression</text>
   <text x="60" y="404" ${font} font-size="34" fill="#e6efe9">Travel Backpack</text>
   <text x="60" y="520" ${font} font-size="30" font-weight="700" fill="#fff">36L → 60L · up to 80% less volume</text>
   ${backpack(packs.black, { cx: 880, base: 590, s: 0.78 })}`,
  { width: 1200, height: 630, floor: false },
);
await sharp(Buffer.from(og))
  .png()
  .toFile(new URL("og-image.png", publicDir).pathname);
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
