#!/usr/bin/env bash
# Checks deploy/nginx.conf with `nginx -t`, with a throwaway certificate in place of the real one,
# then runs it on spare ports in front of an app at $APP_PORT (default 3000) and fetches /healthz
# through it when one answers there.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v nginx >/dev/null || { echo "nginx is not installed (apt-get install nginx-light)"; exit 2; }
work=$(mktemp -d)
trap 'nginx -p "$work" -c "$work/nginx.conf" -s stop 2>/dev/null || true; rm -rf "$work"' EXIT
openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=backoffice.example.in -keyout "$work/key.pem" -out "$work/cert.pem" 2>/dev/null
app_port=${APP_PORT:-3000}
sed -e "s#/etc/ssl/certs/backoffice.example.in.pem#$work/cert.pem#" \
    -e "s#/etc/ssl/private/backoffice.example.in.key#$work/key.pem#" \
    -e "s#listen 80;#listen 18080;#" -e "s#listen 443 ssl http2;#listen 18443 ssl http2;#" \
    -e "s#127.0.0.1:3000#127.0.0.1:$app_port#" deploy/nginx.conf > "$work/site.conf"
cat > "$work/nginx.conf" <<CONF
pid $work/nginx.pid;
error_log $work/error.log;
events {}
http {
  access_log off;
  client_body_temp_path $work/body;
  proxy_temp_path $work/proxy;
  fastcgi_temp_path $work/fastcgi;
  uwsgi_temp_path $work/uwsgi;
  scgi_temp_path $work/scgi;
  include $work/site.conf;
}
CONF
nginx -t -p "$work" -c "$work/nginx.conf"
if curl -sf "http://127.0.0.1:$app_port/healthz" >/dev/null; then
  nginx -p "$work" -c "$work/nginx.conf"
  curl -sfk --resolve backoffice.example.in:18443:127.0.0.1 https://backoffice.example.in:18443/healthz
  echo
  status=$(curl -sk -o /dev/null -w '%{http_code}' --resolve backoffice.example.in:18443:127.0.0.1 https://backoffice.example.in:18443/metrics)
  [ "$status" = 404 ] || { echo "/metrics reachable through the proxy ($status)"; exit 1; }
  echo "nginx proxies to the app on $app_port; /metrics stays inside"
fi
