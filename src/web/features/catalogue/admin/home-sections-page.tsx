import { Eye, EyeOff, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isHomeSectionKey } from '@/shared/catalogue/home-sections';
import { ListLoad } from '@/web/components/admin/list-load';
import { AdminPageHeader } from '@/web/components/admin/page-header';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { usePageTitle } from '@/web/lib/use-page-title';
import {
  type StaffSection,
  useReorderSections,
  useStaffSections,
  useUpdateSection,
} from './content/api/sections';
import { useContentListTexts } from './content/components/list-texts';
import { OrderedList } from './content/components/ordered-list';
import { SectionFormDialog } from './content/components/section-form-dialog';
import { useContentToasts } from './content/components/use-content-toasts';
import './content/i18n';

/**
 * /admin/secoes: the home page's sections in their order (manage_content; decision 031). Edit
 * their titles in both languages, show or hide them, reorder them. The keys are the storefront's:
 * none is created or deleted here.
 */
export default function SectionsPage() {
  const { t } = useTranslation('content');
  const listTexts = useContentListTexts();
  usePageTitle(t('sections.title'));
  const toasts = useContentToasts();
  const query = useStaffSections();
  const reorder = useReorderSections(toasts.failure);
  const update = useUpdateSection();
  const [editing, setEditing] = useState<StaffSection | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const sections = query.data?.sections ?? [];
  const nameOf = (s: StaffSection) => (isHomeSectionKey(s.key) ? t(`sections.keys.${s.key}`) : s.key);

  const onToggle = (section: StaffSection) =>
    update.mutate(
      { key: section.key, isActive: !section.isActive, updatedAt: section.updatedAt },
      {
        onSuccess: () => {
          setAnnouncement(
            t(section.isActive ? 'sections.hid' : 'sections.showed', { name: nameOf(section) }),
          );
          toasts.success('update');
        },
        onError: toasts.failure,
      },
    );

  return (
    <div>
      <AdminPageHeader title={t('sections.title')} lead={t('sections.lead')} />
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <div className="mt-6" aria-busy={query.isFetching}>
        <ListLoad query={query} texts={listTexts}>
          <p className="mb-3 text-sm text-muted">
            {t('reorderHint')} {t('sections.fixedKeys')}
          </p>
          <OrderedList
            items={sections}
            idOf={(s) => s.key}
            nameOf={nameOf}
            label={t('sections.listLabel')}
            testId={(s) => `section-${s.key}`}
            onReorder={(keys, moved) => {
              setAnnouncement(
                t('moved', {
                  name: nameOf(moved),
                  position: keys.indexOf(moved.key) + 1,
                  total: keys.length,
                }),
              );
              reorder(keys);
            }}
            actions={(section) => (
              <>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t(section.isActive ? 'sections.hide' : 'sections.show', {
                    name: nameOf(section),
                  })}
                  title={t(section.isActive ? 'sections.hide' : 'sections.show', { name: nameOf(section) })}
                  onClick={() => onToggle(section)}
                >
                  {section.isActive ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('edit', { name: nameOf(section) })}
                  title={t('edit', { name: nameOf(section) })}
                  onClick={() => setEditing(section)}
                >
                  <Pencil aria-hidden="true" />
                </Button>
              </>
            )}
          >
            {(section) => (
              <>
                <span className="min-w-0 flex-1 basis-48">
                  <span className="block truncate font-medium text-ink">{nameOf(section)}</span>
                  <span className="block truncate text-sm text-ink-soft">{section.titlePt}</span>
                  <span className="block truncate text-xs text-muted" lang="en">
                    {section.titleEn}
                  </span>
                </span>
                <Badge tone={section.isActive ? 'leaf' : 'neutral'}>
                  {section.isActive ? t('sections.shown') : t('sections.hidden')}
                </Badge>
              </>
            )}
          </OrderedList>
        </ListLoad>
      </div>
      <SectionFormDialog
        section={editing}
        name={editing ? nameOf(editing) : ''}
        onClose={() => setEditing(null)}
      />
    </div>
  );
}
