import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { safeReturnPath } from '@parashop/shared/return-path';
import { ROLE_ADMIN, ROLE_RIDER } from '@parashop/shared/constants';
import { loginSchema, type LoginValues } from '@parashop/shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { FormField, TextInput } from '@/components/ui/form-field';
import { useValidationMessage } from '@/i18n/validation';
import { errorMessage } from '@/lib/api-client';
import { FormAlert } from '@/features/account-shared/components/form-alert';
import { PasswordInput } from '@/features/account-shared/components/password-input';
import { useLogin } from '../api/login';
import { AuthCard, SwitchFooter, authLinkClasses } from '../components/auth-card';

/** The e-mail another page hands over (the one just verified), to fill in. */
function emailOf(state: unknown): string {
  const email = state && typeof state === 'object' ? (state as { email?: unknown }).email : undefined;
  return typeof email === 'string' ? email : '';
}

/** A notice another page hands over, e.g. after a new password was set. */
function noticeOf(state: unknown): string | null {
  const notice = state && typeof state === 'object' ? (state as { notice?: unknown }).notice : undefined;
  return typeof notice === 'string' ? notice : null;
}

/**
 * /login (SPEC sections 2, 4, 5): e-mail and password checked on blur and on submit, submit disabled
 * while errors exist; on success the flag is set, the user loaded, then the page named by `next`
 * (a path of this site only: decision 210; a back office page only for an admin), else
 * /admin/dashboard for an admin and / for everyone else.
 */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const text = useValidationMessage();
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  const [searchParams] = useSearchParams();
  const next = safeReturnPath(searchParams.get('next'));
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: emailOf(location.state), password: '' },
    mode: 'onBlur',
  });
  const { errors, isSubmitting } = form.formState;
  const hasErrors = Object.keys(errors).length > 0;
  const notice = noticeOf(location.state);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const {
        user,
        orders_attached: attached,
        orders_message: attachedMessage,
      } = await login.mutateAsync(values);
      if (attached && attachedMessage) toast.info(attachedMessage);
      const isAdmin = user.role_id === ROLE_ADMIN;
      const backOffice = next !== null && /^\/admin(?:[/?#]|$)/.test(next);
      // A rider's day is on /rider (decision 245), whatever page sent them to sign in.
      const isRider = user.role_id === ROLE_RIDER;
      const target = isRider
        ? '/rider'
        : next !== null && (isAdmin || !backOffice)
          ? next
          : isAdmin
            ? '/admin/dashboard'
            : '/';
      await navigate(target, { replace: true });
    } catch {
      // The message is shown from the mutation's error below.
    }
  });

  return (
    <AuthCard
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      icon={<LogIn aria-hidden="true" className="h-6 w-6" />}
      footer={<SwitchFooter question={t('login.noAccount')} to="/register" label={t('login.register')} />}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {notice && !login.isError ? <FormAlert tone="success">{notice}</FormAlert> : null}
        {login.isError ? (
          <FormAlert tone="error">{errorMessage(login.error, t('login.failed'))}</FormAlert>
        ) : null}
        <FormField label={t('fields.email')} error={text(errors.email?.message)}>
          <TextInput
            type="email"
            autoComplete="email"
            placeholder={t('fields.emailPlaceholder')}
            invalid={Boolean(errors.email)}
            {...form.register('email')}
          />
        </FormField>
        <FormField label={t('fields.password')} error={text(errors.password?.message)}>
          <PasswordInput
            autoComplete="current-password"
            placeholder={t('fields.passwordPlaceholder')}
            invalid={Boolean(errors.password)}
            {...form.register('password')}
          />
        </FormField>
        <div className="-mt-1 text-end text-sm">
          <Link to="/verify-gmail" className={authLinkClasses}>
            {t('login.forgot')}
          </Link>
        </div>
        <Button type="submit" fullWidth size="lg" isLoading={isSubmitting} disabled={hasErrors}>
          {t('login.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
