import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CampaignSaveInput } from '@/shared/campaigns/schemas';
import { call, client } from '@/web/lib/api-client';

/** The panel's campaign queries (STYLE habit 8): a write reads the list again. */
export const staffCampaignKeys = {
  all: ['staff', 'campaigns'] as const,
  one: (id: string) => ['staff', 'campaigns', id] as const,
  production: (campaignId: string, day: string) =>
    ['staff', 'campaigns', 'production', campaignId, day] as const,
};

const api = client.campaigns.staff;

export const useStaffCampaigns = () =>
  useQuery({ queryKey: staffCampaignKeys.all, queryFn: () => call(api.$get()) });

export const useStaffCampaign = (id: string) =>
  useQuery({
    queryKey: staffCampaignKeys.one(id),
    queryFn: () => call(api[':id'].$get({ param: { id } })),
    enabled: id !== '',
  });

export const useProductionList = (campaignId: string, day: string) =>
  useQuery({
    queryKey: staffCampaignKeys.production(campaignId, day),
    queryFn: () => call(api.production.$get({ query: { campaignId, day } })),
    enabled: campaignId !== '' && day !== '',
  });

function useRefresh() {
  const queryClient = useQueryClient();
  return { onSettled: () => queryClient.invalidateQueries({ queryKey: staffCampaignKeys.all }) };
}

export const useSaveCampaign = (id: string | null) =>
  useMutation({
    mutationFn: (json: CampaignSaveInput) =>
      id ? call(api[':id'].$put({ param: { id }, json })) : call(api.$post({ json })),
    ...useRefresh(),
  });

export const useDeleteCampaign = () =>
  useMutation({
    mutationFn: (id: string) => call(api[':id'].$delete({ param: { id } })),
    ...useRefresh(),
  });

/** The product search of the editor's sizes: the staff product list, then a product's variations. */
export const searchProducts = (q: string) =>
  call(client.catalogue.staff.products.$get({ query: { q, pageSize: '10' } }));
export const productVariations = (id: string) =>
  call(client.catalogue.staff.products[':id'].$get({ param: { id } }));
