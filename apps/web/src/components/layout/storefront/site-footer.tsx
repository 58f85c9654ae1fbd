import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from '../logo';
import { useShopContact } from './shop-contact';
import { FacebookIcon, InstagramIcon } from './social-icons';

const heading = 'mb-3 text-sm font-semibold uppercase tracking-wide text-white';
const link = 'hover:text-white hover:underline';

/**
 * Address, phone, e-mail, opening hours, two social networks and the maker credit (SPEC section 1).
 * A chunk of its own (src/app/router.tsx, decision 292): in the server's HTML of every public page,
 * preloaded with the page's chunk before hydration, never in the back office's or the riders' load.
 */
export default function SiteFooter() {
  const { t } = useTranslation('storefront');
  const contact = useShopContact(t);
  const year = new Date().getFullYear();
  const social =
    'flex h-10 w-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20';

  return (
    <footer className="mt-16 bg-brand-950 text-sm text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-3">
          <Logo className="w-fit rounded-lg bg-white px-2 py-1" />
          <p className="max-w-xs leading-6 text-brand-200">{t('footer.about')}</p>
          {contact.facebook || contact.instagram ? (
            <ul className="flex gap-2" aria-label={t('footer.social')}>
              {contact.facebook ? (
                <li>
                  <a
                    href={contact.facebook}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('footer.facebook')}
                    className={social}
                  >
                    <FacebookIcon className="h-5 w-5" />
                  </a>
                </li>
              ) : null}
              {contact.instagram ? (
                <li>
                  <a
                    href={contact.instagram}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('footer.instagram')}
                    className={social}
                  >
                    <InstagramIcon className="h-5 w-5" />
                  </a>
                </li>
              ) : null}
            </ul>
          ) : null}
        </div>
        <div>
          <h2 className={heading}>{t('footer.contact')}</h2>
          <ul className="flex flex-col gap-3">
            {contact.address ? (
              <li className="flex gap-3">
                <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-300" />
                <address className="min-w-0 not-italic leading-6 [overflow-wrap:anywhere]">
                  {contact.address}
                </address>
              </li>
            ) : null}
            {contact.phoneHref ? (
              <li className="flex gap-3">
                <Phone aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-300" />
                <a href={contact.phoneHref} className={link} dir="ltr">
                  {contact.phone}
                </a>
              </li>
            ) : null}
            {contact.email ? (
              <li className="flex gap-3">
                <Mail aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-300" />
                <a href={`mailto:${contact.email}`} className={`${link} min-w-0 [overflow-wrap:anywhere]`}>
                  {contact.email}
                </a>
              </li>
            ) : null}
          </ul>
        </div>
        <div>
          <h2 className={heading}>{t('footer.hoursTitle')}</h2>
          <p className="flex gap-3 leading-6">
            <Clock aria-hidden="true" className="mt-1 h-4 w-4 shrink-0 text-brand-300" />
            <span className="min-w-0 [overflow-wrap:anywhere]">{contact.hours ?? '—'}</span>
          </p>
        </div>
        <div>
          <h2 className={heading}>{t('footer.shop')}</h2>
          <ul className="flex flex-col gap-2">
            <li>
              <Link to="/#catalogue" className={link}>
                {t('nav.catalogue')}
              </Link>
            </li>
            <li>
              <Link to="/?type=offers#catalogue" className={link}>
                {t('nav.offers')}
              </Link>
            </li>
            <li>
              <Link to="/shopping-cart" className={link}>
                {t('footer.cart')}
              </Link>
            </li>
            <li>
              <Link to="/favorites" className={link}>
                {t('footer.favourites')}
              </Link>
            </li>
            <li>
              <Link to="/#visit-us" className={link}>
                {t('nav.visitUs')}
              </Link>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-4 text-xs text-brand-300 sm:flex-row sm:justify-between">
          <p>{t('footer.rights', { year })}</p>
          <p>{t('footer.credit')}</p>
        </div>
      </div>
    </footer>
  );
}
