import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { CurrencyProvider } from "./components/currency/currency-provider";
import { PromoBanner } from "./components/layout/promo-banner";
import { CurrencySelect } from "./components/product/currency-select";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import {
  footer,
  mainNavigation,
  paymentMethods,
  promoBanner,
} from "./content/chrome";
import { errorPage, skipLinkLabel } from "./content/pages";
import { currencies } from "./content/currencies";
import { store } from "./content/store";
import { config } from "./lib/config";

// The shop's chrome is data the pre-rendered page carries, not code: the
// browser's scripts stay the same size whatever the banner or footer says.
export const loader = () => ({
  store: {
    name: store.name,
    logo: store.logo,
    themeColor: store.themeColor,
  },
  promoBanner,
  mainNavigation,
  footer,
  paymentMethods,
});

// The chrome is the same on every page: following a link never refetches it.
export const shouldRevalidate = () => false;

export const links: Route.LinksFunction = () => [
  // With a precedence React writes the stylesheet at the top of <head>, ahead
  // of the preloads and structured data, so the first paint waits on less.
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon-48.png", type: "image/png", sizes: "48x48" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

// Marks the page as scripted before first paint, so menus that need
// JavaScript start closed only when JavaScript is there to open them. If a
// script of the app fails to load, the mark goes again and the page falls
// back to its script-free form (open menu, prices in USD).
const MARK_SCRIPTED = [
  "var root=document.documentElement;root.dataset.js='';",
  "addEventListener('error',function(event){var t=event.target;",
  "if(t&&(t.localName==='script'||t.rel==='modulepreload'))",
  "delete root.dataset.js},true)",
].join("");

export function Layout({ children }: { children: React.ReactNode }) {
  const chrome = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {chrome ? (
          <meta name="theme-color" content={chrome.store.themeColor} />
        ) : null}
        <script dangerouslySetInnerHTML={{ __html: MARK_SCRIPTED }} />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main-content"
          className="sr-only z-50 rounded-control bg-canvas px-4 py-3 font-semibold text-brand-strong shadow-card focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {skipLinkLabel}
        </a>
        <CurrencyProvider
          geoIpUrl={config.geoIpUrl}
          timeoutMs={config.geoIpTimeoutMs}
        >
          {chrome ? (
            <>
              <PromoBanner {...chrome.promoBanner} />
              <SiteHeader
                storeName={chrome.store.name}
                logo={chrome.store.logo}
                links={chrome.mainNavigation}
              />
            </>
          ) : null}
          <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
            {children}
          </main>
          {chrome ? (
            <SiteFooter
              storeName={chrome.store.name}
              content={chrome.footer}
              paymentMethods={chrome.paymentMethods}
              buildYear={__BUILD_YEAR__}
            >
              <CurrencySelect
                label={chrome.footer.currencyLabel}
                currencies={Object.values(currencies)}
              />
            </SiteFooter>
          ) : null}
        </CurrencyProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText || error.data}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <div className="container-page py-16">
      <title>{errorPage.meta.title}</title>
      <h1 className="text-3xl font-bold">{errorPage.heading}</h1>
      <p className="mt-4 text-ink-muted">{message}</p>
    </div>
  );
}
