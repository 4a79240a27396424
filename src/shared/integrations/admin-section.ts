import { defineAdminSection } from '../permissions/admin-section';

/**
 * Integrações (issue 35, decision 076): the shop's e-mail and WhatsApp providers, their secrets
 * and whether they work. It changes where the shop's messages go and holds its keys: an admin's
 * system setting (manage_system_settings), like the settings.
 */
export const integrationsSection = defineAdminSection({
  id: 'integrations',
  segment: 'integracoes',
  permission: 'manage_system_settings',
  apiPrefixes: ['/api/integrations/staff'],
  routes: {
    'GET /api/integrations/staff': 'manage_system_settings',
    'PUT /api/integrations/staff/email': 'manage_system_settings',
    'PUT /api/integrations/staff/whatsapp': 'manage_system_settings',
    'POST /api/integrations/staff/email/test': 'manage_system_settings',
    'POST /api/integrations/staff/whatsapp/test': 'manage_system_settings',
    'PUT /api/integrations/staff/sms': 'manage_system_settings',
    'POST /api/integrations/staff/sms/test': 'manage_system_settings',
    'DELETE /api/integrations/staff/:id': 'manage_system_settings',
    'PUT /api/integrations/staff/google-reviews': 'manage_system_settings',
    'POST /api/integrations/staff/google-reviews/test': 'manage_system_settings',
    'POST /api/integrations/staff/google-sign-in/test': 'manage_system_settings',
    'PUT /api/integrations/staff/stripe': 'manage_system_settings',
    'POST /api/integrations/staff/stripe/check': 'manage_system_settings',
    'PUT /api/integrations/staff/google-sign-in': 'manage_system_settings',
    // The shop's public address (decision 121): where every link in a message points.
    'PUT /api/integrations/staff/public-address': 'manage_system_settings',
  },
});
