import { useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { Clock, ExternalLink, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { osmEmbedUrl, osmPageUrl, useShopContact } from './shop-contact';

function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser believes it is online; the map frame is only worth loading then. */
function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * Whether the element has come within `margin` of the screen once. Until then (and on the server)
 * it has not: the page's first paint waits for no frame from another site, and a shopper on mobile
 * data who never scrolls down never downloads the map.
 */
function useNearScreen(ref: RefObject<HTMLElement | null>, margin: string): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}

/**
 * Location and contact (SPEC section 2): address, phone, opening hours and a map. The map is an
 * OpenStreetMap frame, loaded while the browser is online once the section nears the screen; under it lies a plain card with
 * the address and a link, so offline (or with frames blocked) the section still says where the shop is.
 */
export function VisitUsSection() {
  const { t } = useTranslation('storefront');
  const contact = useShopContact(t);
  const online = useOnline();
  const mapArea = useRef<HTMLDivElement>(null);
  const nearScreen = useNearScreen(mapArea, '400px');
  return (
    <section
      id="visit-us"
      aria-labelledby="visit-us-title"
      className="scroll-mt-32 overflow-hidden rounded-card border border-line bg-surface shadow-card"
    >
      <div className="grid lg:grid-cols-[2fr_3fr]">
        <div className="flex flex-col gap-5 p-6 sm:p-8">
          <div>
            <p className="text-xs font-semibold uppercase tracking-widest text-brand-700">
              {t('visit.eyebrow')}
            </p>
            <h2 id="visit-us-title" className="mt-1 text-2xl font-bold tracking-tight">
              {t('visit.title')}
            </h2>
            <p className="mt-2 text-sm text-muted">{t('visit.intro')}</p>
          </div>
          <dl className="flex flex-col gap-4 text-sm">
            <div className="flex gap-3">
              <dt>
                <MapPin aria-hidden="true" className="h-5 w-5 text-brand-600" />
                <span className="sr-only">{t('visit.address')}</span>
              </dt>
              <dd>
                <address className="not-italic leading-6 [overflow-wrap:anywhere]">
                  {contact.address ?? '—'}
                </address>
              </dd>
            </div>
            <div className="flex gap-3">
              <dt>
                <Phone aria-hidden="true" className="h-5 w-5 text-brand-600" />
                <span className="sr-only">{t('visit.phone')}</span>
              </dt>
              <dd>
                {contact.phoneHref ? (
                  <a
                    href={contact.phoneHref}
                    dir="ltr"
                    className="font-medium text-brand-800 hover:underline"
                  >
                    {contact.phone}
                  </a>
                ) : (
                  '—'
                )}
              </dd>
            </div>
            <div className="flex gap-3">
              <dt>
                <Clock aria-hidden="true" className="h-5 w-5 text-brand-600" />
                <span className="sr-only">{t('visit.hours')}</span>
              </dt>
              <dd className="min-w-0 [overflow-wrap:anywhere]">{contact.hours ?? '—'}</dd>
            </div>
          </dl>
          {contact.location ? (
            <a
              href={osmPageUrl(contact.location)}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex w-fit items-center gap-2 rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
            >
              {t('visit.openMap')}
              <ExternalLink aria-hidden="true" className="h-4 w-4" />
            </a>
          ) : null}
        </div>
        <div ref={mapArea} className="relative min-h-72 bg-brand-50 lg:min-h-96">
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-6 text-center text-sm text-brand-800">
            <MapPin aria-hidden="true" className="h-10 w-10 text-brand-500" />
            <p className="font-semibold [overflow-wrap:anywhere]">{contact.address}</p>
            <p className="max-w-xs text-muted">{t('visit.mapFallback')}</p>
          </div>
          {online && nearScreen && contact.location ? (
            <iframe
              title={t('visit.mapTitle')}
              src={osmEmbedUrl(contact.location)}
              loading="lazy"
              referrerPolicy="no-referrer-when-downgrade"
              className="absolute inset-0 h-full w-full border-0"
            />
          ) : null}
        </div>
      </div>
    </section>
  );
}
