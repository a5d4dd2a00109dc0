# One image for every role of LearnFlix (ROLE=all|web|worker): the server bundle, the web app it
# serves, the migrations and the demo's media. docs/deploy.md ("Containers"); compose.yaml runs it.
#
#   docker build -t learnflix .
#   docker run --rm -p 3000:3000 -e DATABASE_URL=postgres://... learnflix

ARG NODE_IMAGE=node:20-bookworm-slim

# 1. Build: every workspace's dependencies (dev ones included: Vite, esbuild), then the web app
#    (apps/web/dist) and the server bundle (apps/server/dist).
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/core/package.json packages/core/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. What the bundle loads at run time: apps/server/build.mjs bundles our own code (@app/core) and
#    leaves every npm dependency of apps/server external, so node_modules holds exactly the server
#    workspace's production dependencies (not the web app's, not dev ones). npm may nest some of them
#    under apps/server/node_modules (pinned versions): that folder is kept too.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/core/package.json packages/core/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --omit=dev --workspace=@app/server --no-audit --no-fund \
 && mkdir -p apps/server/node_modules

# 3. Run time. The bundle finds the repository root from its own place (apps/server/dist/../../..):
#    apps/server/drizzle (migrations), apps/server/seed-assets (demo seed), apps/web/dist (the web
#    app) and DATA_DIR=./data are read from there. apps/server/package.json says "type": "module"
#    for the ESM bundle.
FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=deps /app/apps/server/node_modules ./apps/server/node_modules
COPY apps/server/package.json ./apps/server/package.json
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/server/drizzle ./apps/server/drizzle
COPY --from=build /app/apps/server/seed-assets ./apps/server/seed-assets
COPY --from=build /app/apps/web/dist ./apps/web/dist
# DATA_DIR: uploaded files with STORAGE=local (and the embedded PostgreSQL when DATABASE_URL is
# unset). Mount a volume here for those; with DATABASE_URL and STORAGE=s3 nothing is written.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# Liveness: the database answers and storage can be used (docs/deploy.md, "Health and readiness").
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM drains (SHUTDOWN_DELAY_MS, SHUTDOWN_TIMEOUT_MS): give the container a stop timeout above
# SHUTDOWN_DELAY_MS + 2 x SHUTDOWN_TIMEOUT_MS (docker stop -t, compose stop_grace_period).
STOPSIGNAL SIGTERM
CMD ["node", "apps/server/dist/main.js"]
