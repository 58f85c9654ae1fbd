import { useState } from 'react';
import type { InputProps } from '@headlessui/react';
import { Eye, EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';

type PasswordInputProps = Omit<InputProps<'input'>, 'type'>;

/** A password field with its show/hide toggle (every password field of SPEC section 2 has one). */
export function PasswordInput({ className, ...props }: PasswordInputProps) {
  const { t } = useTranslation('account');
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <div className="relative">
      <TextInput
        {...props}
        type={visible ? 'text' : 'password'}
        className={cn('pe-11', className as string | undefined)}
      />
      <button
        type="button"
        onClick={() => setVisible((shown) => !shown)}
        aria-label={visible ? t('password.hide') : t('password.show')}
        aria-pressed={visible}
        className="absolute inset-y-0 end-0 flex w-10 items-center justify-center rounded-e-lg text-slate-500 hover:text-ink"
      >
        <Icon aria-hidden="true" className="h-4 w-4" />
      </button>
    </div>
  );
}
