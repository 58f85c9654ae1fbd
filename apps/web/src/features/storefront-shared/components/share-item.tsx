import { useSyncExternalStore } from 'react';
import { Link2, MessageCircle, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { itemShareUrl } from '@parashop/shared/item-urls';
import { isLanguage, type Language } from '@parashop/shared/constants';
import { toast } from '@/components/ui/toast';
import { cn } from '@/lib/cn';
import { useLocalised } from '@/i18n/use-localised';
import type { ShopItem } from '../lib/item-pricing';

/** Whether the browser shares through the system's sheet (phones); false while the server renders. */
const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';
const noSubscription = () => () => {};
const onServer = () => false;
/** The shop's address as the browser sees it; empty while the server renders (the page updates once hydrated). */
const pageOrigin = () => window.location.origin;
const noOrigin = () => '';

function shownLanguage(language: string | undefined): Language {
  const base = (language ?? '').slice(0, 2);
  return isLanguage(base) ? base : 'en';
}

/** Copies `text`: the Clipboard API, else a selected text field (an older browser, a page over http). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const field = document.createElement('textarea');
    field.value = text;
    field.setAttribute('readonly', '');
    field.style.position = 'fixed';
    field.style.opacity = '0';
    document.body.append(field);
    field.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    } finally {
      field.remove();
    }
  }
}

const BUTTON =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border px-3 py-2 text-sm font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500';

/**
 * Share a product or pack page (decision 230): the link carries the slug and the language of the
 * page (`/products/12-creme-hydratante?lang=fr`), so the friend who opens it reads what the sender
 * read. On a phone the system's share sheet (Web Share); elsewhere "Copy link", confirmed by a toast;
 * and always WhatsApp, with the name and the link in the page's language.
 */
export function ShareItem({ shopItem, className }: { shopItem: ShopItem; className?: string }) {
  const { t, i18n } = useTranslation('storefront');
  const localised = useLocalised();
  const share = useSyncExternalStore(noSubscription, canShare, onServer);
  const lang = shownLanguage(i18n.resolvedLanguage ?? i18n.language);
  const name = localised.name(shopItem.item);
  const origin = useSyncExternalStore(noSubscription, pageOrigin, noOrigin);
  const url = itemShareUrl(origin, shopItem.kind, shopItem.item, lang);
  const whatsapp = `https://wa.me/?text=${encodeURIComponent(t('share.message', { name, url }))}`;

  const copy = async () => {
    if (await copyText(url)) toast.success(t('share.copied'));
    else toast.error(t('share.copyFailed'));
  };

  const shareOrCopy = async () => {
    if (!share) return copy();
    try {
      await navigator.share({ title: name, text: name, url });
    } catch (error) {
      // Closing the sheet is no failure; a sheet that cannot open falls back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      await copy();
    }
  };

  return (
    <div
      role="group"
      aria-label={t('share.group', { name })}
      className={cn('flex flex-wrap items-center gap-2', className)}
    >
      <button
        type="button"
        onClick={() => void shareOrCopy()}
        className={cn(BUTTON, 'border-line bg-surface text-ink hover:bg-canvas')}
      >
        {share ? (
          <Share2 aria-hidden="true" className="h-4 w-4 shrink-0" />
        ) : (
          <Link2 aria-hidden="true" className="h-4 w-4 shrink-0" />
        )}
        {share ? t('share.share') : t('share.copyLink')}
      </button>
      <a
        href={whatsapp}
        target="_blank"
        rel="noopener noreferrer"
        className={cn(BUTTON, 'border-leaf-100 bg-leaf-50 text-leaf-700 hover:bg-leaf-100')}
      >
        <MessageCircle aria-hidden="true" className="h-4 w-4 shrink-0" />
        {t('share.whatsapp')}
        <span className="sr-only"> {t('share.newTab')}</span>
      </a>
    </div>
  );
}
