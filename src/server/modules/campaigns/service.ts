import type { Db } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import type { CampaignSaveValues, ProductionListQuery } from '@/shared/campaigns/schemas';
import { requestedStoreScope, type StoreViewer } from '@/shared/permissions/store-scope';
import type { AuditActor } from '../audit/public';
import { campaignById, listCampaigns, openCampaignBySlug, openCampaigns } from './campaign-reads';
import { createCampaign, deleteCampaign, updateCampaign } from './campaign-writes';
import type { CampaignOrderFacts } from './order-facts';
import { productionList } from './production';

/** Pre-order campaigns (issue 41, decision 093): the storefront's reads and the staff's screens. */
export function createCampaignsService(deps: { db: Db; orderFacts: CampaignOrderFacts; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    open: () => openCampaigns(db, now()),
    openBySlug: (slug: string) => openCampaignBySlug(db, slug, now()),
    list: () => listCampaigns(db, now()),
    detail: (id: string) => campaignById(db, id, now()),
    async create(actor: AuditActor, input: CampaignSaveValues) {
      return campaignById(db, await createCampaign(db, actor, input), now());
    },
    async update(actor: AuditActor, id: string, input: CampaignSaveValues) {
      await updateCampaign(db, actor, id, input);
      return campaignById(db, id, now());
    },
    remove: (actor: AuditActor, id: string) => deleteCampaign(db, actor, id),
    /** The one store-scope rule: admins every store (or the one named), a manager or operator her own. */
    production(viewer: StoreViewer, query: ProductionListQuery) {
      const scope = requestedStoreScope(viewer, query.storeId);
      if (scope === 'forbidden' || scope.kind === 'none')
        throw new AppError('forbidden', 'auth.storeForbidden');
      return productionList(db, deps.orderFacts, {
        campaignId: query.campaignId,
        day: query.day,
        storeIds: scope.kind === 'every' ? null : [scope.storeId],
      });
    },
  };
}
export type CampaignsService = ReturnType<typeof createCampaignsService>;
