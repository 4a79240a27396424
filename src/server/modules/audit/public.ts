// The audit module's door (STYLE habit 16): what other modules and the composition root may use.
// Nothing else in this folder is imported from outside it; the layering check enforces it.
export { actorOf } from './actor';
export { lastRecorded } from './last-recorded';
export { type AuditActor, changedFields, recordAudit } from './record-audit';
export type { RecordNameLookup, RecordNameLookups } from './record-names';
export {
  type AuditActorNames,
  type AuditNames,
  type AuditViewer,
  createAuditViewer,
} from './staff-reads';
export { auditStaffRoutes } from './staff-routes';
