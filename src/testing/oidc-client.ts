/** The OAuth client the local OpenID provider knows (oidc-server.ts), as the owner copies it from Google. */
export const OIDC_CLIENT_ID = '123456789-shoptest.apps.googleusercontent.com';
export const OIDC_CLIENT_SECRET = 'GOCSPX-local-test-secret-42';
