import express, { type Router } from 'express';

// The path helper alone: the package's index runs the whole browser bundle (10 MB of heap).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const getAbsoluteFSPath = require('swagger-ui-dist/absolute-path.js') as () => string;

const PAGE = `<!doctype html>
<html lang="tr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Portfolyo REST API</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>
`;

const INIT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true });\n`;

/** /api/docs: Swagger UI from the installed swagger-ui-dist package (no CDN; scripts are files, as the CSP wants). */
export function docsRouter(): Router {
  const router = express.Router();
  router.get('/api/docs', (_req, res) => res.type('html').send(PAGE));
  router.get('/api/docs/init.js', (_req, res) => res.type('js').send(INIT));
  router.use('/api/docs/assets', express.static(getAbsoluteFSPath(), { index: false, maxAge: '1d' }));
  return router;
}
