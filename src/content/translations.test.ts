// @vitest-environment node
/**
 * Every translation of this store, and of the duffel store in
 * tests/fixtures, fits the file it translates: its texts written over the
 * original pass the original's schema, and it gives no fact. The build
 * runs the same check (lib/translation-files.ts, from astro.config.mjs).
 */
import { describe, expect, it } from "vitest";
import {
  translationFileProblems,
  translationFilesIn,
} from "@/lib/translation-files";

describe.each(["src/content", "tests/fixtures/duffel-store"])(
  "the translations of %s",
  (folder) => {
    it("are there to check, each with its original", () => {
      const files = translationFilesIn(folder);
      expect(files.length).toBeGreaterThan(1);
      expect(files.filter(({ original }) => !original)).toEqual([]);
    });

    it("fit the files they translate", () => {
      expect(translationFileProblems(folder)).toEqual([]);
    });
  },
);
