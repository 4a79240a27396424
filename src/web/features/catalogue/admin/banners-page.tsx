import { Eye, EyeOff, Image, ImageOff, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListLoad } from '@/web/components/admin/list-load';
import { AdminPageHeader } from '@/web/components/admin/page-header';
import { useConfirmedDelete } from '@/web/components/admin/use-confirmed-delete';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { EmptyState } from '@/web/components/ui/empty-state';
import { usePageTitle } from '@/web/lib/use-page-title';
import {
  type StaffBanner,
  useDeleteBanner,
  useReorderBanners,
  useStaffBanners,
  useUpdateBanner,
} from './content/api/banners';
import { BannerFormDialog } from './content/components/banner-form-dialog';
import { useContentListTexts } from './content/components/list-texts';
import { OrderedList } from './content/components/ordered-list';
import { useContentToasts } from './content/components/use-content-toasts';
import './content/i18n';

/**
 * /admin/banners: the home carousel's banners by position (admins; decision 028). Create and edit
 * with a live preview in both languages, activate or deactivate, delete after a confirmation,
 * reorder by dragging or with the move buttons. The home shows each change at its next request.
 */
export default function BannersPage() {
  const { t } = useTranslation('content');
  const listTexts = useContentListTexts();
  usePageTitle(t('banners.title'));
  const toasts = useContentToasts();
  const query = useStaffBanners();
  const reorder = useReorderBanners(toasts.failure);
  const update = useUpdateBanner();
  const remove = useDeleteBanner();
  const [editing, setEditing] = useState<{ banner: StaffBanner | null } | null>(null);
  const deletion = useConfirmedDelete<StaffBanner>(remove.mutateAsync, {
    success: () => toasts.success('delete'),
    failure: toasts.failure,
  });
  const deleting = deletion.target;
  const [announcement, setAnnouncement] = useState('');
  const banners = query.data?.banners ?? [];

  const onToggle = (banner: StaffBanner) =>
    update.mutate(
      { id: banner.id, isActive: !banner.isActive, updatedAt: banner.updatedAt },
      {
        onSuccess: () => {
          setAnnouncement(
            t(banner.isActive ? 'banners.deactivated' : 'banners.activated', { name: banner.titlePt }),
          );
          toasts.success('update');
        },
        onError: toasts.failure,
      },
    );

  const create = (
    <Button onClick={() => setEditing({ banner: null })}>
      <Plus aria-hidden="true" />
      {t('banners.new')}
    </Button>
  );

  return (
    <div>
      <AdminPageHeader
        title={t('banners.title')}
        lead={t('banners.lead')}
        action={banners.length > 0 && create}
      />
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <div className="mt-6" aria-busy={query.isFetching}>
        <ListLoad query={query} texts={listTexts}>
          {banners.length === 0 ? (
            <EmptyState icon={Image} title={t('banners.empty.title')} body={t('banners.empty.body')}>
              {create}
            </EmptyState>
          ) : (
            <>
              <p className="mb-3 text-sm text-muted">{t('reorderHint')}</p>
              <OrderedList
                items={banners}
                idOf={(b) => b.id}
                nameOf={(b) => b.titlePt}
                label={t('banners.listLabel')}
                testId={(b) => `banner-${b.id}`}
                onReorder={(ids, moved) => {
                  setAnnouncement(
                    t('moved', {
                      name: moved.titlePt,
                      position: ids.indexOf(moved.id) + 1,
                      total: ids.length,
                    }),
                  );
                  reorder(ids);
                }}
                actions={(banner) => (
                  <>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t(banner.isActive ? 'banners.deactivate' : 'banners.activate', {
                        name: banner.titlePt,
                      })}
                      title={t(banner.isActive ? 'banners.deactivate' : 'banners.activate', {
                        name: banner.titlePt,
                      })}
                      onClick={() => onToggle(banner)}
                    >
                      {banner.isActive ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t('edit', { name: banner.titlePt })}
                      title={t('edit', { name: banner.titlePt })}
                      onClick={() => setEditing({ banner })}
                    >
                      <Pencil aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t('delete', { name: banner.titlePt })}
                      title={t('delete', { name: banner.titlePt })}
                      onClick={() => deletion.ask(banner)}
                      className="text-brand-dark"
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </>
                )}
              >
                {(banner) => (
                  <>
                    <span className="grid h-12 w-16 shrink-0 place-items-center overflow-hidden rounded-lg bg-charcoal">
                      {banner.imageUrl ? (
                        <img
                          src={banner.imageUrl}
                          alt=""
                          className="h-full w-full object-cover"
                          loading="lazy"
                        />
                      ) : (
                        <ImageOff aria-hidden="true" className="size-5 text-cream/60" />
                      )}
                    </span>
                    <span className="min-w-0 flex-1 basis-40">
                      <span className="block truncate font-medium text-ink">{banner.titlePt}</span>
                      <span className="block truncate text-xs text-muted" lang="en">
                        {banner.titleEn ?? t('banners.noEnglish')}
                      </span>
                    </span>
                    <Badge tone={banner.isActive ? 'leaf' : 'neutral'}>
                      {banner.isActive ? t('active') : t('inactive')}
                    </Badge>
                  </>
                )}
              </OrderedList>
            </>
          )}
        </ListLoad>
      </div>
      <BannerFormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        banner={editing?.banner ?? null}
        nextPosition={banners.reduce((max, b) => Math.max(max, b.position + 1), 0)}
      />
      <ConfirmDialog
        {...deletion.dialog}
        title={t('banners.confirmDelete.title', { name: deleting?.titlePt ?? '' })}
        description={t('banners.confirmDelete.body')}
        confirmLabel={t('banners.confirmDelete.confirm')}
        cancelLabel={t('cancel')}
        busy={remove.isPending}
      />
    </div>
  );
}
