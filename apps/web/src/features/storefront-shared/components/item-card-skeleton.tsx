const bar = 'rounded-md bg-slate-200/70';

/**
 * The shape of an ItemCard while its item loads: the same boxes and line heights (label, two-line
 * name, the price's two lines, stock note, buttons), so that nothing moves when the cards arrive.
 */
export function ItemCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      data-skeleton="card"
      className="flex w-full flex-col overflow-hidden rounded-card border border-line bg-surface shadow-card"
    >
      <div className="aspect-square bg-white p-3">
        <div className="h-full w-full animate-pulse rounded-xl bg-slate-100" />
      </div>
      <div className="flex flex-1 animate-pulse flex-col gap-1.5 p-3 sm:p-4">
        <div className="flex h-4 items-center">
          <div className={`${bar} h-2.5 w-2/5`} />
        </div>
        <div className="flex min-h-[2.5rem] flex-col justify-center gap-2">
          <div className={`${bar} h-3 w-11/12`} />
          <div className={`${bar} h-3 w-3/5`} />
        </div>
        <div className="flex h-[2.875rem] flex-col justify-center gap-2">
          <div className={`${bar} h-4 w-1/3`} />
          <div className={`${bar} h-2.5 w-1/4`} />
        </div>
        <div className="flex h-4 items-center">
          <div className={`${bar} h-2.5 w-1/4`} />
        </div>
        <div className="mt-auto flex items-center gap-2 pt-2">
          <div className="h-10 w-10 shrink-0 rounded-lg border border-line" />
          <div className={`${bar} h-8 min-w-0 flex-1 rounded-lg`} />
        </div>
      </div>
    </div>
  );
}
