# syntax=docker/dockerfile:1
#
# Meridian AI Studio: the prerendered site, the lead API, the chat, the admin inbox and the
# outbox worker in one Node.js 24 process. The steps are the ones CI runs
# (npm ci → npm run build → node server/main.ts), in three stages:
#   deps     all dependencies, exactly as locked (npm ci)
#   build    the site and the admin screens (npm run build)
#   runtime  node:24-slim, production dependencies only, non-root, with a health check
# See docs/OPERATIONS.md and docs/decisions/606-deployment-image.md.

ARG NODE_IMAGE=node:24-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
ENV npm_config_fund=false npm_config_audit=false npm_config_update_notifier=false
COPY package.json package-lock.json ./
RUN npm ci

FROM deps AS build
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
ENV npm_config_fund=false npm_config_audit=false npm_config_update_notifier=false
COPY package.json package-lock.json ./
# The image's own Node 24 runs the server, so the `node` devDependency is not needed.
RUN npm ci --omit=dev && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    BUILD_DIR=/app/build/client
WORKDIR /app
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/build/client ./build/client
COPY --from=build /app/build/admin ./build/admin
# The chat's example questions as sentence vectors, encoded by the build (ADR 442): without
# them every start would encode them again (about 25 s), as a user that cannot keep them.
COPY --from=build /app/node_modules/.cache/meridian ./node_modules/.cache/meridian
# The server runs its TypeScript directly (Node 24 strips types) and shares app/ (content,
# schemas, route list) with the site; scripts/ holds backup and admin:set-password.
COPY package.json ./
COPY server ./server
COPY app ./app
COPY scripts ./scripts
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself is PID 1: server/main.ts handles SIGTERM (finishes requests, stops the
# worker, closes the store) within its 10 s grace.
CMD ["node", "server/main.ts"]
