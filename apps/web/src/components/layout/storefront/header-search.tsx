import { useEffect, useId, useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** The header's search entry: sends the shopper to the catalogue filtered by the text (`/?q=`). */
export function HeaderSearch({ className }: { className?: string }) {
  const { t } = useTranslation('storefront');
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const current = location.pathname === '/' ? (params.get('q') ?? '') : '';
  const [text, setText] = useState(current);
  const inputId = useId();
  useEffect(() => setText(current), [current]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    void navigate({
      pathname: '/',
      search: query ? `?q=${encodeURIComponent(query)}` : '',
      hash: '#catalogue',
    });
  };

  return (
    <form role="search" onSubmit={submit} className={cn('relative', className)}>
      <label htmlFor={inputId} className="sr-only">
        {t('search.header')}
      </label>
      <input
        id={inputId}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('search.placeholder')}
        className="h-11 w-full rounded-full border border-line bg-canvas ps-11 pe-32 text-sm text-ink placeholder:text-slate-400 focus:border-brand-500 focus:bg-white focus:outline-none focus:ring-2 focus:ring-brand-200"
      />
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute start-4 top-1/2 h-4 w-4 -translate-y-1/2 text-muted"
      />
      <button
        type="submit"
        className="absolute end-1 top-1 h-9 cursor-pointer rounded-full bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
      >
        {t('search.submit')}
      </button>
    </form>
  );
}
