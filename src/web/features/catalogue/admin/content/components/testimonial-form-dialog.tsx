import { useTranslation } from 'react-i18next';
import { shopToday, type TestimonialInput, testimonialInput } from '@/shared/catalogue/content-schemas';
import { TEXT_LIMITS } from '@/shared/text-limits';
import { Button } from '@/web/components/ui/button';
import { Checkbox } from '@/web/components/ui/checkbox';
import { CountedTextarea } from '@/web/components/ui/counted-textarea';
import {
  Dialog,
  DialogCloseButton,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/web/components/ui/dialog';
import {
  Form,
  FormError,
  FormField,
  useFieldError,
  useServerRefusal,
  useZodForm,
} from '@/web/components/ui/form';
import { Input } from '@/web/components/ui/input';
import { type StaffTestimonial, useCreateTestimonial, useUpdateTestimonial } from '../api/testimonials';
import { RatingInput } from './rating-input';
import { useContentToasts } from './use-content-toasts';

type Values = {
  author: string;
  text: string;
  rating: number;
  date: string;
  source: string;
  published: boolean;
};

const valuesOf = (r: StaffTestimonial | null): Values => ({
  author: r?.author ?? '',
  text: r?.text ?? '',
  rating: r?.rating ?? 5,
  date: r?.date ?? shopToday(),
  source: r?.source ?? '',
  published: r?.published ?? false,
});

/** Create or edit a testimonial with the API's schema; an edit carries its version (409 if stale). */
function TestimonialForm({
  testimonial,
  onDone,
}: {
  testimonial: StaffTestimonial | null;
  onDone: () => void;
}) {
  const { t } = useTranslation('content');
  const toasts = useContentToasts();
  const form = useZodForm<typeof testimonialInput, Values>(testimonialInput, {
    defaultValues: valuesOf(testimonial),
  });
  const refuse = useServerRefusal(form);
  const create = useCreateTestimonial();
  const update = useUpdateTestimonial();
  const rating = form.watch('rating');
  const ratingError = useFieldError('rating', form.control);

  const save = async (values: TestimonialInput) => {
    try {
      if (testimonial)
        await update.mutateAsync({ ...values, id: testimonial.id, updatedAt: testimonial.updatedAt });
      else await create.mutateAsync(values);
      toasts.success(testimonial ? 'update' : 'create');
      onDone();
    } catch (error) {
      refuse(error, toasts.failureText(error));
      toasts.failure(error);
    }
  };

  return (
    <Form form={form} onSubmit={save} className="mt-5 space-y-4">
      <FormError />
      <FormField control={form.control} name="author" label={t('testimonials.form.author')}>
        {(field) => <Input {...field} maxLength={80} autoComplete="off" />}
      </FormField>
      <FormField control={form.control} name="text" label={t('testimonials.form.text')}>
        {(field) => <CountedTextarea {...field} rows={4} limit={TEXT_LIMITS.testimonialText} />}
      </FormField>
      <RatingInput
        name="rating"
        legend={t('testimonials.form.rating')}
        value={rating}
        onChange={(n) => form.setValue('rating', n, { shouldDirty: true, shouldValidate: true })}
        error={ratingError}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField control={form.control} name="date" label={t('testimonials.form.date')}>
          {(field) => <Input {...field} type="date" max={shopToday()} />}
        </FormField>
        <FormField
          control={form.control}
          name="source"
          label={t('testimonials.form.source')}
          hint={t('testimonials.form.sourceHint')}
        >
          {(field) => <Input {...field} maxLength={80} autoComplete="off" />}
        </FormField>
      </div>
      <FormField
        control={form.control}
        name="published"
        label={t('testimonials.form.published')}
        layout="inline"
      >
        {(field) => <Checkbox {...field} className="mt-1 size-4" />}
      </FormField>
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {testimonial ? t('save') : t('create')}
        </Button>
      </div>
    </Form>
  );
}

export function TestimonialFormDialog({
  open,
  onOpenChange,
  testimonial,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  testimonial: StaffTestimonial | null;
}) {
  const { t } = useTranslation('content');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent layout="drawer">
        <div className="flex items-start justify-between gap-4">
          <DialogTitle>
            {testimonial ? t('testimonials.form.editTitle') : t('testimonials.form.createTitle')}
          </DialogTitle>
          <DialogCloseButton label={t('close')} className="-mt-1 -mr-2" />
        </div>
        <DialogDescription className="text-sm">{t('testimonials.form.description')}</DialogDescription>
        {open && (
          <TestimonialForm
            key={testimonial?.id ?? 'new'}
            testimonial={testimonial}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
