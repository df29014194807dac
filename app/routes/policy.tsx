import { useLocation } from "react-router";
import { PolicyDocument } from "~/components/layout/policy-document";
import { StaticPage } from "~/components/layout/static-page";
import { breadcrumbHomeLabel } from "~/content/pages";
import { lastUpdatedLabel, policies } from "~/content/policies";
import { staticPageMeta } from "~/lib/meta";
import type { Route } from "./+types/policy";

function policyAt(pathname: string) {
  const path = pathname.replace(/\/+$/, "");
  const policy = policies.find((candidate) => candidate.path === path);
  if (!policy) throw new Error(`No policy is published at ${pathname}`);
  return policy;
}

export const meta = ({ location }: Route.MetaArgs) => {
  const policy = policyAt(location.pathname);
  return staticPageMeta(policy.meta, policy.path, policy.title);
};

export default function Policy() {
  const policy = policyAt(useLocation().pathname);
  return (
    <StaticPage
      homeLabel={breadcrumbHomeLabel}
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
