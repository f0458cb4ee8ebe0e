// Every build is a production build, whatever NODE_ENV the shell or a test runner (NODE_ENV=test) left set.
// Vite takes "production" from NODE_ENV, not from the build command: a build made under NODE_ENV=test
// shipped development JSX carrying each source file's path, left the service worker unregistered
// (import.meta.env.PROD false), and its first-paint renderer called jsxDEV, which React's production build
// (the server's, under NODE_ENV=production) does not have, so pages were served without their first screen.
// Vite reads NODE_ENV after the plugins' config hooks: setting it here is the way its own warning names.
import type { Plugin } from 'vite';

export function productionBuild(): Plugin {
  return {
    name: 'production-build',
    apply: 'build',
    config() {
      process.env.NODE_ENV = 'production';
    },
  };
}
