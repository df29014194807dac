// Draws the store's interim illustrations as SVG into app/content/images/.
// Run `node scripts/generate-images.mjs` after changing it; the output is committed.
import { writeFileSync } from "node:fs";

const out = new URL("../app/content/images/", import.meta.url);
const write = (name, svg) =>
  writeFileSync(new URL(name, out), svg.replace(/\n\s*/g, ""));

const colours = {
  black: { body: "#2b2f33", dark: "#1a1d20", light: "#41464c", zip: "#8a9096" },
  grey: { body: "#8b9298", dark: "#6b7278", light: "#a7adb2", zip: "#e1e4e6" },
  green: { body: "#5b6b45", dark: "#434f33", light: "#728356", zip: "#c9cfb9" },
};

const frame = (content, bg = "#f1efe9", size = 1200) => `
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}">
  <rect width="${size}" height="${size}" fill="${bg}"/>
  <ellipse cx="${size / 2}" cy="${size * 0.88}" rx="${size * 0.3}" ry="${size * 0.035}" fill="#000" opacity=".12"/>
  ${content}
</svg>`;

/** A front view of the backpack, centred on (cx, cy), scaled by s. */
function backpack(c, { cx = 600, cy = 600, s = 1, expanded = false } = {}) {
  const h = expanded ? 700 : 600;
  const top = cy - h / 2;
  return `
  <g transform="translate(${cx} ${top}) scale(${s}) translate(-600 0)">
    <path d="M520 40 q80 -60 160 0" fill="none" stroke="${c.dark}" stroke-width="26" stroke-linecap="round"/>
    <rect x="330" y="30" width="540" height="${h}" rx="110" fill="${c.body}"/>
    <rect x="330" y="30" width="540" height="${h}" rx="110" fill="url(#shade)" opacity=".35"/>
    <path d="M370 150 q230 -90 460 0" fill="none" stroke="${c.zip}" stroke-width="8" stroke-dasharray="14 8"/>
    <rect x="400" y="${h * 0.42}" width="400" height="${h * 0.45}" rx="70" fill="${c.light}"/>
    <path d="M430 ${h * 0.5} h340" stroke="${c.zip}" stroke-width="8" stroke-dasharray="14 8"/>
    <rect x="760" y="${h * 0.48}" width="18" height="44" rx="6" fill="${c.zip}"/>
    ${expanded ? `<rect x="330" y="${h * 0.33}" width="540" height="40" fill="${c.dark}"/><path d="M350 ${h * 0.33 + 20} h500" stroke="${c.zip}" stroke-width="6" stroke-dasharray="10 8"/>` : ""}
    <rect x="560" y="70" width="80" height="34" rx="10" fill="${c.dark}"/>
    <circle cx="600" cy="${h * 0.3}" r="26" fill="${c.dark}"/>
    <path d="M588 ${h * 0.3} l12 -12 l12 12 l-12 12z" fill="${c.zip}"/>
  </g>`;
}

const defs = `<defs><linearGradient id="shade" x1="0" x2="1"><stop offset="0" stop-color="#fff" stop-opacity=".25"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".35"/></linearGradient></defs>`;
const label = (x, y, text, size = 54, fill = "#16211d", weight = 700) =>
  `<text x="${x}" y="${y}" font-family="Helvetica, Arial, sans-serif" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="middle">${text}</text>`;

for (const [name, c] of Object.entries(colours)) {
  write(`backpack-${name}.svg`, frame(defs + backpack(c)));
}

write(
  "backpack-expansion.svg",
  frame(
    defs +
      backpack(colours.black, { cx: 380, cy: 560, s: 0.62 }) +
      backpack(colours.black, { cx: 830, cy: 540, s: 0.62, expanded: true }) +
      label(380, 930, "36L") +
      label(830, 930, "60L") +
      `<path d="M560 560 h90" stroke="#1e4d40" stroke-width="14" stroke-linecap="round"/><path d="M630 530 l34 30 l-34 30" fill="none" stroke="#1e4d40" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>` +
      label(600, 140, "Expands from 36L to 60L", 56),
  ),
);

