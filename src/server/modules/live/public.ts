// The live module's door (STYLE habit 16): the streams' service and routes, and the publish port
// the owners of a change (orders, payments through orders, contact) call after their commit.
export type { LiveChange, LivePublisher } from './hub';
export { liveRoutes } from './routes';
export { createLiveService, type LiveService } from './service';
