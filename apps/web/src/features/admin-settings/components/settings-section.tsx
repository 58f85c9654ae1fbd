import type { ReactNode } from 'react';

/** One titled group of the settings form (a card with its fields on a two-column grid). */
export function SettingsSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-card border border-line bg-surface p-4 shadow-card sm:p-6"
    >
      <h2 id={id} className="text-base font-semibold text-ink">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}
