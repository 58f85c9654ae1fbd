import type { TFunction } from 'i18next';
import { useRef } from 'react';
import { useWatch, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import { Field, Input, Label, Description } from '@headlessui/react';
import { ImagePlus, Trash2 } from 'lucide-react';
import { IMAGE_ACCEPT } from '@parashop/shared/constants';
import { Button } from '@/components/ui/button';
import { SmartImage } from '@/components/ui/smart-image';
import { cn } from '@/lib/cn';
import { useObjectUrl } from './use-object-url';

export interface ImageFieldTexts {
  label: string;
  choose: string;
  change: string;
  remove: string;
  /** Formats and size, shown under the box while there is no error. */
  hint: string;
  /** Alt text of the preview. */
  preview: string;
  /** Shown in the box before any image exists. */
  empty: string;
}

/** The texts of the field from a list's own namespace (`image.label`, `image.choose`, ...). */
export function imageFieldTexts(t: TFunction): ImageFieldTexts {
  return {
    label: t('image.label'),
    choose: t('image.choose'),
    change: t('image.change'),
    remove: t('image.remove'),
    hint: t('image.hint'),
    preview: t('image.preview'),
    empty: t('image.empty'),
  };
}

export interface ImageFieldProps {
  texts: ImageFieldTexts;
  /** The newly chosen file, if any. */
  file: File | null;
  /** The stored image of the record being edited (kept when no new file is chosen). */
  currentImage?: string | null;
  onFileChange: (file: File | null) => void;
  onBlur?: () => void;
  error?: string | undefined;
  required?: boolean;
  name?: string;
}

/**
 * Image upload with preview and removal (product and brand forms). The native file input stays in
 * the page for keyboards, screen readers and tests, but is drawn as our own button, so its text is
 * translated instead of the browser's 'Choose file / No file chosen'. Removing drops the new file;
 * an edited record then shows its stored image again.
 */
export function ImageField({
  texts,
  file,
  currentImage,
  onFileChange,
  onBlur,
  error,
  required,
  name = 'image',
}: ImageFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const preview = useObjectUrl(file);
  const shown = preview ?? currentImage ?? null;

  const choose = () => input.current?.click();
  const remove = () => {
    // Cleared so that choosing the same file again still fires a change.
    if (input.current) input.current.value = '';
    onFileChange(null);
  };

  return (
    <Field className="flex flex-col gap-1.5">
      <Label className="text-sm font-medium text-slate-700">
        {texts.label}
        {required ? (
          <span aria-hidden="true" className="ms-0.5 text-danger-600">
            *
          </span>
        ) : null}
      </Label>
      <div
        className={cn(
          'flex flex-col items-center gap-3 rounded-card border-2 border-dashed p-4 sm:flex-row',
          error ? 'border-danger-600 bg-danger-50/40' : 'border-line bg-canvas',
        )}
      >
        <div className="flex h-28 w-28 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-surface ring-1 ring-line">
          {shown ? (
            <SmartImage src={shown} alt={texts.preview} className="h-full w-full object-contain" />
          ) : (
            <ImagePlus aria-hidden="true" className="h-8 w-8 text-brand-300" />
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col items-center gap-2 sm:items-start">
          <p className="max-w-full truncate text-sm text-muted" dir="auto">
            {file ? file.name : shown ? '' : texts.empty}
          </p>
          <div className="flex flex-wrap justify-center gap-2">
            <Button
              variant="outline"
              size="sm"
              onClick={choose}
              icon={<ImagePlus aria-hidden="true" className="h-4 w-4" />}
            >
              {shown ? texts.change : texts.choose}
            </Button>
            {file ? (
              <Button
                variant="ghost"
                size="sm"
                className="text-danger-700 hover:bg-danger-50"
                onClick={remove}
                icon={<Trash2 aria-hidden="true" className="h-4 w-4" />}
              >
                {texts.remove}
              </Button>
            ) : null}
          </div>
        </div>
      </div>
      <Input
        ref={input}
        type="file"
        name={name}
        accept={IMAGE_ACCEPT}
        className="sr-only"
        invalid={Boolean(error)}
        onChange={(event) => onFileChange(event.target.files?.[0] ?? null)}
        onBlur={onBlur}
      />
      {error ? (
        <Description role="alert" className="text-xs font-medium text-danger-600">
          {error}
        </Description>
      ) : (
        <Description className="text-xs text-muted">{texts.hint}</Description>
      )}
    </Field>
  );
}

/** The image field of a catalogue form that keeps the chosen file in its `image` field. */
export function FormImageField<TFields extends FieldValues & { image: File | null }, TOutput>({
  form,
  ...field
}: Omit<ImageFieldProps, 'file' | 'onFileChange'> & { form: UseFormReturn<TFields, unknown, TOutput> }) {
  const name = 'image' as Path<TFields>;
  const file = (useWatch({ control: form.control, name }) as File | null | undefined) ?? null;
  return (
    <ImageField
      {...field}
      file={file}
      onFileChange={(chosen) =>
        form.setValue(name, chosen as PathValue<TFields, Path<TFields>>, {
          shouldValidate: true,
          shouldTouch: true,
          shouldDirty: true,
        })
      }
    />
  );
}
