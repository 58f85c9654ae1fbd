import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { DescriptionField, FormTextField } from './form-fields';

/**
 * One tab per language of a catalogue form (decision 170): the main texts (required, with the rest of
 * the form), then the optional French and Arabic ones. Only the open tab is rendered (react-hook-form
 * keeps the values of the others); after a submit, a tab with errors opens when the open one has none.
 */

export type TextTab = 'main' | 'fr' | 'ar';
const TABS: readonly TextTab[] = ['main', 'fr', 'ar'];

const TRANSLATED = {
  fr: ['name_fr', 'description_fr'],
  ar: ['name_ar', 'description_ar'],
} as const;

function tabOfField(field: string): TextTab {
  if ((TRANSLATED.fr as readonly string[]).includes(field)) return 'fr';
  if ((TRANSLATED.ar as readonly string[]).includes(field)) return 'ar';
  return 'main';
}

/** The open tab; after a submit or a server answer, a tab with errors opens when the open one has none. */
export function useTextTab(errors: FieldErrors) {
  const [open, setOpen] = useState<TextTab>('main');
  const errorKey = [...new Set(Object.keys(errors).map(tabOfField))].sort().join(',');
  useEffect(() => {
    if (errorKey === '') return;
    setOpen((current) => {
      const tabs = errorKey.split(',') as TextTab[];
      return tabs.includes(current) ? current : (TABS.find((tab) => tabs.includes(tab)) ?? current);
    });
  }, [errorKey]);
  return [open, setOpen] as const;
}

/** The row of tabs; the panel is `textTabPanelProps(id, open)` on the element that shows the open tab. */
export function TextTabList({
  id,
  open,
  onOpen,
  errors,
  className,
}: {
  id: string;
  open: TextTab;
  onOpen: (tab: TextTab) => void;
  errors: FieldErrors;
  className?: string;
}) {
  const { t } = useTranslation('admin');
  const tabRefs = useRef<Partial<Record<TextTab, HTMLButtonElement | null>>>({});
  const withErrors = new Set(Object.keys(errors).map(tabOfField));

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    // In a right-to-left page the arrows move the other way along the row.
    const direction = document.documentElement.dir === 'rtl' ? -step : step;
    const next = TABS[(TABS.indexOf(open) + direction + TABS.length) % TABS.length]!;
    onOpen(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={t('translations.tabsLabel')}
      className={cn('flex gap-1 overflow-x-auto border-b border-line', className)}
    >
      {TABS.map((tab) => (
        <button
          key={tab}
          ref={(element) => {
            tabRefs.current[tab] = element;
          }}
          type="button"
          role="tab"
          id={`${id}-tab-${tab}`}
          aria-selected={open === tab}
          aria-controls={`${id}-panel`}
          tabIndex={open === tab ? 0 : -1}
          lang={tab === 'main' ? undefined : tab}
          onClick={() => onOpen(tab)}
          onKeyDown={onKeyDown}
          className={cn(
            '-mb-px inline-flex min-h-11 shrink-0 items-center gap-1.5 border-b-2 px-3 text-sm font-medium',
            open === tab ? 'border-brand-600 text-brand-700' : 'border-transparent text-muted hover:text-ink',
          )}
        >
          {t(`translations.${tab}`)}
          {withErrors.has(tab) ? (
            <span className="size-2 rounded-full bg-danger-600" title={t('translations.hasErrors')}>
              <span className="sr-only">{t('translations.hasErrors')}</span>
            </span>
          ) : null}
        </button>
      ))}
    </div>
  );
}

export const textTabPanelProps = (id: string, open: TextTab) => ({
  role: 'tabpanel',
  id: `${id}-panel`,
  'aria-labelledby': `${id}-tab-${open}`,
});

/** Tabs and their panel, for a form whose texts sit together (packs, categories). */
export function TranslationTabs({
  errors,
  children,
  className,
}: {
  errors: FieldErrors;
  children: (tab: TextTab) => ReactNode;
  className?: string;
}) {
  const id = useId();
  const [open, setOpen] = useTextTab(errors);
  return (
    <div className={cn('flex flex-col gap-4', className)}>
      <TextTabList id={id} open={open} onOpen={setOpen} errors={errors} />
      <div {...textTabPanelProps(id, open)} className="flex flex-col gap-4">
        {children(open)}
      </div>
    </div>
  );
}

type TranslatedFields = {
  name_fr?: string | null;
  name_ar?: string | null;
  description_fr?: string | null;
  description_ar?: string | null;
};

/** The French or Arabic name (and description) of a catalogue form. */
export function TranslatedTextFields<TFields extends FieldValues & TranslatedFields, TOutput>({
  language,
  form,
  withDescription,
}: {
  language: 'fr' | 'ar';
  form: UseFormReturn<TFields, unknown, TOutput>;
  withDescription: boolean;
}) {
  const { t } = useTranslation('admin');
  const direction = language === 'ar' ? 'rtl' : 'ltr';
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t('translations.translationHint')}</p>
      <FormTextField
        form={form}
        name={`name_${language}` as Path<TFields>}
        label={t(`translations.name.${language}`)}
        dir={direction}
        lang={language}
      />
      {withDescription ? (
        <DescriptionField
          form={form}
          name={`description_${language}` as Path<TFields>}
          label={t(`translations.description.${language}`)}
          rows={5}
          dir={direction}
          lang={language}
        />
      ) : null}
    </div>
  );
}