write(
  "backpack-compression.svg",
  frame(
    `<g><rect x="170" y="330" width="380" height="440" rx="60" fill="#d8d3c7"/>${[
      0, 1, 2, 3, 4,
    ]
      .map(
        (i) =>
          `<rect x="210" y="${370 + i * 78}" width="300" height="62" rx="24" fill="${["#c96d4b", "#4c7a8f", "#e0b354", "#7c8f5b", "#a55f7a"][i]}"/>`,
      )
      .join("")}</g>
     <g><rect x="700" y="520" width="330" height="150" rx="50" fill="#d8d3c7"/>${[
       0, 1, 2, 3, 4,
     ]
       .map(
         (i) =>
           `<rect x="730" y="${540 + i * 22}" width="270" height="18" rx="8" fill="${["#c96d4b", "#4c7a8f", "#e0b354", "#7c8f5b", "#a55f7a"][i]}"/>`,
       )
       .join("")}</g>
     <path d="M585 560 h80" stroke="#1e4d40" stroke-width="14" stroke-linecap="round"/><path d="M645 530 l34 30 l-34 30" fill="none" stroke="#1e4d40" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>
     ${label(360, 860, "Before")}${label(865, 860, "After")}${label(600, 170, "Up to 80% less clothing volume", 56)}`,
  ),
);

write(
  "backpack-interior.svg",
  frame(
    `<rect x="250" y="220" width="700" height="700" rx="90" fill="#2b2f33"/>
     <rect x="290" y="260" width="620" height="620" rx="60" fill="#e9e6de"/>
     <rect x="320" y="290" width="270" height="250" rx="24" fill="#cfd8d3"/>${label(455, 430, "Laptop", 40, "#16211d", 600)}
     <rect x="610" y="290" width="270" height="120" rx="24" fill="#d9cfc0"/>${label(745, 365, "Tech", 40, "#16211d", 600)}
     <rect x="610" y="420" width="270" height="120" rx="24" fill="#d9cfc0"/>${label(745, 495, "Toiletries", 40, "#16211d", 600)}
     <rect x="320" y="560" width="560" height="290" rx="24" fill="#bfcbc4"/>${label(600, 720, "Vacuum compression bay", 40, "#16211d", 600)}
     ${label(600, 150, "Organised interior", 56)}`,
  ),
);

write(
  "backpack-back-panel.svg",
  frame(
    `<rect x="330" y="220" width="540" height="680" rx="110" fill="#2b2f33"/>
     <rect x="400" y="290" width="400" height="540" rx="60" fill="#41464c"/>
     ${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="430" y="${320 + i * 84}" width="340" height="60" rx="28" fill="#5a6067"/>`).join("")}
     <path d="M440 240 C380 500 380 700 430 900" fill="none" stroke="#1a1d20" stroke-width="70" stroke-linecap="round"/>
     <path d="M760 240 C820 500 820 700 770 900" fill="none" stroke="#1a1d20" stroke-width="70" stroke-linecap="round"/>
     <rect x="520" y="560" width="160" height="60" rx="14" fill="#8a9096"/>${label(600, 600, "Trolley sleeve", 24, "#16211d", 600)}
     ${label(600, 150, "Breathable back panel", 56)}`,
  ),
);

write(
  "backpack-in-use.svg",
  frame(
    `<rect width="1200" height="760" fill="#cfe1e4"/>
     <circle cx="950" cy="220" r="90" fill="#f2c66d"/>
     <path d="M0 620 L260 380 L470 560 L700 300 L1000 600 L1200 460 V760 H0Z" fill="#8fb3a6"/>
     <rect y="760" width="1200" height="440" fill="#e3dccd"/>
     <circle cx="560" cy="330" r="64" fill="#c58c6d"/>
     <rect x="500" y="400" width="130" height="300" rx="50" fill="#1e4d40"/>
     <rect x="505" y="690" width="50" height="220" rx="22" fill="#28323a"/><rect x="575" y="690" width="50" height="220" rx="22" fill="#28323a"/>
     ${backpack(colours.green, { cx: 680, cy: 540, s: 0.36 })}
     ${label(600, 1080, "Built for the trip, not the baggage fee", 50)}`,
    "#e3dccd",
  ),
);

const relatedItems = [
  ["related-packing-cubes.svg", "#4c7a8f", "cubes"],
  ["related-carry-on.svg", "#2b2f33", "case"],
  ["related-sling.svg", "#8b9298", "sling"],
  ["related-duffel.svg", "#5b6b45", "duffel"],
];
for (const [file, colour, kind] of relatedItems) {
  const shape = {
    cubes: `<rect x="260" y="520" width="420" height="300" rx="40" fill="${colour}"/><rect x="520" y="400" width="420" height="300" rx="40" fill="#7fa4b5"/><rect x="380" y="300" width="360" height="220" rx="40" fill="#a9c4d0"/>`,
    case: `<rect x="400" y="260" width="400" height="620" rx="60" fill="${colour}"/><rect x="540" y="170" width="120" height="100" rx="20" fill="none" stroke="${colour}" stroke-width="24"/>${[0, 1, 2].map((i) => `<path d="M${470 + i * 130} 300 v540" stroke="#41464c" stroke-width="10"/>`).join("")}<circle cx="450" cy="910" r="30" fill="#1a1d20"/><circle cx="750" cy="910" r="30" fill="#1a1d20"/>`,
    sling: `<path d="M300 300 C500 200 800 400 900 800" fill="none" stroke="#5a6067" stroke-width="40" stroke-linecap="round"/><rect x="380" y="500" width="440" height="300" rx="120" fill="${colour}"/><path d="M430 600 h340" stroke="#e1e4e6" stroke-width="8" stroke-dasharray="14 8"/>`,
    duffel: `<path d="M460 480 q140 -160 280 0" fill="none" stroke="#434f33" stroke-width="30"/><rect x="220" y="470" width="760" height="360" rx="170" fill="${colour}"/><path d="M300 560 h600" stroke="#c9cfb9" stroke-width="8" stroke-dasharray="14 8"/>`,
  }[kind];
  write(file, frame(shape));
}

const people = [
  ["review-photo-airport.svg", "#cfe1e4", "#2b2f33"],
  ["review-photo-hotel.svg", "#efe1d1", "#8b9298"],
  ["review-photo-trail.svg", "#dbe6d3", "#5b6b45"],
  ["review-photo-train.svg", "#e4e0ef", "#2b2f33"],
];
for (const [file, bg, colour] of people) {
  write(
    file,
    frame(
      defs +
        backpack(
          { ...colours.black, body: colour },
          { cx: 600, cy: 600, s: 0.8 },
        ),
      bg,
      1200,
    ).replace(
      'viewBox="0 0 1200 1200" width="1200" height="1200"',
      'viewBox="0 0 1200 1200" width="600" height="600"',
    ),
  );
}

write(
  "review-placeholder.svg",
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120"><rect width="120" height="120" fill="#e6efe9"/><circle cx="60" cy="46" r="20" fill="#1e4d40" opacity=".55"/><path d="M24 104 q36 -44 72 0z" fill="#1e4d40" opacity=".55"/></svg>`,
);
console.log("images written");
