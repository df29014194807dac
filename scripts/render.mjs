// `npm run render`: renders every product image with Blender (Cycles on the
// CPU, headless) from the scene scripts in scripts/render/, and writes the
// masters the build's image pipeline starts from into src/content/images/:
// JPEG at 1600 px for the gallery, 1200 px for the related cards and review
// photos. Then it makes the sharing image and the app icons from the hero
// (the favicons stay the logo mark, drawn by `npm run images`).
// Each image's render time is printed and kept in docs/imagery/render-times.md.
//
//   npm run render                      every image
//   npm run render -- backpack-black    only the ones named
//   npm run render -- share             the sharing image and app icons only
//   SAMPLES=16 SIZE=480 npm run render  a quick draft
import { spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import yaml from "js-yaml";
import sharp from "sharp";

const IMAGES = "src/content/images";
const PUBLIC = "src/content/public";

/** Every shot the scene script knows, with the size of its master. */
const SHOTS = {
  "backpack-black": 1600,
  "backpack-grey": 1600,
  "backpack-green": 1600,
  "backpack-expansion": 1600,
  "backpack-compression": 1600,
  "backpack-interior": 1600,
  "backpack-back-panel": 1600,
  "backpack-in-use": 1600,
  "related-packing-cubes": 1200,
  "related-carry-on": 1200,
  "related-sling": 1200,
  "related-duffel": 1200,
  "review-photo-airport": 1200,
  "review-photo-train": 1200,
  "review-photo-trail": 1200,
  "review-photo-hotel": 1200,
};

const SAMPLES = Number(process.env.SAMPLES ?? 48);
/** A draft (SIZE set) goes to a scratch folder and leaves the masters alone. */
const DRAFT = Boolean(process.env.SIZE);
const OUT = DRAFT ? join(tmpdir(), "render-drafts") : IMAGES;
mkdirSync(OUT, { recursive: true });
// "share" alone remakes the sharing image and app icons from the hero master.
const wanted = process.argv.slice(2);
const names = wanted.length
  ? wanted.filter((name) => name !== "share")
  : Object.keys(SHOTS);
const unknown = names.filter((name) => !(name in SHOTS));
if (unknown.length) {
  console.error(
    `No such shot: ${unknown.join(", ")}. Shots: ${Object.keys(SHOTS).join(", ")}`,
  );
  process.exit(1);
}

const work = mkdtempSync(join(tmpdir(), "render-"));
const times = [];
for (const name of names) {
  const size = Number(process.env.SIZE ?? SHOTS[name]);
  const png = join(work, `${name}.png`);
  const started = performance.now();
  const blender = spawnSync(
    "blender",
    [
      "-b",
      "--factory-startup",
      "-P",
      "scripts/render/shots.py",
      "--",
      name,
      png,
      String(size),
      String(SAMPLES),
    ],
    { encoding: "utf8", maxBuffer: 256 * 1024 * 1024 },
  );
  const seconds = (performance.now() - started) / 1000;
  if (blender.status !== 0 || /^Error/m.test(blender.stdout + blender.stderr)) {
    console.error(blender.stdout.slice(-3000), blender.stderr.slice(-3000));
    console.error(`${name}: Blender failed`);
    process.exit(1);
  }
  await sharp(png)
    .jpeg({ quality: 90, mozjpeg: true, chromaSubsampling: "4:4:4" })
    .toFile(join(OUT, `${name}.jpg`));
  rmSync(png);
  times.push({ name, size, seconds });
  console.log(
    `${join(OUT, `${name}.jpg`)}: ${size} px, ${SAMPLES} samples, ${seconds.toFixed(0)} s`,
  );
}

rmSync(work, { recursive: true, force: true });

// The sharing image (1200×630): the store's name, the product and its first
// two benefits on the brand panel, beside the black hero. The app icons: the
// hero, cropped square.
if ((names.includes("backpack-black") && !DRAFT) || wanted.includes("share")) {
  const hero = join(IMAGES, "backpack-black.jpg");
  const bag = await sharp(hero)
    .extract({ left: 180, top: 60, width: 1240, height: 1240 })
    .resize(630, 630)
    .toBuffer();
  const logo = await sharp(join(IMAGES, "logo-mark.svg"), { density: 300 })
    .resize(96, 96)
    .toBuffer();
  await sharp({
    create: { width: 1200, height: 630, channels: 3, background: "#ffffff" },
  })
    .composite([
      { input: bag, left: 570, top: 0 },
      { input: Buffer.from(sharePanel()), left: 0, top: 0 },
      { input: logo, left: 60, top: 70 },
    ])
    .png({ compressionLevel: 9 })
    .toFile(join(PUBLIC, "og-image.png"));
  const square = await sharp(hero)
    .extract({ left: 180, top: 60, width: 1240, height: 1240 })
    .toBuffer();
  for (const [file, size] of [
    ["icon-512.png", 512],
    ["icon-192.png", 192],
    ["apple-touch-icon.png", 180],
  ])
    await sharp(square)
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toFile(join(PUBLIC, file));
  console.log("og-image.png and the app icons written");
}

/** The sharing image's brand panel, in the store's words from content. */
function sharePanel() {
  const { store } = yaml.load(readFileSync("src/content/store.yaml", "utf8"));
  const { product } = yaml.load(
    readFileSync("src/content/product.yaml", "utf8"),
  );
  const escape = (text) =>
    String(text).replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`);
  const words = product.title.split(" ");
  const half = Math.ceil(words.length / 2);
  const lines = [words.slice(0, half).join(" "), words.slice(half).join(" ")];
  // Each benefit in lines of at most 36 characters.
  const wrap = (text) =>
    text.split(" ").reduce(
      (lines, word) => {
        const last = lines.at(-1);
        if (`${last} ${word}`.trim().length <= 36)
          lines[lines.length - 1] = `${last} ${word}`.trim();
        else lines.push(word);
        return lines;
      },
      [""],
    );
  const benefits = product.benefits.slice(0, 2).flatMap(wrap);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
  <rect width="570" height="630" fill="#1e4d40"/>
  <g font-family="DejaVu Sans, Arial, sans-serif">
    <text x="60" y="260" font-size="60" font-weight="700" fill="#fff">${escape(store.name)}</text>
    ${lines.map((line, index) => `<text x="60" y="${330 + index * 44}" font-size="34" fill="#e6efe9">${escape(line)}</text>`).join("")}
    ${benefits.map((line, index) => `<text x="60" y="${460 + index * 34}" font-size="24" fill="#fff">${escape(line)}</text>`).join("")}
  </g>
</svg>`;
}

// The times of this run replace those of the same images in the record.
if (!DRAFT && times.length) {
  mkdirSync("docs/imagery", { recursive: true });
  const recordFile = "docs/imagery/render-times.json";
  const record = existsSync(recordFile)
    ? JSON.parse(readFileSync(recordFile, "utf8"))
    : {};
  for (const { name, size, seconds } of times)
    record[name] = { size, samples: SAMPLES, seconds: Math.round(seconds) };
  writeFileSync(recordFile, `${JSON.stringify(record, null, 2)}\n`);
  const rows = Object.entries(record).map(
    ([name, { size, samples, seconds }]) =>
      `| ${name} | ${size} | ${samples} | ${seconds} |`,
  );
  const total = Object.values(record).reduce(
    (sum, { seconds }) => sum + seconds,
    0,
  );
  writeFileSync(
    "docs/imagery/render-times.md",
    `# Render times\n\nWritten by \`npm run render\`: Blender ${blenderVersion()}, Cycles on the CPU (${cpus().length} cores, ${cpus()[0]?.model ?? "unknown CPU"}), adaptive sampling, no denoiser (Debian's Blender is built without OpenImageDenoise). Seconds include building the scene.\n\n| image | px | samples | seconds |\n| --- | --- | --- | --- |\n${rows.join("\n")}\n\nTotal: ${(total / 60).toFixed(1)} min.\n`,
  );
}

function blenderVersion() {
  const version =
    spawnSync("blender", ["--version"], { encoding: "utf8" }).stdout ?? "";
  return version.match(/Blender ([\d.]+)/)?.[1] ?? "";
}
