import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RESEND_CODE_COOLDOWN_SECONDS } from '@parashop/shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { FormAlert } from '@/features/account-shared/components/form-alert';
import { useResendCode, type ResendCodePayload } from '../api/resend-code';

/**
 * "Resend code" (decision 172): usable a minute after the last code was sent (the page opens right
 * after the first one), the seconds left shown on the button; the server keeps the same minute.
 */
export function ResendCodeButton({ payload }: { payload: ResendCodePayload | null }) {
  const { t } = useTranslation('auth');
  const resend = useResendCode();
  const [wait, setWait] = useState(RESEND_CODE_COOLDOWN_SECONDS);
  const [answer, setAnswer] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = window.setTimeout(() => setWait((seconds) => seconds - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [wait]);

  if (!payload) return null;
  const onClick = async () => {
    setAnswer(null);
    try {
      const { message } = await resend.mutateAsync(payload);
      setAnswer({ tone: 'success', text: message });
    } catch (error) {
      setAnswer({ tone: 'error', text: errorMessage(error, t('verify.resendFailed')) });
    }
    setWait(RESEND_CODE_COOLDOWN_SECONDS);
  };

  return (
    <div className="flex flex-col gap-2" aria-live="polite">
      <Button
        variant="outline"
        fullWidth
        disabled={wait > 0}
        isLoading={resend.isPending}
        onClick={() => void onClick()}
      >
        {wait > 0 ? t('verify.resendIn', { seconds: wait }) : t('verify.resend')}
      </Button>
      {answer ? <FormAlert tone={answer.tone}>{answer.text}</FormAlert> : null}
    </div>
  );
}
