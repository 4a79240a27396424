import { campaignsSection } from '@/shared/campaigns/admin-section';

/** The campaigns section's pages below its own (relative paths for the section's routes). */
export const campaignPages = { create: 'nova', production: 'producao' } as const;

export const campaignPaths = {
  list: campaignsSection.path,
  create: `${campaignsSection.path}/${campaignPages.create}`,
  edit: (id: string) => `${campaignsSection.path}/${encodeURIComponent(id)}`,
  production: (campaignId: string, day: string) =>
    `${campaignsSection.path}/${campaignPages.production}?campanha=${encodeURIComponent(campaignId)}&dia=${encodeURIComponent(day)}`,
};
