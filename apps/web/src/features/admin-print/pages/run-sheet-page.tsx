import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGES, type Language } from '@parashop/shared/constants';
import { queryState } from '@/components/ui/query-state';
import { useAreaLanguage } from '@/i18n/use-area-language';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useRunSheet } from '../api/get-run-sheet';
import { PageSize, SHEET_WIDTH } from '../components/page-size';
import { PrintToolbar, ToolbarChoice } from '../components/print-toolbar';
import { RunSheetDocument } from '../components/run-sheet-document';

function sheetLanguage(value: string | null, fallback: Language): Language {
  return isLanguage(value) ? value : fallback;
}

/**
 * /admin/deliveries/runs/{id}/sheet?lang=en|fr|ar: a run's A4 sheet for the rider (issue 29), in the
 * language chosen in the toolbar (the screen's by default). Shown without the back office's frame.
 */
export default function RunSheetPage() {
  const screenLanguage = useAreaLanguage('admin');
  const { t } = useTranslation('admin-print');
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const id = Number(params.id);
  const lang = sheetLanguage(search.get('lang'), screenLanguage);
  const sheet = useRunSheet(id, lang);
  useDocumentTitle(t('runSheet.pageTitle', { id }));
  const state = queryState(sheet, {
    loadingLabel: t('loading'),
    error: { title: t('errors.loadTitle'), message: t('errors.loadMessage') },
  });

  return (
    <div className="min-h-screen bg-slate-100 print:bg-white">
      <PageSize size="A4" />
      <PrintToolbar canPrint={Boolean(sheet.data)} backTo="/admin/deliveries" backLabel={t('runSheet.back')}>
        <ToolbarChoice
          label={t('toolbar.language')}
          value={lang}
          options={LANGUAGES.map((value) => ({ value, label: t(`runSheet.languages.${value}`) }))}
          onChange={(value) => setSearch({ lang: value }, { replace: true })}
        />
      </PrintToolbar>
      <main className="mx-auto flex flex-col items-center gap-6 p-4 print:block print:p-0">
        {state ??
          (sheet.data ? (
            <div
              style={{ width: SHEET_WIDTH.A4 }}
              className="max-w-full overflow-x-auto bg-white p-6 shadow print:max-w-none print:overflow-visible print:p-0 print:shadow-none"
            >
              <RunSheetDocument sheet={sheet.data} />
            </div>
          ) : null)}
      </main>
    </div>
  );
}
