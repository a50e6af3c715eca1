#!/usr/bin/env bash
# The malware-scanning tests run a real clamd (Debian's clamav-daemon); install it when it is missing (needs root or sudo).
# No signatures are downloaded: the tests generate their own database and start clamd on a private socket.
set -euo pipefail
[ -x /usr/sbin/clamd ] && command -v sigtool >/dev/null && exit 0
echo "Installing Debian's clamav-daemon for the malware-scanning tests..."
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq clamav-daemon clamav >/dev/null
# The package starts its own services where an init system runs them; the tests never use them.
$SUDO systemctl disable --now clamav-daemon clamav-freshclam >/dev/null 2>&1 || true
