import { MessageSquareQuote, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListLoad } from '@/web/components/admin/list-load';
import { AdminPageHeader } from '@/web/components/admin/page-header';
import { useConfirmedDelete } from '@/web/components/admin/use-confirmed-delete';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Checkbox } from '@/web/components/ui/checkbox';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { EmptyState } from '@/web/components/ui/empty-state';
import { Pagination } from '@/web/components/ui/pagination';
import { usePageTitle } from '@/web/lib/use-page-title';
import {
  type StaffTestimonial,
  useDeleteTestimonial,
  useStaffTestimonials,
  useUpdateTestimonial,
} from './content/api/testimonials';
import { useContentListTexts } from './content/components/list-texts';
import { RatingStars } from './content/components/rating-input';
import { TestimonialFilters } from './content/components/testimonial-filters';
import { TestimonialFormDialog } from './content/components/testimonial-form-dialog';
import { useContentToasts } from './content/components/use-content-toasts';
import './content/i18n';
import {
  apiQuery,
  type TestimonialFilters as Filters,
  filtersFromSearch,
  searchFromFilters,
} from './content/lib/testimonial-url';

/**
 * /admin/depoimentos: every testimonial, published or not (manage_content; decision 031), with
 * search, filter, sort and page in the URL. Create and edit in a dialog, publish or unpublish with
 * one switch, delete after a confirmation. Only published ones reach the home page.
 */
export default function TestimonialsPage() {
  const { t, i18n } = useTranslation('content');
  const listTexts = useContentListTexts();
  usePageTitle(t('testimonials.title'));
  const [params, setParams] = useSearchParams();
  const filters = filtersFromSearch(params);
  const query = useStaffTestimonials(apiQuery(filters));
  const toasts = useContentToasts();
  const update = useUpdateTestimonial();
  const remove = useDeleteTestimonial();
  const [editing, setEditing] = useState<{ testimonial: StaffTestimonial | null } | null>(null);
  const deletion = useConfirmedDelete<StaffTestimonial>(remove.mutateAsync, {
    success: () => toasts.success('delete'),
    failure: toasts.failure,
  });
  const deleting = deletion.target;
  const [announcement, setAnnouncement] = useState('');
  const page = query.data;
  const setFilters = (next: Filters) => setParams(searchFromFilters(next));
  const filtered = filters.q !== '' || filters.published !== '';
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${iso}T00:00:00Z`),
    );

  const onPublish = (r: StaffTestimonial) =>
    update.mutate(
      { id: r.id, published: !r.published, updatedAt: r.updatedAt },
      {
        onSuccess: () => {
          setAnnouncement(
            t(r.published ? 'testimonials.unpublishedNow' : 'testimonials.publishedNow', { name: r.author }),
          );
          toasts.success('update');
        },
        onError: toasts.failure,
      },
    );

  const create = (
    <Button onClick={() => setEditing({ testimonial: null })}>
      <Plus aria-hidden="true" />
      {t('testimonials.new')}
    </Button>
  );

  return (
    <div>
      <AdminPageHeader title={t('testimonials.title')} lead={t('testimonials.lead')} action={create} />
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <div className="mt-6">
        <TestimonialFilters key={params.toString()} filters={filters} onChange={setFilters} />
      </div>
      <div className="mt-6" aria-busy={query.isFetching}>
        <ListLoad query={query} texts={listTexts}>
          {page && page.items.length === 0 ? (
            <EmptyState
              icon={MessageSquareQuote}
              title={t('testimonials.empty.title')}
              body={filtered ? t('testimonials.empty.filtered') : t('testimonials.empty.body')}
            />
          ) : (
            page && (
              <>
                <p className="mb-3 text-sm text-muted" aria-live="polite">
                  {t('testimonials.total', { count: page.total })}
                </p>
                <ul className="divide-y divide-line/70 overflow-hidden rounded-3xl bg-white shadow-card ring-1 ring-line/60">
                  {page.items.map((r) => (
                    <li
                      key={r.id}
                      data-testid={`testimonial-${r.id}`}
                      className="grid gap-3 p-4 sm:grid-cols-[1fr_auto] sm:p-5"
                    >
                      <div className="min-w-0">
                        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                          <span className="font-medium text-ink">{r.author}</span>
                          <RatingStars rating={r.rating} />
                          <span className="text-xs text-muted">
                            {date(r.date)}
                            {r.source ? ` · ${r.source}` : ''}
                          </span>
                          <Badge tone={r.published ? 'leaf' : 'neutral'}>
                            {r.published ? t('testimonials.published') : t('testimonials.draft')}
                          </Badge>
                        </div>
                        <p className="mt-2 line-clamp-3 text-sm text-ink-soft">{r.text}</p>
                      </div>
                      <div className="flex items-center justify-end gap-1">
                        <label className="mr-2 inline-flex cursor-pointer items-center gap-2 text-sm text-ink-soft">
                          <Checkbox
                            checked={r.published}
                            onChange={() => onPublish(r)}
                            aria-label={t(r.published ? 'testimonials.unpublish' : 'testimonials.publish', {
                              name: r.author,
                            })}
                            className="size-4"
                          />
                          <span aria-hidden="true">{t('testimonials.published')}</span>
                        </label>
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={t('edit', { name: r.author })}
                          title={t('edit', { name: r.author })}
                          onClick={() => setEditing({ testimonial: r })}
                        >
                          <Pencil aria-hidden="true" />
                        </Button>
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={t('delete', { name: r.author })}
                          title={t('delete', { name: r.author })}
                          onClick={() => deletion.ask(r)}
                          className="text-brand-dark"
                        >
                          <Trash2 aria-hidden="true" />
                        </Button>
                      </div>
                    </li>
                  ))}
                </ul>
                <Pagination
                  layout="spread"
                  page={page.page}
                  totalPages={page.totalPages}
                  onPage={(n) => setFilters({ ...filters, page: n })}
                  labels={{
                    nav: t('testimonials.pagination'),
                    previous: t('testimonials.previous'),
                    next: t('testimonials.next'),
                    pageOf: t('testimonials.pageOf', { page: page.page, pages: page.totalPages }),
                  }}
                />
              </>
            )
          )}
        </ListLoad>
      </div>
      <TestimonialFormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        testimonial={editing?.testimonial ?? null}
      />
      <ConfirmDialog
        {...deletion.dialog}
        title={t('testimonials.confirmDelete.title', { name: deleting?.author ?? '' })}
        description={t('testimonials.confirmDelete.body')}
        confirmLabel={t('testimonials.confirmDelete.confirm')}
        cancelLabel={t('cancel')}
        busy={remove.isPending}
      />
    </div>
  );
}
