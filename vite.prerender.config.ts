// The server's build of the first paint (client/prerender.tsx, decision 045): Vite's SSR build into
// dist/server. It renders with React's own react-dom/server, not Preact: React's server renderer is what
// the unit tests already render every component with, and the markup is plain elements and text, which
// the Preact client takes over as it finds them. The client's style imports are dropped (the page carries
// its style sheet inline); the libraries are bundled in, built for production.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { productionBuild } from './vite.production.ts';

export default defineConfig({
  root: 'client',
  plugins: [react(), productionBuild()],
  // React's production server renderer bundled in: the server runs without NODE_ENV=production too
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  logLevel: 'warn',
  build: {
    ssr: 'prerender.tsx',
    outDir: '../dist/server',
    emptyOutDir: true,
    copyPublicDir: false,
    sourcemap: false,
    rolldownOptions: { output: { entryFileNames: 'prerender.js', codeSplitting: false } },
  },
});
