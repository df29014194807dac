// The store's stylesheets, as the build writes them, against the supported
// browsers (package.json's browserslist): `npm run lint` runs it through
// scripts/lint-css.mjs, which builds them first (stylelint cannot read
// Tailwind's utilities from the source). A feature only some of them
// support is named below with the fallback the others get; docs/browsers.md
// lists the same.
/** @type {import("stylelint").Config} */
export default {
  plugins: ["stylelint-no-unsupported-browser-features"],
  rules: {
    "plugin/no-unsupported-browser-features": [
      true,
      {
        severity: "error",
        // Partial support is caniuse's notes on details (a value, a
        // sub-feature); what a shopper would miss is flagged as missing.
        ignorePartialSupport: true,
        ignore: [
          // `ui-sans-serif`, `ui-monospace` (Safari only): the font stacks
          // go on to system-ui, -apple-system, Segoe UI, Roboto… and
          // SFMono-Regular, Menlo, Consolas… (app.css, Tailwind's preflight).
          "extended-system-fonts",
          // `cursor` (not on iOS, Firefox for Android): a touch screen
          // shows no pointer; the control is the same button.
          "css3-cursors",
          "css3-cursors-newer",
          // `resize: vertical` on the review's textarea (not on iOS): it
          // keeps its rows and scrolls its text.
          "css-resize",
          // `scrollbar-width: thin` in the consent banner (not on iOS
          // before 26.2): the platform's own scrollbar.
          "css-scrollbar",
        ],
      },
    ],
  },
};
