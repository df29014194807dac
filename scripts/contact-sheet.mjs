// A contact sheet of product images, each labelled with its file name:
//   node scripts/contact-sheet.mjs <out.jpg> <image> [image ...]
// docs/imagery/ keeps the sheets of the illustrations and of the renders.
import { basename } from "node:path";
import sharp from "sharp";

const [out, ...files] = process.argv.slice(2);
if (!out || files.length === 0) {
  console.error(
    "Usage: node scripts/contact-sheet.mjs <out.jpg> <image> [image ...]",
  );
  process.exit(1);
}

const CELL = 400;
const LABEL = 36;
const COLUMNS = 4;
const rows = Math.ceil(files.length / COLUMNS);

const escape = (text) => text.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`);
const cells = await Promise.all(
  files.map(async (file, index) => {
    const image = await sharp(file, { density: 96 })
      .resize(CELL, CELL, { fit: "contain", background: "#ffffff" })
      .toBuffer();
    const label = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${CELL}" height="${LABEL}"><text x="8" y="24" font-family="DejaVu Sans, Arial, sans-serif" font-size="16" fill="#16211d">${escape(basename(file))}</text></svg>`,
    );
    const left = (index % COLUMNS) * CELL;
    const top = Math.floor(index / COLUMNS) * (CELL + LABEL);
    return [
      { input: image, left, top },
      { input: label, left, top: top + CELL },
    ];
  }),
);

await sharp({
  create: {
    width: COLUMNS * CELL,
    height: rows * (CELL + LABEL),
    channels: 3,
    background: "#ffffff",
  },
})
  .composite(cells.flat())
  .jpeg({ quality: 82, mozjpeg: true })
  .toFile(out);
console.log(`${out}: ${files.length} images`);
