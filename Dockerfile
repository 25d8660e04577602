# syntax=docker/dockerfile:1
#
# Production image: the gateway (GraphQL + REST + uploads) serving the built React site.
#
#   docker build -t portfolio .
#   docker compose up -d            (see docker-compose.yml: MySQL + this image)
#
# Stage 1 (build) compiles everything (native addons only when their bundled prebuilt does not fit),
# then drops the dev dependencies. Stage 2 (runtime) carries only what `node` needs to run.

# Node 24 LTS (maintained until April 2028); package.json `engines` lists the versions the code runs on.
ARG NODE_IMAGE=node:24-bookworm-slim

# ---------------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS build

# A native addon (argon2, better-sqlite3) compiles from source when no bundled prebuilt fits (node-gyp).
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*

WORKDIR /app

# Manifests first: the dependency layer is rebuilt only when they change.
COPY package.json package-lock.json ./
COPY packages/content-rules/package.json packages/content-rules/
COPY gateway/package.json gateway/
COPY frontend/package.json frontend/
RUN --mount=type=cache,target=/root/.npm \
    npm ci --no-audit --no-fund

COPY . .

# Builds every workspace that has a `build` script, the shared rules first (tsc →
# packages/content-rules/dist), then the gateway (tsc → gateway/dist) and the frontend (→ frontend/dist:
# client/ for browsers, server/ the self-contained renderer the gateway loads).
RUN npm run build

# Production dependencies only; the compiled addons stay in place.
RUN npm prune --omit=dev --no-audit --no-fund

# Gather exactly what the runtime needs into /out. Optional parts (nested workspace
# node_modules, the built frontend) are copied only when they exist, so COPY never fails.
RUN set -eu; \
    mkdir -p /out/gateway /out/frontend /out/packages/content-rules; \
    cp -a package.json node_modules /out/; \
    cp -a packages/content-rules/package.json packages/content-rules/dist /out/packages/content-rules/; \
    cp -a gateway/package.json gateway/dist /out/gateway/; \
    rm -f /out/gateway/dist/.tsbuildinfo; \
    if [ -d gateway/node_modules ]; then cp -a gateway/node_modules /out/gateway/; fi; \
    cp -a frontend/package.json /out/frontend/; \
    if [ -d frontend/dist ]; then cp -a frontend/dist /out/frontend/; fi; \
    if [ -d frontend/node_modules ]; then cp -a frontend/node_modules /out/frontend/; fi

# ---------------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime

# MALLOC_ARENA_MAX: as scripts/lib/gateway.mjs says.
ENV NODE_ENV=production \
    MALLOC_ARENA_MAX=2 \
    HOST=0.0.0.0 \
    PORT=4000 \
    DATA_DIR=/app/data

WORKDIR /app

# Code and dependencies belong to root (read-only for the app); only the data folder is the
# app's to write.
COPY --from=build /out/ /app/
RUN mkdir -p /app/data && chown node:node /app/data

USER node
VOLUME ["/app/data"]
EXPOSE 4000

# No curl in slim images: ask node itself.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||4000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]

# Also available in the container, with the same environment:
#   docker compose exec gateway node gateway/dist/cli/user.js create --email E --role admin
# The heap ceiling of scripts/lib/gateway.mjs (why: there).
CMD ["node", "--max-old-space-size=256", "--max-semi-space-size=8", "gateway/dist/main.js"]
