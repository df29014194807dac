/**
 * A route's `clientLoader` for links followed in the browser: the page's
 * pre-rendered loader data, fetched from its `.data` file. If that fetch
 * fails (a dropped connection, a deploy in between), the browser loads the
 * page as a document instead, so the shopper never sees an error screen
 * where a page exists.
 */
export async function loadOrNavigate<Data>({
  request,
  serverLoader,
}: {
  request: Request;
  serverLoader: () => Promise<Data>;
}): Promise<Data> {
  try {
    return await serverLoader();
  } catch {
    window.location.assign(request.url);
    // The current page stays on screen until the browser shows the next.
    return new Promise<Data>(() => {});
  }
}
