/** Small self-contained pages for links that do not redirect (no script; inline style is allowed by the CSP). */
function page(title: string, heading: string, text: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; font-family: system-ui, sans-serif; background: #f8fafc; color: #0f172a; }
  main { max-width: 28rem; padding: 2rem; text-align: center; }
  h1 { font-size: 1.5rem; margin: 0 0 .75rem; }
  p { margin: 0; color: #475569; line-height: 1.5; }
  @media (prefers-color-scheme: dark) { body { background: #0f172a; color: #f1f5f9; } p { color: #94a3b8; } }
</style>
</head>
<body><main><h1>${heading}</h1><p>${text}</p></main></body>
</html>
`;
}

export const EXPIRED_PAGE = page('Link expired', 'This link has expired', 'The short link you followed is no longer active. Ask the sender for a new one.');
export const NOT_FOUND_PAGE = page('Link not found', 'Link not found', 'There is no short link at this address. Check that it was copied completely.');
