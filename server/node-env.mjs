// @ts-check
// `npm start` serves a build as production does, so a library that reads
// NODE_ENV takes its production code: React's renderer of the ledger's
// operator pages is several times faster so. serve.mjs imports this
// first, before any such library loads; a NODE_ENV already set stays.
process.env.NODE_ENV ??= "production";
