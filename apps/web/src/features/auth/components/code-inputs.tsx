import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { VERIFICATION_CODE_LENGTH } from '@parashop/shared/constants';
import { isPastableCode } from '@parashop/shared/schemas/auth';
import { cn } from '@/lib/cn';

export const emptyCode = (): string[] => Array.from({ length: VERIFICATION_CODE_LENGTH }, () => '');

export interface CodeInputsProps {
  digits: string[];
  onChange: (digits: string[]) => void;
  /** A paste that is not exactly six digits. */
  onInvalidPaste: () => void;
  invalid?: boolean;
  disabled?: boolean;
}

/**
 * Six one-digit boxes (SPEC section 2 "Verify code"): digits only, typing moves to the next box,
 * backspace clears and moves back, and pasting exactly 6 digits fills every box. Below 640 px
 * (Tailwind's `sm`) the boxes shrink so the six fit a phone.
 */
export function CodeInputs({ digits, onChange, onInvalidPaste, invalid, disabled }: CodeInputsProps) {
  const { t } = useTranslation('auth');
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number) => refs.current[Math.max(0, Math.min(index, digits.length - 1))]?.focus();

  const setDigit = (index: number, digit: string) => {
    const next = [...digits];
    next[index] = digit;
    onChange(next);
  };

  const onInput = (index: number, raw: string) => {
    const digit = raw.replace(/\D/g, '').slice(-1);
    if (!digit) return;
    setDigit(index, digit);
    if (index < digits.length - 1) focus(index + 1);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      if (digits[index]) {
        setDigit(index, '');
        focus(index - 1);
      } else if (index > 0) {
        setDigit(index - 1, '');
        focus(index - 1);
      }
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focus(index + 1);
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const text = event.clipboardData.getData('text');
    if (!isPastableCode(text)) {
      onInvalidPaste();
      return;
    }
    onChange(text.trim().split(''));
    focus(digits.length - 1);
  };

  return (
    <div
      role="group"
      aria-label={t('verify.codeLabel')}
      className="flex justify-center gap-2 sm:gap-3"
      dir="ltr"
    >
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            refs.current[index] = element;
          }}
          value={digit}
          onChange={(event) => onInput(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={onPaste}
          onFocus={(event) => event.target.select()}
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={2}
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t('verify.digitLabel', { position: index + 1, count: digits.length })}
          aria-invalid={invalid || undefined}
          disabled={disabled}
          className={cn(
            'h-12 w-10 rounded-lg border bg-surface text-center text-xl font-semibold text-ink shadow-xs',
            'sm:h-14 sm:w-12 sm:text-2xl',
            'focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200',
            invalid ? 'border-danger-600' : 'border-line',
          )}
        />
      ))}
    </div>
  );
}
