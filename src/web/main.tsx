/**
 * The app, imported by the boot entry (src/web/boot.ts). Two steps, two tasks (decision 017):
 * React DOM's code first, then the app's; on a phone each takes a while to compile and run, and
 * the browser stays free to paint and answer input between them.
 */
async function load(container: HTMLElement) {
  const reactDom = await import('react-dom/client');
  await new Promise((resolve) => setTimeout(resolve, 0));
  const { startApp } = await import('./app/start');
  await startApp(container, reactDom);
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
void load(root);

export {};
