# The SunHarvest server: API + built site on one port. Data goes to Postgres (DATABASE_URL) or PGlite in /data.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The client, the SSR bundle and the server as JavaScript: the server renders the public pages from its own database.
RUN npm run build:server

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=8080 HOST=0.0.0.0 DATA_DIR=/data DIST=/app/dist
# The dependencies alone: the built server needs no TypeScript loader and no build tool.
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund
COPY --from=build /app/dist /app/dist
VOLUME /data
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=3s CMD node -e "fetch('http://127.0.0.1:8080/healthz').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "dist/.server/main.mjs"]
