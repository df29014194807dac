/**
 * The operator pages' one stylesheet, as a module: `npm start` imports
 * these files with Node's type stripping, which reads no CSS, and the Pages
 * Functions bundle them as they are. The `css` tag has Prettier format it
 * as CSS; operator-page.ts puts its hash in the pages' policy.
 */
const css = String.raw;

export const REPORT_STYLE = css`
  :root {
    color-scheme: light;
    font:
      16px/1.5 system-ui,
      sans-serif;
    color: #1f2328;
    background: #f3f5f8;
  }
  body {
    margin: 0 auto;
    max-width: 80rem;
    padding: 1.25rem 1rem 3rem;
  }
  h1 {
    font-size: 1.625rem;
    line-height: 1.25;
    margin: 0.25rem 0 0.5rem;
  }
  h2 {
    font-size: 1.0625rem;
    margin: 2rem 0 0.5rem;
  }
  p {
    margin: 0.25rem 0 1rem;
  }
  main > p:first-of-type {
    color: #424a53;
    max-width: 72rem;
  }
  a {
    color: #0b5cad;
  }
  .cards {
    display: grid;
    grid-template-columns: repeat(4, 1fr);
    gap: 0.75rem;
    margin: 1.25rem 0;
  }
  .card,
  figure,
  .upload {
    background: #fff;
    border: 1px solid #d8dee4;
    border-radius: 0.75rem;
    box-shadow: 0 1px 2px rgb(31 35 40 / 6%);
  }
  .card {
    padding: 0.75rem 1rem;
    color: #59636e;
    font-size: 0.875rem;
  }
  .card b {
    display: block;
    margin-top: 0.125rem;
    color: #1f2328;
    font-size: 1.5rem;
    line-height: 1.3;
    font-variant-numeric: tabular-nums;
  }
  figure {
    margin: 1rem 0;
    padding: 1rem;
  }
  .chart {
    display: block;
    width: 100%;
    height: 12rem;
  }
  .bar,
  .bar-key {
    fill: #1a7f37;
    background: #1a7f37;
  }
  .loss-bar,
  .loss-key {
    fill: #cf222e;
    background: #cf222e;
  }
  .axis,
  .zero {
    vector-effect: non-scaling-stroke;
    stroke-width: 1px;
  }
  .axis {
    stroke: #d8dee4;
  }
  .zero {
    stroke: #6e7781;
  }
  .chart-scale,
  .chart-days {
    margin: 0 0 0.25rem;
    color: #59636e;
    font-size: 0.8125rem;
    font-variant-numeric: tabular-nums;
  }
  .chart-days {
    display: flex;
    justify-content: space-between;
    margin: 0.25rem 0 0.5rem;
  }
  figcaption {
    color: #424a53;
    font-size: 0.875rem;
  }
  .key {
    display: inline-block;
    width: 0.75rem;
    height: 0.75rem;
    border-radius: 0.1875rem;
    vertical-align: -0.0625rem;
  }
  .scroll {
    overflow-x: auto;
    margin: 0 0 0.75rem;
    background: #fff;
    border: 1px solid #d8dee4;
    border-radius: 0.5rem;
  }
  table {
    border-collapse: collapse;
    width: 100%;
    font-variant-numeric: tabular-nums;
  }
  th,
  td {
    border-bottom: 1px solid #eaeef2;
    padding: 0.5rem 0.75rem;
    text-align: right;
    white-space: nowrap;
  }
  tbody tr:last-child > * {
    border-bottom: 0;
  }
  tbody tr:nth-child(even) {
    background: #f9fafb;
  }
  thead th {
    background: #f6f8fa;
    border-bottom-color: #d8dee4;
    color: #424a53;
    font-size: 0.8125rem;
    font-weight: 600;
    vertical-align: bottom;
  }
  th[scope="row"],
  td:first-child,
  thead th:first-child,
  .text,
  .text td,
  #by-ad ~ div thead th:nth-child(2),
  #forwards ~ div th,
  #spend-pulls ~ div th {
    text-align: left;
  }
  /* A name is anyone's to write: a long one wraps rather than widens the table. */
  th[scope="row"],
  td.text,
  .text td {
    min-width: 6rem;
    max-width: 22rem;
    overflow-wrap: anywhere;
    white-space: normal;
  }
  th[scope="row"] {
    font-weight: 600;
  }
  .loss,
  .card .loss {
    color: #cf222e;
  }
  .note {
    color: #59636e;
    font-size: 0.875rem;
  }
  .warn {
    background: #fff8c5;
    border: 1px solid #d4a72c;
    border-radius: 0.5rem;
    padding: 0.5rem 0.75rem;
    /* A campaign's name may be one long word. */
    overflow-wrap: anywhere;
  }
  form {
    margin: 0.5rem 0 1rem;
  }
  .upload {
    max-width: 40rem;
    padding: 1rem;
  }
  .upload p {
    margin: 0 0 1rem;
  }
  label {
    display: block;
    margin-bottom: 0.25rem;
    font-weight: 600;
  }
  input,
  select,
  button {
    font: inherit;
    min-height: 2.75rem;
  }
  input:not([type="file"]),
  select {
    box-sizing: border-box;
    padding: 0.375rem 0.625rem;
    background: #fff;
    border: 1px solid #8c959f;
    border-radius: 0.375rem;
  }
  button {
    background: #0b5cad;
    color: #fff;
    border: 0;
    border-radius: 0.375rem;
    padding: 0.5rem 1rem;
    font-weight: 600;
    cursor: pointer;
  }
  button:hover {
    background: #094c8f;
  }
  button:focus-visible,
  input:focus-visible,
  select:focus-visible,
  a:focus-visible,
  .scroll:focus-visible {
    outline: 3px solid #0b5cad;
    outline-offset: 2px;
  }
  @media (max-width: 40rem) {
    body {
      padding: 0.75rem 0.75rem 2rem;
    }
    .cards {
      grid-template-columns: 1fr 1fr;
      gap: 0.5rem;
    }
    .card b {
      font-size: 1.25rem;
    }
    table {
      font-size: 0.8125rem;
    }
    th,
    td {
      padding: 0.375rem 0.5rem;
    }
  }
`;
