/** A module bundled into one classic script, as text for a page to write inline (build-tools/inline-scripts.ts). */
declare module "*?inline-script" {
  const code: string;
  export default code;
}

/** A module bundled into one classic script file, as that file's address (build-tools/inline-scripts.ts). */
declare module "*?script-url" {
  const url: string;
  export default url;
}
