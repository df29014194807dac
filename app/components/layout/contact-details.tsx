import type { Store } from "~/content/types";

/** Trade name, support e-mail, postal address and service hours as a list. */
export function ContactDetails({
  store,
  labels,
}: {
  store: Pick<Store, "tradeName" | "supportEmail" | "address" | "serviceHours">;
  labels: { tradeName: string; email: string; address: string; hours: string };
}) {
  const { address, serviceHours } = store;
  const rows = [
    { label: labels.tradeName, value: store.tradeName },
    {
      label: labels.email,
      value: (
        <a
          href={`mailto:${store.supportEmail}`}
          className="font-medium text-brand underline underline-offset-4 hover:text-brand-strong"
        >
          {store.supportEmail}
        </a>
      ),
    },
    {
      label: labels.address,
      value: (
        <address className="not-italic">
          {address.street}
          <br />
          {address.locality}, {address.region} {address.postalCode}
          <br />
          {address.country}
        </address>
      ),
    },
    {
      label: labels.hours,
      value: `${serviceHours.days}, ${serviceHours.hours} (${serviceHours.timeZone})`,
    },
  ];
  return (
    <dl className="grid max-w-3xl gap-px overflow-hidden rounded-card border border-line bg-line">
      {rows.map((row) => (
        <div
          key={row.label}
          className="grid gap-1 bg-canvas p-5 sm:grid-cols-[14rem_1fr] sm:gap-6"
        >
          <dt className="font-semibold">{row.label}</dt>
          <dd className="text-ink-muted">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
