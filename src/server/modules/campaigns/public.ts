// The campaigns module's door (STYLE habit 16, decision 067): what other modules and the composition
// root may use. Nothing else in this folder is imported from outside it; the layering check enforces it.
export type { CampaignOrderFact, CampaignOrderFacts } from './order-facts';
export { moveEditedPreorder, purgeCampaignOrders } from './preorder-edits';
export {
  type CampaignSizes,
  type Preorder,
  type PreorderLine,
  preorderDays,
  preorderFor,
  preorderOfOrder,
  readCampaignSizes,
  releasePreorderPlaces,
  takePreorderPlaces,
} from './preorders';
export { campaignsPublicRoutes, campaignsStaffRoutes } from './routes';
export { type CampaignsService, createCampaignsService } from './service';
