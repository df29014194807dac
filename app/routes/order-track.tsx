import { OrderTrackForm } from "~/components/layout/order-track-form";
import { StaticPage } from "~/components/layout/static-page";
import { breadcrumbHomeLabel, orderTrackPage } from "~/content/pages";
import { staticPageMeta } from "~/lib/meta";

export const meta = () =>
  staticPageMeta(orderTrackPage.meta, "/order-track", orderTrackPage.title);

export default function OrderTrack() {
  return (
    <StaticPage
      homeLabel={breadcrumbHomeLabel}
      breadcrumb={orderTrackPage.title}
      heading={orderTrackPage.heading}
      intro={orderTrackPage.intro}
    >
      <OrderTrackForm copy={orderTrackPage} />
    </StaticPage>
  );
}
