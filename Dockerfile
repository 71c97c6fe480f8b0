# syntax=docker/dockerfile:1
# The production image of Shelfwise (README, Self-hosting; docs/decisions/0026-release-and-runtime.md).
# The build stage runs the same release script CI runs (scripts/release.mjs); the runtime stage
# holds only the release tree it makes: compiled JavaScript, the built web app, the migrations and
# the server's production dependencies. No tsx, no Vite, no test code, no sources.
ARG NODE_IMAGE=node:26-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /src
COPY . .
# Clean install, web and server builds, then a production-only install into /src/release.
RUN --mount=type=cache,target=/root/.npm node scripts/release.mjs

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# Owned by root, read-only to the app: the process can write only to DATA_DIR.
COPY --from=build /src/release/ ./
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# Ready = PostgreSQL answers and this instance is not shutting down (GET /api/health/ready).
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/ready',{signal:AbortSignal.timeout(4000)}).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node runs directly (no npm, no shell between): SIGTERM from `docker stop` reaches the server, which
# finishes requests in flight (SHUTDOWN_GRACE_MS) and stops cleanly. compose.yaml adds `init: true`.
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
