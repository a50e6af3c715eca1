#!/usr/bin/env bash
# The end-to-end suite drives Debian's Chromium; install it when it is missing (needs root or sudo).
set -euo pipefail
[ -x /usr/bin/chromium ] && exit 0
echo "Installing Debian's chromium for the end-to-end tests..."
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-liberation >/dev/null
