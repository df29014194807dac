import type { Plugin } from "vite";
import { optimize } from "svgo";

/** Runs every SVG the build emits through SVGO, so hand-made and operator art ships minified. */
export function svgoPlugin(): Plugin {
  return {
    name: "store:svgo",
    apply: "build",
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== "asset" || !file.fileName.endsWith(".svg")) continue;
        const source =
          typeof file.source === "string"
            ? file.source
            : new TextDecoder().decode(file.source);
        file.source = optimize(source, { multipass: true }).data;
      }
    },
  };
}
