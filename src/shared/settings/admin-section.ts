import { defineAdminSection } from '../permissions/admin-section';

/** Site settings (decision 038): admins and super_admins only ("meant for admins", SPEC §6). */
export const settingsSection = defineAdminSection({
  id: 'settings',
  segment: 'configuracoes',
  permission: 'manage_system_settings',
  apiPrefixes: ['/api/settings/staff'],
  routes: {
    'GET /api/settings/staff/general': 'manage_system_settings',
    'PUT /api/settings/staff/general': 'manage_system_settings',
    'PUT /api/settings/staff/general/:key': 'manage_system_settings',
  },
});

/** SEO (decision 038), like the settings. */
export const seoSection = defineAdminSection({
  id: 'seo',
  segment: 'seo',
  permission: 'manage_system_settings',
  apiPrefixes: ['/api/settings/staff'],
  routes: {
    'GET /api/settings/staff/seo': 'manage_system_settings',
    'PUT /api/settings/staff/seo': 'manage_system_settings',
    'PUT /api/settings/staff/seo/:key': 'manage_system_settings',
  },
});
