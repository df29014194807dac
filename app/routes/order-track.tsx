import { OrderTrackForm } from "~/components/layout/order-track-form";
import { StaticPage } from "~/components/layout/static-page";
import { breadcrumbHomeLabel, orderTrackPage } from "~/content/pages";
import { loadOrNavigate } from "~/lib/load-or-navigate";
import { loaderMeta } from "~/lib/loader-meta";
import { staticPageMeta } from "~/lib/meta";
import type { Route } from "./+types/order-track";

export const loader = () => ({
  page: orderTrackPage,
  homeLabel: breadcrumbHomeLabel,
  meta: staticPageMeta(
    orderTrackPage.meta,
    "/order-track",
    orderTrackPage.title,
  ),
});

export const clientLoader = (args: Route.ClientLoaderArgs) =>
  loadOrNavigate(args);

export const meta = loaderMeta;

export default function OrderTrack({ loaderData }: Route.ComponentProps) {
  const { page, homeLabel } = loaderData;
  return (
    <StaticPage
      homeLabel={homeLabel}
      breadcrumb={page.title}
      heading={page.heading}
      intro={page.intro}
    >
      <OrderTrackForm copy={page} />
    </StaticPage>
  );
}
