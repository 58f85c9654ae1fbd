import { useState, type FormEvent } from 'react';
import { ArrowLeft, MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { VERIFICATION_CODE_LENGTH } from '@parashop/shared/constants';
import { Button } from '@/components/ui/button';
import { useValidationMessage } from '@/i18n/validation';
import { errorMessage } from '@/lib/api-client';
import { FormAlert } from '@/features/account-shared/components/form-alert';
import { useVerifyEmail } from '../api/verify-email';
import { useVerifyUser } from '../api/verify-user';
import { AuthCard } from '../components/auth-card';
import { CodeInputs, emptyCode } from '../components/code-inputs';
import { ResendCodeButton } from '../components/resend-code-button';
import { changePasswordLink, readVerifyTarget } from '../lib/verify-target';

/**
 * /verify-code (SPEC section 2 "Verify code"): the six boxes for the code mailed after a registration
 * (pending_user_id, then /login) or a forgotten password (user_id, then /change-password).
 */
export default function VerifyCodePage() {
  const { t } = useTranslation('auth');
  const text = useValidationMessage();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const target = readVerifyTarget(location.state, search);
  const [digits, setDigits] = useState(emptyCode);
  const [problem, setProblem] = useState<string | null>(null);
  const verifyEmail = useVerifyEmail();
  const verifyUser = useVerifyUser();
  const mutation = target.kind === 'reset' ? verifyUser : verifyEmail;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const code = digits.join('');
    if (code.length !== VERIFICATION_CODE_LENGTH) return setProblem('validation.verify.codeIncomplete');
    if (target.kind === 'none') return setProblem('validation.verify.noId');
    setProblem(null);
    try {
      if (target.kind === 'register') {
        const answer = await verifyEmail.mutateAsync({ code, pending_user_id: target.pendingUserId });
        // The login page opens with the verified e-mail filled in.
        await navigate('/login', { replace: true, state: { notice: answer.message, email: target.email } });
      } else {
        const answer = await verifyUser.mutateAsync({ code, user_id: target.userId });
        const link = changePasswordLink(answer.email || target.email);
        await navigate(link.to, { replace: true, state: link.state });
      }
    } catch (error) {
      setProblem(errorMessage(error, t('verify.failed')));
      setDigits(emptyCode());
    }
  };

  const shown = problem ?? (target.kind === 'none' ? 'validation.verify.noUser' : null);
  return (
    <AuthCard
      title={t('verify.title')}
      icon={<MailCheck aria-hidden="true" className="h-6 w-6" />}
      subtitle={
        target.email ? (
          <>
            {t('verify.sentTo')} <strong className="text-ink">{target.email}</strong>
          </>
        ) : (
          t('verify.enterCode')
        )
      }
      footer={
        <Button
          variant="ghost"
          onClick={() => void navigate(-1)}
          icon={<ArrowLeft aria-hidden="true" className="h-4 w-4 rtl:rotate-180" />}
        >
          {t('common.back')}
        </Button>
      }
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
        <CodeInputs
          digits={digits}
          onChange={(next) => {
            setDigits(next);
            setProblem(null);
          }}
          onInvalidPaste={() => setProblem('validation.verify.pasteInvalid')}
          invalid={Boolean(problem)}
          disabled={mutation.isPending}
        />
        {shown ? <FormAlert tone="error">{text(shown)}</FormAlert> : null}
        <p className="text-center text-xs text-muted">{t('verify.validity')}</p>
        <Button type="submit" fullWidth size="lg" isLoading={mutation.isPending}>
          {t('verify.submit')}
        </Button>
      </form>
      <div className="mt-4">
        <ResendCodeButton
          payload={
            target.kind === 'register'
              ? { pending_user_id: target.pendingUserId }
              : target.kind === 'reset'
                ? { user_id: target.userId }
                : null
          }
        />
      </div>
    </AuthCard>
  );
}
