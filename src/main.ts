// The process entry: `npm start` runs its build (dist/server/main.js, vite.server.config.ts),
// `npm run dev` runs it with tsx. It joins the two halves the server must not join itself
// (decision 068): the server (src/server), which knows page rendering only by its port
// (src/server/http/pages.ts), and the renderer that draws the web app's pages (src/ssr). React and
// the web app stay out of the start: the renderer loads them on first use, in their own chunk.
import { startServer } from './server/main';
import { createPageRenderer } from './ssr/index';

startServer({ pages: createPageRenderer });
