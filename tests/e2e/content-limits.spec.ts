/**
 * No silent limits: the product page shows at most GALLERY_LIMITS images and
 * colours, so `npm run build` on a content copy with one more must fail and
 * say why, naming the file. Each case copies src/content, adds entries past
 * the limit in the product's file, and runs the production build on it
 * (CONTENT_DIR) into a folder of its own. Once per run: no browser.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import yaml from "js-yaml";
import { GALLERY_LIMITS } from "../../src/schemas/gallery-limits";
import { astro } from "../astro-command";
import { expect, test } from "./fixtures";

type Product = {
  product: { gallery: unknown[]; colours: { name: string }[] };
};

const cases = [
  {
    what: `a gallery image past the ${GALLERY_LIMITS.images}th`,
    grow: ({ product }: Product) => {
      while (product.gallery.length <= GALLERY_LIMITS.images)
        product.gallery.push({ ...(product.gallery[0] as object) });
    },
    message: `gallery: must have at most ${GALLERY_LIMITS.images} images: the product page shows no more`,
  },
  {
    what: `a colour past the ${GALLERY_LIMITS.colours}th`,
    grow: ({ product }: Product) => {
      const first = product.colours[0];
      for (let n = product.colours.length; n <= GALLERY_LIMITS.colours; n++)
        product.colours.push({
          ...first,
          name: `Colour ${n}`,
          value: `colour-${n}`,
        } as Product["product"]["colours"][number]);
    },
    message: `colours: must have at most ${GALLERY_LIMITS.colours} colours: the product page shows no more`,
  },
];

test.describe("content past what the product page can show @desktop", () => {
  for (const { what, grow, message } of cases)
    test(`${what} fails the build, naming the file and the limit`, async () => {
      test.setTimeout(180_000);
      const folder = await mkdtemp(join(tmpdir(), "content-limits-"));
      try {
        const content = join(folder, "content");
        await cp("src/content", content, { recursive: true });
        const file = join(content, "product.yaml");
        const data = yaml.load(await readFile(file, "utf8")) as Product;
        grow(data);
        await writeFile(file, yaml.dump(data));

        const { failed, output } = await astro(
          ["build", "--outDir", join(folder, "dist")],
          { env: { CONTENT_DIR: content } },
        );
        expect(failed, output).toBe(true);
        expect(output).toContain(
          "product data does not match collection schema",
        );
        expect(output).toContain(message);
        expect(output).toContain("product.yaml");
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    });
});
