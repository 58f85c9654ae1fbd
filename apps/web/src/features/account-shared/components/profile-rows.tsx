/** A profile's details, read-only: one card per label and value. */
export function ProfileRows({ rows }: { rows: [label: string, value: string][] }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="rounded-xl border border-line bg-canvas px-4 py-3">
          <dt className="text-xs font-medium uppercase tracking-wide text-muted">{label}</dt>
          <dd className="mt-1 break-words font-medium text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
