import { useTranslation } from 'react-i18next';
import { type SectionEdit, sectionEdit } from '@/shared/catalogue/content-schemas';
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
import { Form, FormError, FormField, useServerRefusal, useZodForm } from '@/web/components/ui/form';
import { Input } from '@/web/components/ui/input';
import { type StaffSection, useUpdateSection } from '../api/sections';
import { useContentToasts } from './use-content-toasts';

type Values = {
  titlePt: string;
  titleEn: string;
  subtitlePt: string;
  subtitleEn: string;
  isActive: boolean;
  updatedAt: string;
};

/** A home section's titles and subtitles in both languages, and whether the home shows it. */
function SectionForm({ section, onDone }: { section: StaffSection; onDone: () => void }) {
  const { t } = useTranslation('content');
  const toasts = useContentToasts();
  const form = useZodForm<typeof sectionEdit, Values>(sectionEdit, {
    defaultValues: {
      titlePt: section.titlePt ?? '',
      titleEn: section.titleEn ?? '',
      subtitlePt: section.subtitlePt ?? '',
      subtitleEn: section.subtitleEn ?? '',
      isActive: section.isActive,
      updatedAt: section.updatedAt,
    },
  });
  const refuse = useServerRefusal(form);
  const update = useUpdateSection();

  const save = async (values: SectionEdit) => {
    try {
      await update.mutateAsync({ ...values, key: section.key });
      toasts.success('update');
      onDone();
    } catch (error) {
      refuse(error, toasts.failureText(error));
      toasts.failure(error);
    }
  };

  return (
    <Form form={form} onSubmit={save} className="mt-5 space-y-4">
      <FormError />
      <FormField control={form.control} name="titlePt" label={t('sections.form.titlePt')}>
        {(field) => <Input {...field} maxLength={120} autoComplete="off" />}
      </FormField>
      <FormField control={form.control} name="subtitlePt" label={t('sections.form.subtitlePt')}>
        {(field) => <CountedTextarea {...field} rows={2} limit={TEXT_LIMITS.sectionSubtitle} />}
      </FormField>
      <FormField control={form.control} name="titleEn" label={t('sections.form.titleEn')}>
        {(field) => <Input {...field} maxLength={120} autoComplete="off" lang="en" />}
      </FormField>
      <FormField control={form.control} name="subtitleEn" label={t('sections.form.subtitleEn')}>
        {(field) => <CountedTextarea {...field} rows={2} limit={TEXT_LIMITS.sectionSubtitle} lang="en" />}
      </FormField>
      <FormField control={form.control} name="isActive" label={t('sections.form.isActive')} layout="inline">
        {(field) => <Checkbox {...field} className="mt-1 size-4" />}
      </FormField>
      {section.key === 'about' && <p className="text-sm text-muted">{t('sections.aboutBody')}</p>}
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {t('save')}
        </Button>
      </div>
    </Form>
  );
}

export function SectionFormDialog({
  section,
  name,
  onClose,
}: {
  section: StaffSection | null;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('content');
  return (
    <Dialog open={section !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent layout="drawer">
        <div className="flex items-start justify-between gap-4">
          <DialogTitle>{t('sections.form.title', { name })}</DialogTitle>
          <DialogCloseButton label={t('close')} className="-mt-1 -mr-2" />
        </div>
        <DialogDescription className="text-sm">{t('sections.form.description')}</DialogDescription>
        {section && <SectionForm key={section.key} section={section} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
