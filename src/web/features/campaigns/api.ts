import { useQuery } from '@tanstack/react-query';
import { call, client } from '@/web/lib/api-client';

/** The storefront's campaign queries (issue 41): the places left move, so they are read fresh. */
export const campaignKeys = {
  open: ['campaigns', 'open'] as const,
  one: (slug: string) => ['campaigns', 'open', slug] as const,
};

export const useOpenCampaigns = () =>
  useQuery({ queryKey: campaignKeys.open, queryFn: () => call(client.campaigns.$get()), staleTime: 30_000 });

export const useOpenCampaign = (slug: string) =>
  useQuery({
    queryKey: campaignKeys.one(slug),
    queryFn: () => call(client.campaigns[':slug'].$get({ param: { slug } })),
    retry: false,
  });
