#!/usr/bin/env bash
# The rolling-restart test (npm run test:rolling) runs Debian's haproxy in front of two servers; install it
# when it is missing (needs root or sudo). The package's own service is never used: the test starts its own.
set -euo pipefail
command -v haproxy >/dev/null || [ -x /usr/sbin/haproxy ] && exit 0
echo "Installing Debian's haproxy for the rolling-restart test..."
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq haproxy >/dev/null
$SUDO systemctl disable --now haproxy >/dev/null 2>&1 || $SUDO service haproxy stop >/dev/null 2>&1 || true
