vcl 4.1;
# Varnish in front of Trellis, as test/resilience/publishVarnish.test.ts and bench/publish.ts run it (and a starting
# point for an operator: docs/operator-guide.md, "Publishing to live"). The test writes the backend's address over
# BACKEND_HOST and BACKEND_PORT.
#
# - Caches what the site says is public, for Surrogate-Control's max-age (the CDN's lifetime), never an answer that
#   is private, no-store or sets a cookie, and never a request with credentials or cookies (a signed-in visitor's).
# - Tags each object with the site's Surrogate-Key, for the xkey vmod (varnish-modules) and for lurker-friendly bans.
# - Purges: PURGE with `xkey-purge: key key…` (`xkey-soft: 1` for a soft purge), or BAN with `x-ban-pattern`, a
#   regular expression over the object's Surrogate-Key; only from the loopback addresses below.
import std;
import xkey;

backend site {
  .host = "BACKEND_HOST";
  .port = "BACKEND_PORT";
}

acl purgers {
  "127.0.0.1";
  "::1";
}

sub vcl_recv {
  if (req.method == "PURGE") {
    if (client.ip !~ purgers) {
      return (synth(403, "Forbidden"));
    }
    if (!req.http.xkey-purge) {
      return (synth(400, "xkey-purge header missing"));
    }
    if (req.http.xkey-soft) {
      set req.http.x-purged = xkey.softpurge(req.http.xkey-purge);
    } else {
      set req.http.x-purged = xkey.purge(req.http.xkey-purge);
    }
    return (synth(200, "Purged " + req.http.x-purged));
  }
  if (req.method == "BAN") {
    if (client.ip !~ purgers) {
      return (synth(403, "Forbidden"));
    }
    if (!req.http.x-ban-pattern) {
      return (synth(400, "x-ban-pattern header missing"));
    }
    # Only obj.* in the expression: the ban lurker can apply it in the background.
    ban("obj.http.x-surrogate-key ~ " + req.http.x-ban-pattern);
    return (synth(200, "Banned"));
  }
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  # A signed-in visitor (session cookies) or any credential: straight to the site, never from the cache.
  if (req.http.Authorization || req.http.Cookie) {
    return (pass);
  }
  return (hash);
}

sub vcl_backend_response {
  if (beresp.http.Cache-Control ~ "(private|no-store|no-cache)" || beresp.http.Set-Cookie) {
    set beresp.uncacheable = true;
    set beresp.ttl = 120s;
    return (deliver);
  }
  if (beresp.http.Surrogate-Control ~ "max-age=[0-9]+") {
    set beresp.ttl = std.duration(regsub(beresp.http.Surrogate-Control, "^.*max-age=([0-9]+).*$", "\1") + "s", 0s);
  }
  set beresp.http.xkey = beresp.http.Surrogate-Key;
  set beresp.http.x-surrogate-key = beresp.http.Surrogate-Key;
  set beresp.grace = 0s;
  return (deliver);
}

sub vcl_deliver {
  # What the test reads; the tags and the CDN's lifetime stay between the site and the cache.
  if (obj.hits > 0) {
    set resp.http.x-cache = "HIT";
  } else {
    set resp.http.x-cache = "MISS";
  }
  unset resp.http.xkey;
  unset resp.http.x-surrogate-key;
  unset resp.http.Surrogate-Key;
  unset resp.http.Surrogate-Control;
}
