import { useTranslation } from 'react-i18next';
import { type BannerInput, bannerInput } from '@/shared/catalogue/content-schemas';
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
import { FormSection } from '@/web/components/ui/form-section';
import { Input } from '@/web/components/ui/input';
import { type StaffBanner, useCreateBanner, useUpdateBanner } from '../api/banners';
import { BannerPictureSection } from './banner-picture-section';
import { BannerPreview } from './banner-preview';
import { useContentToasts } from './use-content-toasts';

type Values = {
  titlePt: string;
  subtitlePt: string;
  buttonTextPt: string;
  titleEn: string;
  subtitleEn: string;
  buttonTextEn: string;
  imageUrl: string | null;
  linkUrl: string;
  isActive: boolean;
  position: number;
};

const valuesOf = (b: StaffBanner | null, nextPosition: number): Values => ({
  titlePt: b?.titlePt ?? '',
  subtitlePt: b?.subtitlePt ?? '',
  buttonTextPt: b?.buttonTextPt ?? '',
  titleEn: b?.titleEn ?? '',
  subtitleEn: b?.subtitleEn ?? '',
  buttonTextEn: b?.buttonTextEn ?? '',
  imageUrl: b?.imageUrl ?? null,
  linkUrl: b?.linkUrl ?? '',
  isActive: b?.isActive ?? true,
  position: b?.position ?? nextPosition,
});

const LANGUAGES = [
  ['Pt', 'portuguese'],
  ['En', 'english'],
] as const;

/**
 * Create or edit a banner, checked with the API's schema (decision 024), beside a live preview of
 * its slide in both languages. An edit sends the version it started from (409 when a colleague
 * saved first); what was typed stays when a save fails.
 */
function BannerForm({
  banner,
  nextPosition,
  onDone,
}: {
  banner: StaffBanner | null;
  nextPosition: number;
  onDone: () => void;
}) {
  const { t } = useTranslation('content');
  const toasts = useContentToasts();
  const form = useZodForm<typeof bannerInput, Values>(bannerInput, {
    defaultValues: valuesOf(banner, nextPosition),
  });
  const refuse = useServerRefusal(form);
  const create = useCreateBanner();
  const update = useUpdateBanner();
  const live = form.watch();
  const imageError = useFieldError('imageUrl', form.control);

  const save = async (values: BannerInput) => {
    try {
      if (banner) await update.mutateAsync({ ...values, id: banner.id, updatedAt: banner.updatedAt });
      else await create.mutateAsync(values);
      toasts.success(banner ? 'update' : 'create');
      onDone();
    } catch (error) {
      refuse(error, toasts.failureText(error));
      toasts.failure(error);
    }
  };

  return (
    <Form form={form} onSubmit={save} className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <div className="space-y-6">
        <FormError />
        {LANGUAGES.map(([suffix, language]) => (
          <FormSection key={suffix} legend={t(language)} className="p-5 sm:p-6">
            <div className="space-y-4">
              <FormField
                control={form.control}
                name={`title${suffix}`}
                label={t(`banners.form.title${suffix}`)}
              >
                {(field) => <Input {...field} maxLength={120} autoComplete="off" />}
              </FormField>
              <FormField
                control={form.control}
                name={`subtitle${suffix}`}
                label={t(`banners.form.subtitle${suffix}`)}
              >
                {(field) => <CountedTextarea {...field} rows={2} limit={TEXT_LIMITS.bannerSubtitle} />}
              </FormField>
              <FormField
                control={form.control}
                name={`buttonText${suffix}`}
                label={t(`banners.form.buttonText${suffix}`)}
              >
                {(field) => <Input {...field} maxLength={40} autoComplete="off" />}
              </FormField>
            </div>
          </FormSection>
        ))}
        <FormField
          control={form.control}
          name="linkUrl"
          label={t('banners.form.linkUrl')}
          hint={t('banners.form.linkHint')}
        >
          {(field) => <Input {...field} maxLength={500} autoComplete="off" spellCheck={false} />}
        </FormField>
        <BannerPictureSection
          label={t('banners.form.picture')}
          value={live.imageUrl}
          onChange={(url) => form.setValue('imageUrl', url, { shouldDirty: true, shouldValidate: true })}
          error={imageError}
        />
        <FormField control={form.control} name="isActive" label={t('banners.form.isActive')} layout="inline">
          {(field) => <Checkbox {...field} className="mt-1 size-4" />}
        </FormField>
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onDone}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {banner ? t('save') : t('create')}
          </Button>
        </div>
      </div>
      <div className="lg:sticky lg:top-0 lg:self-start">
        <BannerPreview
          banner={{
            titlePt: live.titlePt,
            titleEn: live.titleEn || null,
            subtitlePt: live.subtitlePt || null,
            subtitleEn: live.subtitleEn || null,
            buttonTextPt: live.buttonTextPt || null,
            buttonTextEn: live.buttonTextEn || null,
            imageUrl: live.imageUrl,
            linkUrl: live.linkUrl || null,
          }}
        />
      </div>
    </Form>
  );
}

export function BannerFormDialog({
  open,
  onOpenChange,
  banner,
  nextPosition,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** null: a new banner. */
  banner: StaffBanner | null;
  nextPosition: number;
}) {
  const { t } = useTranslation('content');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent layout="full">
        <div className="flex items-start justify-between gap-4 border-b border-line/70 px-5 py-4 sm:px-7">
          <div>
            <DialogTitle>{banner ? t('banners.form.editTitle') : t('banners.form.createTitle')}</DialogTitle>
            <DialogDescription className="mt-1 text-sm">{t('banners.form.description')}</DialogDescription>
          </div>
          <DialogCloseButton label={t('close')} className="-mt-1 -mr-2" />
        </div>
        <div className="flex-1 overflow-y-auto px-5 py-6 sm:px-7">
          {open && (
            <BannerForm
              key={banner?.id ?? 'new'}
              banner={banner}
              nextPosition={nextPosition}
              onDone={() => onOpenChange(false)}
            />
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
