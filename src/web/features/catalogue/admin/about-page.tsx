import { useTranslation } from 'react-i18next';
import { type AboutEdit, aboutEdit } from '@/shared/catalogue/content-schemas';
import { ListLoad } from '@/web/components/admin/list-load';
import { AdminPageHeader } from '@/web/components/admin/page-header';
import { Button } from '@/web/components/ui/button';
import { Form, FormError, FormField, useServerRefusal, useZodForm } from '@/web/components/ui/form';
import { FormSection } from '@/web/components/ui/form-section';
import { Input } from '@/web/components/ui/input';
import { usePageTitle } from '@/web/lib/use-page-title';
import { type StaffSection, useAbout, useUpdateAbout } from './content/api/sections';
import { AboutPreview } from './content/components/about-preview';
import { useContentListTexts } from './content/components/list-texts';
import { useContentToasts } from './content/components/use-content-toasts';
import './content/i18n';
import { TEXT_LIMITS } from '@/shared/text-limits';
import { CountedTextarea } from '@/web/components/ui/counted-textarea';

type Values = {
  titlePt: string;
  titleEn: string;
  subtitlePt: string;
  subtitleEn: string;
  bodyPt: string;
  bodyEn: string;
  updatedAt: string;
};

const LANGUAGES = [
  ['Pt', 'portuguese', 'pt-BR'],
  ['En', 'english', 'en'],
] as const;

function AboutForm({ section }: { section: StaffSection }) {
  const { t } = useTranslation('content');
  const toasts = useContentToasts();
  const form = useZodForm<typeof aboutEdit, Values>(aboutEdit, {
    defaultValues: {
      titlePt: section.titlePt ?? '',
      titleEn: section.titleEn ?? '',
      subtitlePt: section.subtitlePt ?? '',
      subtitleEn: section.subtitleEn ?? '',
      bodyPt: section.bodyPt ?? '',
      bodyEn: section.bodyEn ?? '',
      updatedAt: section.updatedAt,
    },
  });
  const refuse = useServerRefusal(form);
  const update = useUpdateAbout();
  const live = form.watch();

  const save = async (values: AboutEdit) => {
    try {
      const { section: saved } = await update.mutateAsync(values);
      form.reset({ ...form.getValues(), updatedAt: saved.updatedAt });
      toasts.success('update');
    } catch (error) {
      refuse(error, toasts.failureText(error));
      toasts.failure(error);
    }
  };

  return (
    <div className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <Form form={form} onSubmit={save} className="space-y-6">
        <FormError />
        {LANGUAGES.map(([suffix, name, lang]) => (
          <FormSection key={suffix} legend={t(name)}>
            <div className="space-y-4" lang={lang}>
              <FormField control={form.control} name={`title${suffix}`} label={t('about.titleField')}>
                {(field) => <Input {...field} maxLength={120} autoComplete="off" />}
              </FormField>
              <FormField control={form.control} name={`subtitle${suffix}`} label={t('about.subtitleField')}>
                {(field) => <Input {...field} maxLength={300} autoComplete="off" />}
              </FormField>
              <FormField
                control={form.control}
                name={`body${suffix}`}
                label={t('about.bodyField')}
                hint={t('about.bodyHint')}
              >
                {(field) => <CountedTextarea {...field} rows={9} limit={TEXT_LIMITS.sectionBody} />}
              </FormField>
            </div>
          </FormSection>
        ))}
        <div className="flex justify-end">
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {t('about.save')}
          </Button>
        </div>
      </Form>
      <div className="xl:sticky xl:top-6 xl:self-start">
        <AboutPreview
          pt={{ title: live.titlePt, subtitle: live.subtitlePt, body: live.bodyPt }}
          en={{ title: live.titleEn, subtitle: live.subtitleEn, body: live.bodyEn }}
        />
      </div>
    </div>
  );
}

/** /admin/sobre: the about text in both languages, with a preview (manage_content; decision 031). */
export default function AboutAdminPage() {
  const { t } = useTranslation('content');
  const listTexts = useContentListTexts();
  usePageTitle(t('about.title'));
  const query = useAbout();
  return (
    <div>
      <AdminPageHeader title={t('about.title')} lead={t('about.lead')} />
      <div className="mt-6">
        <ListLoad query={query} texts={listTexts}>
          {query.data && <AboutForm section={query.data.section} />}
        </ListLoad>
      </div>
    </div>
  );
}
