// Browsers call the platform cross-origin with a custom `accessToken` header, so every answer carries CORS
// headers and pre-flight OPTIONS requests are answered without authentication.

export const corsHeaders: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'surrogate-key, x-contensis-classic-token, content-length, etag',
};

export const preflightHeaders: Readonly<Record<string, string>> = {
  ...corsHeaders,
  'Access-Control-Allow-Methods': 'GET, HEAD, POST, OPTIONS',
  'Access-Control-Allow-Headers':
    'accessToken, authorization, content-type, x-require-surrogate-key, x-crb-ssr, accept, range, if-none-match',
  'Access-Control-Max-Age': '600',
};
