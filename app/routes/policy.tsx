import { PolicyDocument } from "~/components/layout/policy-document";
import { StaticPage } from "~/components/layout/static-page";
import { breadcrumbHomeLabel } from "~/content/pages";
import { lastUpdatedLabel, policies } from "~/content/policies";
import { loadOrNavigate } from "~/lib/load-or-navigate";
import { loaderMeta } from "~/lib/loader-meta";
import { staticPageMeta } from "~/lib/meta";
import type { Route } from "./+types/policy";

// The four policies share this module; the path picks the text.
export const loader = ({ request }: Route.LoaderArgs) => {
  const { pathname } = new URL(request.url);
  const path = pathname.replace(/\/+$/, "");
  const policy = policies.find((candidate) => candidate.path === path);
  if (!policy) throw new Error(`No policy is published at ${pathname}`);
  return {
    policy,
    homeLabel: breadcrumbHomeLabel,
    lastUpdatedLabel,
    meta: staticPageMeta(policy.meta, policy.path, policy.title),
  };
};

export const clientLoader = (args: Route.ClientLoaderArgs) =>
  loadOrNavigate(args);

export const meta = loaderMeta;

export default function Policy({ loaderData }: Route.ComponentProps) {
  const { policy, homeLabel, lastUpdatedLabel } = loaderData;
  return (
    <StaticPage
      homeLabel={homeLabel}
      breadcrumb={policy.title}
      heading={policy.title}
      intro={policy.intro}
    >
      <PolicyDocument
        lastUpdatedLabel={lastUpdatedLabel}
        sections={policy.sections}
      />
    </StaticPage>
  );
}
