import { Input, type InputProps } from '@headlessui/react';
import { controlClasses } from '../../../components/ui/form-field';
import { cn } from '../../../lib/cn';

/**
 * A text input for the account forms. The shared TextInput takes its props from the generic
 * Headless UI Input and so refuses `type` and `autoComplete`; this one is typed for an <input>.
 */
export function AccountTextInput({ className, ...props }: InputProps<'input'>) {
  return <Input className={cn(controlClasses, 'h-10', className as string | undefined)} {...props} />;
}
