// The contact module's door (STYLE habit 16): what other modules and the composition root may use.
// Nothing else in this folder is imported from outside it; the layering check enforces it.

export { contactMessagesFrom, deleteContactMessagesFrom } from './personal-data';
export { contactRoutes } from './routes';
export { createContactService } from './service';
